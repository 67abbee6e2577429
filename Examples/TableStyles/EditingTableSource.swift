import StoryflowRuntime

/// Listings 9-20 and 9-21: rows that can be deleted, inserted and moved. In editing mode section 1 gets an extra
/// "(add new)" row with the insert control, as Contacts adds a row for a new field.
final class EditingTableSource: TableSource {
    static let addNewRowHeading = "(add new)"
    private var addNewRow: IndexPath?

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath != addNewRow }

    override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        indexPath == addNewRow ? .insert : .delete
    }

    override func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Trash (" + tableItems[indexPath.section].items[indexPath.row].heading + ")"
    }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            tableItems[indexPath.section].items.remove(at: indexPath.row)
            // The "(add new)" row moves up with the rows above it that go.
            if let addNewRow, addNewRow.section == indexPath.section, addNewRow.row > indexPath.row {
                self.addNewRow = IndexPath(row: addNewRow.row - 1, section: addNewRow.section)
            }
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            tableItems[indexPath.section].items.insert(TableItem("Inserted Row"), at: indexPath.row)
            addNewRow = IndexPath(row: indexPath.row + 1, section: indexPath.section)
            tableView.insertRows(at: [indexPath], with: .fade)
        case .none:
            writeLine("CommitEditingStyle:None called")
        }
    }

    /// The seed inserts at the destination before removing at the source, which lands a row moved down one place
    /// too high; removing first gives UIKit's meaning of the destination index.
    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = tableItems[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
        tableItems[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
        if let addNewRow, addNewRow.section == destinationIndexPath.section || addNewRow.section == sourceIndexPath.section {
            self.addNewRow = IndexPath(row: tableItems[addNewRow.section].items.count - 1, section: addNewRow.section)
        }
    }

    /// Called by the Edit button when editing begins: the table gives no notification of its own.
    func willBeginTableEditing(_ tableView: TableView) {
        let indexPath = IndexPath(row: tableItems[1].items.count, section: 1)
        addNewRow = indexPath
        tableView.beginUpdates()
        tableView.insertRows(at: [indexPath], with: .fade)
        tableItems[1].items.append(TableItem(Self.addNewRowHeading))
        tableView.endUpdates()
    }

    /// Called by the Done button when editing ends: the "(add new)" row goes away.
    func didFinishTableEditing(_ tableView: TableView) {
        guard let indexPath = addNewRow else { return }
        tableView.beginUpdates()
        tableItems[indexPath.section].items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
        tableView.endUpdates()
        addNewRow = nil
    }
}
