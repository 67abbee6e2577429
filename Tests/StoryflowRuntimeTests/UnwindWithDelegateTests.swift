import StoryflowRuntime
import StoryflowScreen
import Testing

/// An entry of `EntriesController`'s list.
struct Entry: Equatable {
    var title: String
    var isDone: Bool
}

@MainActor protocol EntryEditorDelegate: AnyObject {
    func editor(didAdd entry: Entry)
    func editor(didChange entry: Entry, at index: Int)
}

final class EntryCell: TableViewCell {
    var titleLabel: Label! { outlet("titleLabel") }
    var statusLabel: Label! { outlet("statusLabel") }
}

/// A list that opens an editor (pushed to add, presented to edit), hears back through a delegate, and is
/// unwound to with `backToList`.
final class EntriesController: TableViewController, EntryEditorDelegate {
    var entries: [Entry] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath) as! EntryCell
        cell.titleLabel.text = entries[indexPath.row].title
        cell.statusLabel.text = entries[indexPath.row].isDone ? "done" : "open"
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let editor =
            segue.destination as? EntryEditorController
            ?? (segue.destination as? NavigationController)?.topViewController as? EntryEditorController
        editor?.delegate = self
        if segue.identifier == "edit", let indexPath = tableView.indexPathForSelectedRow {
            editor?.entryBeingEdited = (entries[indexPath.row], indexPath.row)
        }
    }

    override func unwindAction(named name: String) -> ((StoryboardSegue) -> Void)? {
        name == "unwindToList" ? { [unowned self] _ in log("Back to the list") } : super.unwindAction(named: name)
    }

    func editor(didAdd entry: Entry) {
        entries.append(entry)
        tableView.reloadData()
    }

    func editor(didChange entry: Entry, at index: Int) {
        entries[index] = entry
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let markDone = ContextualAction(style: .normal, title: "Done") { [unowned self] _, _, completionHandler in
            entries[indexPath.row].isDone = true
            completionHandler(true)
            tableView.reloadData()
        }
        markDone.backgroundColor = "green"
        let reopen = ContextualAction(style: .normal, title: "Reopen") { [unowned self] _, _, completionHandler in
            entries[indexPath.row].isDone = false
            completionHandler(true)
            tableView.reloadData()
        }
        reopen.backgroundColor = "orange"
        return SwipeActionsConfiguration(actions: [markDone, reopen])
    }
}

/// Edits one entry, or makes a new one, and tells its delegate before unwinding.
final class EntryEditorController: ViewController {
    weak var delegate: EntryEditorDelegate?
    /// The entry being edited and its row; `nil` for a new entry.
    var entryBeingEdited: (entry: Entry, index: Int)?

    var titleField: TextField! { outlet("titleField") }
    var doneSwitch: Switch! { outlet("doneSwitch") }

    override func viewDidLoad() {
        guard let entryBeingEdited else { return }
        titleField.text = entryBeingEdited.entry.title
        doneSwitch.isOn = entryBeingEdited.entry.isDone
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "cancel": { [unowned self] _ in performSegue(withIdentifier: "backToList", sender: nil) }
        case "save": { [unowned self] _ in save() }
        default: nil
        }
    }

    func save() {
        let entry = Entry(title: titleField.text ?? "", isDone: doneSwitch.isOn)
        if let entryBeingEdited {
            delegate?.editor(didChange: entry, at: entryBeingEdited.index)
        } else {
            delegate?.editor(didAdd: entry)
        }
        performSegue(withIdentifier: "backToList", sender: nil)
    }
}

/// The editor is pushed for `add` and presented in its own navigation controller for `edit`, so both unwinding
/// paths (pop and dismiss) are exercised.
let entriesFlow = """
    <flow version="1" name="Entries" initial="listNav">
      <navigationController id="listNav"><root scene="list"/></navigationController>
      <tableViewController id="list" class="EntriesController" title="Entries">
        <navigationItem title="Entries">
          <barButton placement="right" system="add"><segue id="add" kind="show" destination="editor"/></barButton>
        </navigationItem>
        <unwindAction name="unwindToList(segue:)"/>
        <tableView content="prototypes">
          <prototype reuseIdentifier="Entry" class="EntryCell" style="custom">
            <label outlet="titleLabel"/>
            <label outlet="statusLabel"/>
            <segue id="edit" kind="present" destination="editorNav"/>
          </prototype>
        </tableView>
      </tableViewController>
      <navigationController id="editorNav"><root scene="editor"/></navigationController>
      <viewController id="editor" class="EntryEditorController" title="Entry">
        <navigationItem title="Entry">
          <barButton placement="left" title="Cancel" action="cancel"/>
          <barButton placement="right" title="Save" action="save"/>
        </navigationItem>
        <textField outlet="titleField" placeholder="Title"/>
        <switch outlet="doneSwitch" title="Done"/>
        <segue id="backToList" kind="unwind" action="unwindToList"/>
      </viewController>
    </flow>
    """

@MainActor
func launchEntries(_ entries: [Entry] = []) throws -> (Application, EntriesController) {
    let registry = ClassRegistry()
    registry.register(EntriesController.self)
    registry.register(EntryEditorController.self)
    registry.registerCell(EntryCell.self)
    let app = Application(storyboard: try Storyboard(string: entriesFlow, registry: registry))
    var list: EntriesController?
    app.launch { root in
        list = (root as! NavigationController).viewControllers[0] as? EntriesController
        list?.entries = entries
    }
    return (app, try #require(list))
}

/// Data handed forward in `prepare(for:sender:)`, results handed back through a delegate, and the unwind segue
/// that returns from a pushed or a presented editor (TN2298).
@MainActor
struct UnwindWithDelegateTests {
    @Test func saveFromAPushedEditorUnwindsPerTN2298AndPops() throws {
        let (app, list) = try launchEntries()
        try app.tapBarButton("+")
        weak let editor = app.topViewController
        #expect(app.screen.topLayer?.navigationBar?.leftButtons.map(\.title) == ["Cancel"])
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == nil, "left items replace the back button")
        try app.type("Buy milk", into: "titleField")
        let events = try app.tapBarButton("Save")
        #expect(
            trace(events, lifecycle.union([.unwind, .action, .log])) == [
                "action EntryEditorController#1",
                "unwind EntryEditorController#1 backToList",
                "prepare EntryEditorController#1 backToList",
                "action EntriesController#1 backToList",
                "log EntriesController#1 Back to the list",
                "perform EntryEditorController#1 backToList",
                "viewWillDisappear EntryEditorController#1",
                "viewWillAppear EntriesController#1",
                "viewDidDisappear EntryEditorController#1",
                "viewDidAppear EntriesController#1",
                "deinit EntryEditorController#1",
            ])
        #expect(events.first { $0.event == .unwind }?.destination == "EntriesController#1")
        #expect(editor == nil)
        #expect(list.entries == [Entry(title: "Buy milk", isDone: false)])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map { $0.subviews.map(\.text) } == [["Buy milk", "open"]])
    }

    @Test func editFromAPresentedEditorUnwindsByDismissing() throws {
        let (app, list) = try launchEntries([Entry(title: "Write report", isDone: false)])
        try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(app.screen.layers.count == 2)
        weak let editor = app.topViewController as? EntryEditorController
        #expect(editor?.titleField.text == "Write report", "prepare ran before the editor's viewDidLoad")
        try app.toggleSwitch("doneSwitch")
        let events = try app.tapBarButton("Save")
        #expect(events.contains { $0.event == .dismiss })
        #expect(events.filter { $0.event == .deinit }.map(\.instance) == ["NavigationController#2", "EntryEditorController#1"])
        #expect(editor == nil)
        #expect(list.entries == [Entry(title: "Write report", isDone: true)])
        #expect(app.screen.layers.count == 1)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].subviews.map(\.text) == ["Write report", "done"])
    }

    @Test func cancelUnwindsWithoutChanges() throws {
        let (app, list) = try launchEntries()
        try app.tapBarButton("+")
        let events = try app.tapBarButton("Cancel")
        #expect(trace(events, [.log]) == ["log EntriesController#1 Back to the list"])
        #expect(list.entries.isEmpty)
        #expect(app.topViewController === list)
    }

    @Test func leadingSwipeMarksDoneAndAFullSwipeRunsTheFirstAction() throws {
        let (app, list) = try launchEntries([Entry(title: "A", isDone: false), Entry(title: "B", isDone: true)])
        try app.swipe(IndexPath(row: 1, section: 0), leading: true)
        #expect(
            app.screen.topLayer?.body.table?.sections[0].rows[1].swipeActions == [
                ScreenSwipeAction(title: "Done", color: "green"), ScreenSwipeAction(title: "Reopen", color: "orange"),
            ])
        try app.chooseSwipeAction("Reopen")
        try app.fullSwipe(IndexPath(row: 0, section: 0), leading: true)
        #expect(list.entries.map(\.isDone) == [true, false])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map { $0.subviews[1].text } == ["done", "open"])
    }

    @Test func unwindWithNoDestinationIsReportedAndNothingMoves() throws {
        let flow = navigationFlow(
            root: "a",
            """
              <viewController id="a" title="A"><button title="Go"><segue kind="show" destination="b"/></button></viewController>
              <viewController id="b" title="B"><button title="Back"><segue kind="unwind" action="nowhere"/></button></viewController>
            """)
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapButton("Go")
        let events = try app.tapButton("Back")
        #expect(events.filter { $0.event == .error }.map(\.message) == ["Could not find a view controller to execute unwinding for <ViewController#2>"])
        #expect(app.screen.topLayer?.navigationBar?.title == "B")
    }
}
