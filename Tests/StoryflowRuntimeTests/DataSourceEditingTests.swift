import StoryflowRuntime
import StoryflowScreen
import Testing

/// A table view controller whose data source edits an array of names: it inserts after updating the array (or,
/// on request, before, which UIKit refuses), deletes after asking in an action sheet, and moves rows.
final class NamesController: TableViewController {
    var names: [String] = []
    /// The number the next added name gets.
    var nextNumber = 0
    /// Inserts a row without adding a name first: the update UIKit reports as an internal inconsistency.
    var insertsBeforeUpdatingTheNames = false

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "toggleEditing": { [unowned self] in toggleEditing($0 as! Button) }
        case "addName": addName
        default: nil
        }
    }

    func toggleEditing(_ sender: Button) {
        sender.setTitle(isEditing ? "Edit" : "Done", for: .normal)
        setEditing(!isEditing, animated: true)
    }

    func addName(_ sender: Any?) {
        if !insertsBeforeUpdatingTheNames {
            names.append("Name \(nextNumber)")
            nextNumber += 1
        }
        let row = insertsBeforeUpdatingTheNames ? tableView.numberOfRows(inSection: 0) : names.count - 1
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let name = names[indexPath.row]
        let sheet = AlertController(title: "Delete \(name)?", message: "The name cannot be restored.", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
        sheet.addAction(
            AlertAction(title: "Delete", style: .destructive) { _ in
                self.names.removeAll { $0 == name }
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            })
        present(sheet, animated: true, completion: nil)
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

let namesFlow = """
    <flow version="1" name="Names" initial="names">
      <tableViewController id="names" class="NamesController">
        <button outlet="editButton" title="Edit" action="toggleEditing"/>
        <button outlet="addButton" title="Add" action="addName"/>
        <tableView content="prototypes">
          <prototype reuseIdentifier="Name" style="rightDetail"/>
        </tableView>
      </tableViewController>
    </flow>
    """

@MainActor
func launchNames(count: Int = 0) throws -> (Application, NamesController) {
    let registry = ClassRegistry()
    registry.register(NamesController.self)
    let app = Application(storyboard: try Storyboard(string: namesFlow, registry: registry))
    var controller: NamesController?
    app.launch { root in
        controller = root as? NamesController
        controller?.names = (0..<count).map { "Name \($0)" }
        controller?.nextNumber = count
    }
    return (app, try #require(controller))
}

@MainActor
func rowTexts(_ app: Application) -> [String?] {
    app.screen.topLayer?.body.table?.sections.flatMap(\.rows).map(\.text) ?? []
}

/// A data source's edits as UIKit checks and animates them: inserts, deletes behind an action sheet, moves, swipes.
@MainActor
struct DataSourceEditingTests {
    @Test func startsEmptyAndAddInsertsRowsAfterTheNames() throws {
        let (app, controller) = try launchNames()
        #expect(rowTexts(app).isEmpty)
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Edit", "Add"])
        let events = try app.tapButton("Add")
        #expect(
            trace(events, [.action, .dataSource, .error]) == [
                // numberOfSections, numberOfRowsInSection and cellForRowAt: NamesController has no section titles.
                "action NamesController#1", "dataSource NamesController#1", "dataSource NamesController#1 0", "dataSource NamesController#1 [0, 0]",
            ])
        try app.tapButton("Add")
        #expect(rowTexts(app) == ["Name 0", "Name 1"])
        #expect(controller.names.count == 2)
    }

    @Test func insertingBeforeUpdatingTheNamesIsTheInternalInconsistency() throws {
        let (app, controller) = try launchNames(count: 5)
        controller.insertsBeforeUpdatingTheNames = true
        let events = try app.tapButton("Add")
        let errors = events.filter { $0.event == .error }
        #expect(
            errors.map(\.message) == [
                """
                Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal \
                to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section \
                (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
                """
            ])
        #expect(rowTexts(app).count == 5, "the update was abandoned and the app keeps running")
        controller.insertsBeforeUpdatingTheNames = false
        let fixed = try app.tapButton("Add")
        #expect(!fixed.contains { $0.event == .error })
        #expect(rowTexts(app).count == 6)
        #expect(controller.names.count == 6)
    }

    @Test func editButtonTogglesEditingModeAndItsTitle() throws {
        let (app, _) = try launchNames(count: 2)
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

    @Test func deleteAsksWithAnActionSheetAndDeletesAfterTheNames() throws {
        let (app, controller) = try launchNames(count: 3)
        try app.setEditing(true)
        let commit = try app.deleteRow(IndexPath(row: 1, section: 0))
        #expect(
            trace(commit, [.dataSource, .present, .`init`]) == [
                "dataSource NamesController#1 delete [0, 1]", "init AlertController#1", "present NamesController#1",
            ])
        let alert = try #require(app.screen.alert)
        #expect(
            alert
                == ScreenAlert(
                    title: "Delete Name 1?", message: "The name cannot be restored.", style: .actionSheet,
                    actions: [ScreenAlertAction(title: "Cancel", style: .cancel), ScreenAlertAction(title: "Delete", style: .destructive)]
                ))
        #expect(throws: ApplicationError.self) { try app.tapButton("Add") }
        let delete = try app.chooseAlertAction("Delete")
        #expect(trace(delete, [.dismiss, .deinit, .error]) == ["dismiss NamesController#1", "deinit AlertController#1"])
        #expect(app.screen.alert == nil)
        #expect(rowTexts(app) == ["Name 0", "Name 2"])
        #expect(controller.names == ["Name 0", "Name 2"])
    }

    @Test func cancelKeepsTheName() throws {
        let (app, controller) = try launchNames(count: 2)
        try app.setEditing(true)
        try app.deleteRow(IndexPath(row: 0, section: 0))
        try app.chooseAlertAction("Cancel")
        #expect(controller.names.count == 2)
        #expect(rowTexts(app) == ["Name 0", "Name 1"])
    }

    @Test func moveUpdatesTheNamesThroughMoveRowAt() throws {
        let (app, controller) = try launchNames(count: 4)
        try app.setEditing(true)
        let events = try app.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(trace(events, [.delegate, .dataSource]).last == "dataSource NamesController#1 [0, 0] [0, 2]")
        #expect(!events.contains { $0.method == "tableView(_:cellForRowAt:)" }, "the table moves the row's cell itself")
        #expect(controller.names == ["Name 1", "Name 2", "Name 0", "Name 3"])
        #expect(rowTexts(app) == ["Name 1", "Name 2", "Name 0", "Name 3"])
    }

    @Test func swipeToDeleteAlsoWorks() throws {
        let (app, controller) = try launchNames(count: 2)
        try app.swipe(IndexPath(row: 0, section: 0), leading: false)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].swipeActions == [ScreenSwipeAction(title: "Delete", style: .destructive)])
        try app.chooseSwipeAction("Delete")
        try app.chooseAlertAction("Delete")
        #expect(controller.names == ["Name 1"])
        #expect(rowTexts(app) == ["Name 1"])
    }

    @Test func presentingWhileAlreadyPresentingIsUIKitsWarning() throws {
        let (app, _) = try launchNames(count: 1)
        let controller = try #require(app.topViewController)
        let events = app.perform {
            controller.present(AlertController(title: "One", message: nil, preferredStyle: .alert), animated: true)
            controller.present(AlertController(title: "Two", message: nil, preferredStyle: .alert), animated: true)
        }
        // On iOS 13 and later this is a console warning, not an exception; the second presentation does not
        // happen. While the first is still animating, UIKit says a presentation is in progress.
        #expect(events.filter { $0.event == .error }.isEmpty)
        #expect(
            events.filter { $0.event == .warning }.map(\.message) == [
                "Attempt to present <AlertController#2> on <NamesController#1> (from <NamesController#1>) while a presentation is in progress."
            ])
        let settled = app.perform {
            controller.present(AlertController(title: "Three", message: nil, preferredStyle: .alert), animated: true)
        }
        #expect(
            settled.filter { $0.event == .warning }.map(\.message) == [
                "Attempt to present <AlertController#3> on <NamesController#1> (from <NamesController#1>) which is already presenting <AlertController#1>."
            ])
        #expect(app.screen.alert?.title == "One")
    }
}
