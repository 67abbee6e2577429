import StoryflowRuntime
import StoryflowScreen
import Testing

// The iw02 to-do app (seed 002): an editor that goes back with the unwind segue `backToT0Do`.

struct JobToDo: Codable, Equatable {
    var title: String
    var isFinished: Bool
}

@MainActor protocol AddJobDelegate: AnyObject { func addJob(job: JobToDo) }
@MainActor protocol EditJobDelegate: AnyObject { func editJob(job: JobToDo, jobIndex: Int) }

final class T0DoTableViewCell: TableViewCell {
    var job: Label! { outlet("job") }
    var status: Label! { outlet("status") }
}

final class T0DoTableViewController: TableViewController, AddJobDelegate, EditJobDelegate {
    var jobs: [JobToDo] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { jobs.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "T0DoCell", for: indexPath) as! T0DoTableViewCell
        let job = jobs[indexPath.row]
        cell.status.text! = job.isFinished ? "✅" : "🥱"
        cell.job.text! = job.title
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let destination = segue.destination as? JobViewController
            ?? (segue.destination as? NavigationController)?.topViewController as? JobViewController
        if segue.identifier == "addJob" {
            destination?.addJobDelegate = self
        } else if segue.identifier == "editJob", let indexPath = tableView.indexPathForSelectedRow {
            destination?.editJobDelegate = self
            destination?.jobToEdit = jobs[indexPath.row]
            destination?.jobToEditIndex = indexPath.row
        }
    }

    override func unwindAction(named name: String) -> ((StoryboardSegue) -> Void)? {
        name == "unwindToT0Do" ? unwindToT0Do(segue:) : super.unwindAction(named: name)
    }

    func unwindToT0Do(segue: StoryboardSegue) {
        log("Back to T0Do")
    }

    func addJob(job: JobToDo) {
        jobs.append(job)
        tableView.reloadData()
    }

    func editJob(job: JobToDo, jobIndex: Int) {
        jobs[jobIndex] = job
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        jobs.remove(at: indexPath.row)
        self.tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let finishAction = ContextualAction(style: .normal, title: "✅") { [unowned self] _, _, completionHandler in
            jobs[indexPath.row].isFinished = true
            completionHandler(true)
            tableView.reloadData()
        }
        finishAction.backgroundColor = "green"
        let unfinishAction = ContextualAction(style: .normal, title: "🥱") { [unowned self] _, _, completionHandler in
            jobs[indexPath.row].isFinished = false
            completionHandler(true)
            tableView.reloadData()
        }
        unfinishAction.backgroundColor = "orange"
        return SwipeActionsConfiguration(actions: [finishAction, unfinishAction])
    }
}

final class JobViewController: ViewController {
    weak var addJobDelegate: AddJobDelegate?
    weak var editJobDelegate: EditJobDelegate?
    var jobToEdit: JobToDo?
    var jobToEditIndex: Int?

    var titleInput: TextField! { outlet("titleInput") }
    var finishSwitch: Switch! { outlet("finishSwitch") }

    override func viewDidLoad() {
        if let jobToEdit {
            titleInput.text = jobToEdit.title
            finishSwitch.isOn = jobToEdit.isFinished
        }
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "CancelTouched": CancelTouched
        case "SaveTouched": SaveTouched
        default: nil
        }
    }

    func CancelTouched(_ sender: Any?) {
        performSegue(withIdentifier: "backToT0Do", sender: nil)
    }

    func SaveTouched(_ sender: Any?) {
        if jobToEdit != nil {
            self.editJobDelegate?.editJob(job: JobToDo(title: titleInput.text!, isFinished: finishSwitch.isOn), jobIndex: jobToEditIndex!)
        } else {
            self.addJobDelegate?.addJob(job: JobToDo(title: titleInput.text!, isFinished: finishSwitch.isOn))
        }
        performSegue(withIdentifier: "backToT0Do", sender: nil)
    }
}

/// The editor is pushed for `addJob` and presented in its own navigation controller for `editJob`, so both
/// unwinding paths (pop and dismiss) are exercised.
let todoFlow = """
<flow version="1" name="Todo" initial="listNav">
  <navigationController id="listNav"><root scene="list"/></navigationController>
  <tableViewController id="list" class="T0DoTableViewController" title="T0Do">
    <navigationItem title="T0Do">
      <barButton placement="right" system="add"><segue id="addJob" kind="show" destination="job"/></barButton>
    </navigationItem>
    <unwindAction name="unwindToT0Do(segue:)"/>
    <tableView content="prototypes">
      <prototype reuseIdentifier="T0DoCell" class="T0DoTableViewCell" style="custom">
        <label outlet="job"/>
        <label outlet="status"/>
        <segue id="editJob" kind="present" destination="jobNav"/>
      </prototype>
    </tableView>
  </tableViewController>
  <navigationController id="jobNav"><root scene="job"/></navigationController>
  <viewController id="job" class="JobViewController" title="Job">
    <navigationItem title="Job">
      <barButton placement="left" title="取消" action="CancelTouched"/>
      <barButton placement="right" title="保存" action="SaveTouched"/>
    </navigationItem>
    <textField outlet="titleInput" placeholder="Title"/>
    <switch outlet="finishSwitch" title="Finished"/>
    <segue id="backToT0Do" kind="unwind" action="unwindToT0Do"/>
  </viewController>
</flow>
"""

@MainActor
func launchTodo(jobs: [JobToDo] = []) throws -> (Application, T0DoTableViewController) {
    let registry = ClassRegistry()
    registry.register(T0DoTableViewController.self)
    registry.register(JobViewController.self)
    registry.registerCell(T0DoTableViewCell.self)
    let app = Application(storyboard: try Storyboard(string: todoFlow, registry: registry))
    var list: T0DoTableViewController?
    app.launch { root in
        list = (root as! NavigationController).viewControllers[0] as? T0DoTableViewController
        list?.jobs = jobs
    }
    return (app, try #require(list))
}

@MainActor
struct TodoTests {
    @Test func saveFromAPushedEditorUnwindsPerTN2298AndPops() throws {
        let (app, list) = try launchTodo()
        try app.tapBarButton("+")
        weak let editor = app.topViewController
        #expect(app.screen.topLayer?.navigationBar?.leftButtons.map(\.title) == ["取消"])
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == nil, "left items replace the back button")
        try app.type("Buy milk", into: "titleInput")
        let events = try app.tapBarButton("保存")
        #expect(trace(events, lifecycle.union([.unwind, .action, .log])) == [
            "action JobViewController#1",
            "unwind JobViewController#1 backToT0Do",
            "prepare JobViewController#1 backToT0Do",
            "action T0DoTableViewController#1 backToT0Do",
            "log T0DoTableViewController#1 Back to T0Do",
            "perform JobViewController#1 backToT0Do",
            "viewWillDisappear JobViewController#1",
            "viewWillAppear T0DoTableViewController#1",
            "viewDidDisappear JobViewController#1",
            "viewDidAppear T0DoTableViewController#1",
            "deinit JobViewController#1",
        ])
        #expect(events.first { $0.event == .unwind }?.destination == "T0DoTableViewController#1")
        #expect(editor == nil)
        #expect(list.jobs == [JobToDo(title: "Buy milk", isFinished: false)])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map { $0.subviews.map(\.text) } == [["Buy milk", "🥱"]])
    }

    @Test func editFromAPresentedEditorUnwindsByDismissing() throws {
        let (app, list) = try launchTodo(jobs: [JobToDo(title: "Write report", isFinished: false)])
        try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(app.screen.layers.count == 2)
        weak let editor = app.topViewController as? JobViewController
        #expect(editor?.titleInput.text == "Write report", "prepare ran before the editor's viewDidLoad")
        try app.toggleSwitch("finishSwitch")
        let events = try app.tapBarButton("保存")
        #expect(events.contains { $0.event == .dismiss })
        #expect(events.filter { $0.event == .deinit }.map(\.instance) == ["NavigationController#2", "JobViewController#1"])
        #expect(editor == nil)
        #expect(list.jobs == [JobToDo(title: "Write report", isFinished: true)])
        #expect(app.screen.layers.count == 1)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].subviews.map(\.text) == ["Write report", "✅"])
    }

    @Test func cancelUnwindsWithoutChanges() throws {
        let (app, list) = try launchTodo()
        try app.tapBarButton("+")
        let events = try app.tapBarButton("取消")
        #expect(trace(events, [.log]) == ["log T0DoTableViewController#1 Back to T0Do"])
        #expect(list.jobs.isEmpty)
        #expect(app.topViewController === list)
    }

    @Test func leadingSwipeMarksDoneAndAFullSwipeRunsTheFirstAction() throws {
        let (app, list) = try launchTodo(jobs: [JobToDo(title: "A", isFinished: false), JobToDo(title: "B", isFinished: true)])
        try app.swipe(IndexPath(row: 1, section: 0), leading: true)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[1].swipeActions == [
            ScreenSwipeAction(title: "✅", color: "green"), ScreenSwipeAction(title: "🥱", color: "orange"),
        ])
        try app.chooseSwipeAction("🥱")
        try app.fullSwipe(IndexPath(row: 0, section: 0), leading: true)
        #expect(list.jobs.map(\.isFinished) == [true, false])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map { $0.subviews[1].text } == ["✅", "🥱"])
    }

    @Test func unwindWithNoDestinationIsReportedAndNothingMoves() throws {
        let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="a"/></navigationController>
          <viewController id="a" title="A"><button title="Go"><segue kind="show" destination="b"/></button></viewController>
          <viewController id="b" title="B"><button title="Back"><segue kind="unwind" action="nowhere"/></button></viewController>
        </flow>
        """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapButton("Go")
        let events = try app.tapButton("Back")
        #expect(events.filter { $0.event == .error }.map(\.message) == ["Could not find a view controller to execute unwinding for <ViewController#2>"])
        #expect(app.screen.topLayer?.navigationBar?.title == "B")
    }
}
