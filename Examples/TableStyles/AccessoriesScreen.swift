import StoryflowRuntime

/// Every accessory, as the flow's static cells declare them. As in Objective-C, the table view controller is its
/// table's delegate: tapping an accessory button logs it and does not select the row.
final class AccessoriesScreen: TableViewController {
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log("Accessory for Section, " + String(indexPath.section) + " and Row, " + String(indexPath.row) + " tapped")
    }
}
