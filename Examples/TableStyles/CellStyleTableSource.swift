import StoryflowRuntime

/// One section per `UITableViewCellStyle`, each dequeuing the prototype of that style.
final class CellStyleTableSource: TableSource {
    static let identifiers = [CellStylesScreen.FlowCell.tableCell, .mySubtitleCellTemplate, .value1Cell, .value2Cell].map(\.rawValue)

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifiers[indexPath.section], for: indexPath)
        let item = tableItems[indexPath.section].items[indexPath.row]
        cell.textLabel?.text = item.heading
        cell.detailTextLabel?.text = item.subHeading
        cell.imageView?.image = item.imageName
        return cell
    }
}
