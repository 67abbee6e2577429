import StoryflowRuntime
import StoryflowScreen
import Testing

// Homepwner chapter 11 (seed 000), ported from its Swift 3 almost line by line.

final class Item: Equatable {
    let name: String

    init(name: String) { self.name = name }

    static func == (lhs: Item, rhs: Item) -> Bool { lhs === rhs }
}

final class ItemStore {
    var allItems: [Item] = []
    private var created = 0

    @discardableResult
    func createItem() -> Item {
        let newItem = Item(name: "Item \(created)")
        created += 1
        allItems.append(newItem)
        return newItem
    }

    func removeItem(_ item: Item) {
        if let index = allItems.firstIndex(of: item) { allItems.remove(at: index) }
    }

    func moveItem(from fromIndex: Int, to toIndex: Int) {
        if fromIndex == toIndex { return }
        let movedItem = allItems[fromIndex]
        allItems.remove(at: fromIndex)
        allItems.insert(movedItem, at: toIndex)
    }
}

final class ItemsViewController: TableViewController {
    var itemStore: ItemStore!
    /// The seed's first, crashing version of `addNewItem(_:)`, which inserts a row without creating an item.
    var usesFirstVersionOfAddNewItem = false

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "toggleEditingMode": { [unowned self] in toggleEditingMode($0 as! Button) }
        case "addNewItem": addNewItem
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

    func addNewItem(_ sender: Any?) {
        if usesFirstVersionOfAddNewItem {
            let lastRow = tableView.numberOfRows(inSection: 0)
            let indexPath = IndexPath(row: lastRow, section: 0)
            tableView.insertRows(at: [indexPath], with: .automatic)
            return
        }
        let newItem = itemStore.createItem()
        if let index = itemStore.allItems.firstIndex(of: newItem) {
            let indexPath = IndexPath(row: index, section: 0)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemStore.allItems.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell", for: indexPath)
        cell.textLabel?.text = itemStore.allItems[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            let item = itemStore.allItems[indexPath.row]
            let title = "Delete \(item.name)?"
            let message = "Are you sure you want to delete this item?"
            let ac = AlertController(title: title, message: message, preferredStyle: .actionSheet)
            let cancelAction = AlertAction(title: "Cancel", style: .cancel, handler: nil)
            ac.addAction(cancelAction)
            let deleteAction = AlertAction(title: "Delete", style: .destructive, handler: { _ in
                self.itemStore.removeItem(item)
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            })
            ac.addAction(deleteAction)
            present(ac, animated: true, completion: nil)
        }
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        itemStore.moveItem(from: sourceIndexPath.row, to: destinationIndexPath.row)
    }
}

let homepwnerFlow = """
<flow version="1" name="Homepwner" initial="items">
  <tableViewController id="items" class="ItemsViewController">
    <button outlet="editButton" title="Edit" action="toggleEditingMode"/>
    <button outlet="addButton" title="Add" action="addNewItem"/>
    <tableView content="prototypes">
      <prototype reuseIdentifier="UITableViewCell" style="rightDetail"/>
    </tableView>
  </tableViewController>
</flow>
"""

@MainActor
func launchHomepwner(items: Int = 0) throws -> (Application, ItemStore) {
    let registry = ClassRegistry()
    registry.register(ItemsViewController.self)
    let app = Application(storyboard: try Storyboard(string: homepwnerFlow, registry: registry))
    let store = ItemStore()
    for _ in 0..<items { store.createItem() }
    app.launch { ($0 as! ItemsViewController).itemStore = store }
    return (app, store)
}

@MainActor
func rowTexts(_ app: Application) -> [String?] {
    app.screen.topLayer?.body.table?.sections.flatMap(\.rows).map(\.text) ?? []
}

@MainActor
struct HomepwnerTests {
    @Test func startsEmptyAndAddInsertsRowsAfterTheModel() throws {
        let (app, store) = try launchHomepwner()
        #expect(rowTexts(app).isEmpty)
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Edit", "Add"])
        let events = try app.tapButton("Add")
        #expect(trace(events, [.action, .dataSource, .error]) == [
            "action ItemsViewController#1", "dataSource ItemsViewController#1", "dataSource ItemsViewController#1 0",
            "dataSource ItemsViewController#1 0", "dataSource ItemsViewController#1 0", "dataSource ItemsViewController#1 [0, 0]",
        ])
        try app.tapButton("Add")
        #expect(rowTexts(app) == ["Item 0", "Item 1"])
        #expect(store.allItems.count == 2)
    }

    @Test func insertingBeforeUpdatingTheModelIsTheInternalInconsistency() throws {
        let (app, store) = try launchHomepwner(items: 5)
        let controller = try #require(app.topViewController as? ItemsViewController)
        controller.usesFirstVersionOfAddNewItem = true
        let events = try app.tapButton("Add")
        let errors = events.filter { $0.event == .error }
        #expect(errors.map(\.message) == [
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        ])
        #expect(rowTexts(app).count == 5, "the update was abandoned and the app keeps running")
        controller.usesFirstVersionOfAddNewItem = false
        let fixed = try app.tapButton("Add")
        #expect(!fixed.contains { $0.event == .error })
        #expect(rowTexts(app).count == 6)
        #expect(store.allItems.count == 6)
    }

    @Test func editButtonTogglesEditingModeAndItsTitle() throws {
        let (app, _) = try launchHomepwner(items: 2)
        try app.tapButton("Edit")
        var table = try #require(app.screen.topLayer?.body.table)
        #expect(table.isEditing)
        #expect(table.sections[0].rows.map(\.editingControl) == [.delete, .delete])
        #expect(table.sections[0].rows.allSatisfy { $0.showsReorderControl })
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Done", "Add"])
        try app.tapButton("editButton")
        table = try #require(app.screen.topLayer?.body.table)
        #expect(!table.isEditing)
        #expect(table.sections[0].rows.map(\.editingControl) == [.none, .none])
    }

    @Test func deleteAsksWithAnActionSheetAndDeletesAfterTheModel() throws {
        let (app, store) = try launchHomepwner(items: 3)
        try app.setEditing(true)
        let commit = try app.deleteRow(IndexPath(row: 1, section: 0))
        #expect(trace(commit, [.dataSource, .present, .`init`]) == [
            "dataSource ItemsViewController#1 delete [0, 1]", "init AlertController#1", "present ItemsViewController#1",
        ])
        let alert = try #require(app.screen.alert)
        #expect(alert == ScreenAlert(
            title: "Delete Item 1?", message: "Are you sure you want to delete this item?", style: .actionSheet,
            actions: [ScreenAlertAction(title: "Cancel", style: .cancel), ScreenAlertAction(title: "Delete", style: .destructive)]
        ))
        #expect(throws: ApplicationError.self) { try app.tapButton("Add") }
        let delete = try app.chooseAlertAction("Delete")
        #expect(trace(delete, [.dismiss, .deinit, .error]) == ["dismiss ItemsViewController#1", "deinit AlertController#1"])
        #expect(app.screen.alert == nil)
        #expect(rowTexts(app) == ["Item 0", "Item 2"])
        #expect(store.allItems.map(\.name) == ["Item 0", "Item 2"])
    }

    @Test func cancelKeepsTheItem() throws {
        let (app, store) = try launchHomepwner(items: 2)
        try app.setEditing(true)
        try app.deleteRow(IndexPath(row: 0, section: 0))
        try app.chooseAlertAction("Cancel")
        #expect(store.allItems.count == 2)
        #expect(rowTexts(app) == ["Item 0", "Item 1"])
    }

    @Test func moveUpdatesTheModelThroughMoveRowAt() throws {
        let (app, store) = try launchHomepwner(items: 4)
        try app.setEditing(true)
        let events = try app.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(trace(events, [.delegate, .dataSource]).last == "dataSource ItemsViewController#1 [0, 0] [0, 2]")
        #expect(!events.contains { $0.method == "tableView(_:cellForRowAt:)" }, "the table moves the row's cell itself")
        #expect(store.allItems.map(\.name) == ["Item 1", "Item 2", "Item 0", "Item 3"])
        #expect(rowTexts(app) == ["Item 1", "Item 2", "Item 0", "Item 3"])
    }

    @Test func swipeToDeleteAlsoWorks() throws {
        let (app, store) = try launchHomepwner(items: 2)
        try app.swipe(IndexPath(row: 0, section: 0), leading: false)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].swipeActions == [ScreenSwipeAction(title: "Delete", style: .destructive)])
        try app.chooseSwipeAction("Delete")
        try app.chooseAlertAction("Delete")
        #expect(store.allItems.map(\.name) == ["Item 1"])
        #expect(rowTexts(app) == ["Item 1"])
    }

    @Test func presentingWhileAlreadyPresentingIsUIKitsWarning() throws {
        let (app, _) = try launchHomepwner(items: 1)
        let controller = try #require(app.topViewController)
        let events = app.perform {
            controller.present(AlertController(title: "One", message: nil, preferredStyle: .alert), animated: true)
            controller.present(AlertController(title: "Two", message: nil, preferredStyle: .alert), animated: true)
        }
        // On iOS 13 and later this is a console warning, not an exception; the second presentation does not
        // happen. While the first is still animating, UIKit says a presentation is in progress.
        #expect(events.filter { $0.event == .error }.isEmpty)
        #expect(events.filter { $0.event == .warning }.map(\.message) == [
            "Attempt to present <AlertController#2> on <ItemsViewController#1> (from <ItemsViewController#1>) while a presentation is in progress.",
        ])
        let settled = app.perform {
            controller.present(AlertController(title: "Three", message: nil, preferredStyle: .alert), animated: true)
        }
        #expect(settled.filter { $0.event == .warning }.map(\.message) == [
            "Attempt to present <AlertController#3> on <ItemsViewController#1> (from <ItemsViewController#1>) which is already presenting <AlertController#1>.",
        ])
        #expect(app.screen.alert?.title == "One")
    }
}
