import StoryflowRuntime

/// The seed's `TableSource : UITableViewSource`: data source and delegate in one object, attached to a table
/// view controller's table in `viewDidLoad` (MonoTouch's `TableView.Source = new TableSource(...)`).
/// Subclasses override what they change; like UIKit without `commit`, rows are not editable by default.
class TableSource: TableViewDataSource, TableViewDelegate {
    var tableItems: [TableItemGroup]
    let cellIdentifier: String
    /// Where `Console.WriteLine` goes: the owning controller's log.
    var writeLine: (String) -> Void = { _ in }

    init(items: [TableItemGroup], cellIdentifier: String = SimpleTableScreen.FlowCell.tableCell.rawValue) {
        tableItems = items
        self.cellIdentifier = cellIdentifier
    }

    func numberOfSections(in tableView: TableView) -> Int { tableItems.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tableItems[section].items.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { tableItems[section].name }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { tableItems[section].footer }

    /// A storyboard prototype always dequeues a cell, so the seed's `if (cell == null) new UITableViewCell(...)`
    /// branch is not needed.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        cell.textLabel?.text = tableItems[indexPath.section].items[indexPath.row].heading
        return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // MARK: Editing (overridden by `EditingTableSource`)

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
