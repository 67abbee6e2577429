import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import Todo

/// Seed 002's scenarios (add, edit, cancel, swipe to delete or mark done, sort) and its persistence: saved on every
/// change and at exit, written atomically, a corrupt file reported and kept.
@MainActor
struct TodoTests {
    let directory: TemporaryDirectory
    let jobsPath: String

    init() throws {
        directory = try TemporaryDirectory()
        jobsPath = directory.file("T0Do.json")
    }

    func launch() throws -> (Application, AppDelegate) {
        let delegate = AppDelegate(jobsPath: jobsPath)
        return (try delegate.launch(), delegate)
    }

    func savedJobs() throws -> [JobToDo] {
        let file = JobFile(path: jobsPath)
        return try file.load()
    }

    func launchWithJobs(_ jobs: [JobToDo]) throws -> (Application, AppDelegate) {
        try JobFile(path: jobsPath).save(jobs)
        return try launch()
    }

    @Test func aMissingFileIsSaidAndTheListStartsEmpty() throws {
        let (app, _) = try launch()
        #expect(logLines(app.log.events) == ["Error loading from: \(jobsPath) does not exist yet; starting with no jobs"])
        #expect(rowTexts(app).isEmpty)
    }

    @Test func addThroughTheEditorUnwindsAndSaves() throws {
        let (app, _) = try launch()
        let open = try app.tapBarButton("+")
        #expect(trace(open, [.prepare, .push]) == ["prepare T0DoTableViewController#1 addJob", "push NavigationController#1"])
        try app.type("Buy milk", into: "titleInput")
        let save = try app.tapBarButton("保存")
        #expect(
            trace(save, story) == [
                "action JobViewController#1 SaveTouched",
                "delegate T0DoTableViewController#1 addJob(job:) Buy milk",
                "unwind JobViewController#1 backToT0Do unwindToT0Do",
                "prepare JobViewController#1 backToT0Do",
                "action T0DoTableViewController#1 backToT0Do unwindToT0Do",
                "log T0DoTableViewController#1 Back to T0Do",
                "perform JobViewController#1 backToT0Do",
                "pop NavigationController#1",
                "viewWillDisappear JobViewController#1",
                "viewWillAppear T0DoTableViewController#1",
                "viewDidDisappear JobViewController#1",
                "viewDidAppear T0DoTableViewController#1",
                "didMoveToParent JobViewController#1",
                "deinit JobViewController#1",
            ])
        #expect(rowTexts(app) == ["Buy milk | 🥱"])
        #expect(try savedJobs() == [JobToDo(title: "Buy milk", isFinished: false)])
    }

    @Test func editTheTappedJobAndCancelChangesNothing() throws {
        let (app, _) = try launchWithJobs([JobToDo(title: "Write report", isFinished: false)])
        let open = try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(trace(open, [.prepare]) == ["prepare T0DoTableViewController#1 editJob"])
        #expect((app.topViewController as? JobViewController)?.titleInput.text == "Write report", "prepare ran before viewDidLoad")
        try app.toggleSwitch("finishSwitch")
        let save = try app.tapBarButton("保存")
        #expect(
            trace(save, [.delegate, .log]) == [
                "delegate T0DoTableViewController#1 editJob(job:jobIndex:) Write report", "log T0DoTableViewController#1 Back to T0Do",
            ])
        #expect(rowTexts(app) == ["Write report | ✅"])
        try app.tapBarButton("+")
        try app.type("Never saved", into: "titleInput")
        let cancel = try app.tapBarButton("取消")
        #expect(trace(cancel, [.delegate, .log]) == ["log T0DoTableViewController#1 Back to T0Do"])
        #expect(try savedJobs() == [JobToDo(title: "Write report", isFinished: true)])
    }

    @Test func swipesDeleteAndMarkDoneOrUndoneAndSortPutsUnfinishedFirst() throws {
        let (app, _) = try launchWithJobs([
            JobToDo(title: "A", isFinished: false), JobToDo(title: "B", isFinished: false), JobToDo(title: "C", isFinished: false),
        ])
        try app.fullSwipe(IndexPath(row: 0, section: 0), leading: true)
        #expect(try savedJobs().map(\.isFinished) == [true, false, false], "a full right swipe runs ✅")
        try app.swipe(IndexPath(row: 0, section: 0), leading: true)
        #expect(
            app.screen.topLayer?.body.table?.sections[0].rows[0].swipeActions == [
                ScreenSwipeAction(title: "✅", color: "green"), ScreenSwipeAction(title: "🥱", color: "orange"),
            ])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].swipeEdge == .leading, "a right swipe reveals the leading actions")
        try app.chooseSwipeAction("🥱")
        try app.fullSwipe(IndexPath(row: 1, section: 0), leading: true)
        #expect(rowTexts(app) == ["A | 🥱", "B | ✅", "C | 🥱"])
        try app.tapBarButton("Refresh")
        #expect(rowTexts(app) == ["A | 🥱", "C | 🥱", "B | ✅"])
        try app.swipe(IndexPath(row: 1, section: 0), leading: false)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[1].swipeEdge == .trailing)
        try app.chooseSwipeAction("Delete")
        #expect(rowTexts(app) == ["A | 🥱", "B | ✅"])
        #expect(try savedJobs() == [JobToDo(title: "A", isFinished: false), JobToDo(title: "B", isFinished: true)])
    }

    @Test func theJobsComeBackAtTheNextLaunchAndExitSaves() throws {
        let (first, delegate) = try launch()
        try first.tapBarButton("+")
        try first.type("Call Mum", into: "titleInput")
        try first.tapBarButton("保存")
        let list = try #require(first.rootViewController?.children.first as? T0DoTableViewController)
        list.jobs.append(JobToDo(title: "Changed in code", isFinished: true))
        delegate.applicationWillTerminate()
        let (second, _) = try launch()
        #expect(logLines(second.log.events).isEmpty)
        #expect(rowTexts(second) == ["Call Mum | 🥱", "Changed in code | ✅"])
        #expect(try directory.names() == ["T0Do.json"], "no temporary file is left behind")
    }

    @Test func aCrashBetweenWriteAndRenameLeavesThePreviousFileWhole() throws {
        let (app, delegate) = try launchWithJobs([JobToDo(title: "Keep me", isFinished: false)])
        let before = try #require(bytes(at: jobsPath))
        delegate.jobFile.beforeReplacing = { throw SimulatedCrash() }
        try app.tapBarButton("+")
        try app.type("Lost in the crash", into: "titleInput")
        let save = try app.tapBarButton("保存")
        #expect(logLines(save).first?.hasPrefix("Unable to save: ") == true)
        #expect(bytes(at: jobsPath) == before)
        #expect(try savedJobs() == [JobToDo(title: "Keep me", isFinished: false)])
        let (relaunched, _) = try launch()
        #expect(rowTexts(relaunched) == ["Keep me | 🥱"], "the half-written temporary file is ignored")
    }

    @Test func aCorruptFileIsReportedAndKeptByteForByte() throws {
        try write("[{\"title\": \"Half a job\", \"isFin", to: jobsPath)
        let corrupt = try #require(bytes(at: jobsPath))
        let (app, delegate) = try launch()
        let report = try #require(logLines(app.log.events).first)
        #expect(report.hasPrefix("Error loading from: \(jobsPath) is not a JSON list of jobs ("))
        #expect(report.hasSuffix("); starting with no jobs and leaving the file untouched"))
        #expect(rowTexts(app).isEmpty)
        try app.tapBarButton("+")
        try app.type("New job", into: "titleInput")
        let save = try app.tapBarButton("保存")
        #expect(logLines(save).first == "Unable to save: \(jobsPath) could not be read at launch and is kept as it was; fix or remove it to save jobs again")
        #expect(rowTexts(app) == ["New job | 🥱"], "the session goes on in memory")
        delegate.applicationWillTerminate()
        #expect(bytes(at: jobsPath) == corrupt)
    }
}
