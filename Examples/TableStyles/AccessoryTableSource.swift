import StoryflowRuntime

/// Every `UITableViewCellAccessory`, one per row, named by its row.
final class AccessoryTableSource: TableSource {
    static let accessories: [TableViewCell.AccessoryType] = [.none, .checkmark, .disclosureIndicator, .detailDisclosureButton, .detailButton]

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.accessoryType = Self.accessories[indexPath.row]
        return cell
    }
}
