import StoryflowRuntime

/// Editing: the Edit button toggles editing mode and tells the source, which adds or removes its "(add new)" row.
final class EditingScreen: SourceTableScreen {
    private var editingSource: EditingTableSource { tableSource as! EditingTableSource }

    override func makeSource() -> TableSource {
        EditingTableSource(items: TableItemGroup.listing92)
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "edit": edit
        default: nil
        }
    }

    func edit(_ sender: Any?) {
        setEditing(!tableView.isEditing, animated: true)
        if tableView.isEditing {
            editingSource.willBeginTableEditing(tableView)
        } else {
            editingSource.didFinishTableEditing(tableView)
        }
        navigationItem.rightBarButtonItem?.title = tableView.isEditing ? "Done" : "Edit"
    }
}
