import StoryflowRuntime

/// The items table with the Edit and Add buttons in its header view, and the chapter's challenges: the delete
/// button reads "Remove", and a last row "No more items!" never moves, is never passed and is never deleted.
final class ItemsViewController: TableViewController {
    var itemStore: ItemStore!

    /// The row after the items.
    private var noMoreItemsRow: Int { itemStore.allItems.count }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "toggleEditingMode": { [unowned self] in toggleEditingMode($0 as! Button) }
        case "addNewItem": { [unowned self] in addNewItem($0 as! Button) }
        default: nil
        }
    }

    func toggleEditingMode(_ sender: Button) {
        if isEditing {
            sender.setTitle("Edit", for: .normal)
            setEditing(false, animated: true)
        } else {
            sender.setTitle("Done", for: .normal)
            setEditing(true, animated: true)
        }
    }

    func addNewItem(_ sender: Button) {
        let newItem = itemStore.createItem()
        if let index = itemStore.allItems.firstIndex(of: newItem) {
            let indexPath = IndexPath(row: index, section: 0)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemStore.allItems.count + 1
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueUITableViewCell(from: tableView, for: indexPath)
        if indexPath.row == noMoreItemsRow {
            cell.textLabel?.text = "No more items!"
            cell.detailTextLabel?.text = nil
        } else {
            let item = itemStore.allItems[indexPath.row]
            cell.textLabel?.text = item.name
            cell.detailTextLabel?.text = "$\(item.valueInDollars)"
        }
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != noMoreItemsRow
    }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            let item = itemStore.allItems[indexPath.row]
            let title = "Delete \(item.name)?"
            let message = "Are you sure you want to delete this item?"
            let ac = AlertController(title: title, message: message, preferredStyle: .actionSheet)
            let cancelAction = AlertAction(title: "Cancel", style: .cancel, handler: nil)
            ac.addAction(cancelAction)
            let deleteAction = AlertAction(
                title: "Delete", style: .destructive,
                handler: { [unowned self] _ in
                    self.itemStore.removeItem(item)
                    self.tableView.deleteRows(at: [indexPath], with: .automatic)
                })
            ac.addAction(deleteAction)
            present(ac, animated: true, completion: nil)
        }
    }

    /// Reorder controls on every item, none on the last row (UIKit shows them because `moveRowAt` exists).
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != noMoreItemsRow
    }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        itemStore.moveItem(from: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // MARK: - Table view delegate

    /// Bronze challenge.
    override func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Remove"
    }

    /// Gold challenge: a row dropped on or below "No more items!" lands just above it.
    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        if proposedDestinationIndexPath.row >= noMoreItemsRow {
            return IndexPath(row: noMoreItemsRow - 1, section: 0)
        }
        return proposedDestinationIndexPath
    }
}
