import ExampleSupport
import Foundation
import StoryflowConsole
import StoryflowRuntime
import StoryflowSession
import StoryflowStepper
import StoryflowTestSupport
import Testing

@testable import Todo

/// Each example's scenario done with the keyboard alone in the full-screen mode (`run --tui`): the keys in
/// `Keys/<App>.keys` pressed in an 80×24 window with the app's classes, compared with `Golden/FullScreen/<App>.screen`:
/// the window after the last key, then the walk `w` would save (the commands the keys stood for). No key may
/// meet a problem, and the walk must pass when replayed as a script. Set `STORYFLOW_RECORD=1` to re-record.
@MainActor
struct FullScreenGoldenTests {
    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func keysDoTheScenario(app name: String) throws {
        let directory = try TemporaryDirectory()
        let keys = try KeyScript.keys(file: try Repository.text("Tests/ExamplesTests/Keys/\(name).keys"))
        let screen = try #require(FullScreenSession.launching(name, jobsPath: directory.file("T0Do.json"), columns: 80, lines: 24))
        screen.isStrict = true
        for key in keys { screen.handle(key) }
        #expect(screen.problems == [], "every key did what it stands for")
        #expect(!screen.hasQuit)
        Golden.assertMatches(screen.plainText + "\n" + screen.walkText, file: "Tests/ExamplesTests/Golden/FullScreen/\(name).screen")

        // The walk the keys recorded is a passing test of the app.
        let replayDirectory = try TemporaryDirectory()
        let delegate = ExampleApps.delegate(named: name, jobsPath: replayDirectory.file("T0Do.json"))
        var transcript = ""
        let replay = StepperSession(application: try delegate.makeApplication(), width: 80) { transcript += $0 }
        replay.isStrict = true
        replay.launch { delegate.didFinishLaunching(with: $0) }
        replay.run(script: screen.walkText, named: "\(name).walk")
        #expect(replay.failureReports == [], "the recorded walk replays")
    }

    /// Esc closes revealed swipe actions with a swipe the other way, as a person slides the row back.
    @Test func escClosesSwipeActions() throws {
        let directory = try TemporaryDirectory()
        let screen = try #require(FullScreenSession.launching("Homepwner", jobsPath: directory.file("T0Do.json"), columns: 80, lines: 24))
        screen.isStrict = true
        for key in try KeyScript.keys("↓⏎↓←") { screen.handle(key) }
        #expect(screen.plainText.contains("[Remove]"))
        screen.handle(.escape)
        #expect(!screen.plainText.contains("[Remove]"))
        #expect(screen.walkText.hasSuffix("tap Add\nswipe left 3\nswipe right 3\n"))
        #expect(screen.plainText.contains("▶ │  3 Rusty Bear"), "the highlight is back on the row")
        // With nothing revealed, Esc goes on down its ladder.
        screen.handle(.escape)
        #expect(screen.problems == ["Nothing to go back to: this is the first screen."])
    }

    /// `u` undoes a step by launching afresh and replaying the others: the window and the walk are as they
    /// were before the step.
    @Test func undoGoesBackOneStep() throws {
        let directory = try TemporaryDirectory()
        let screen = try #require(FullScreenSession.launching("Ratings", jobsPath: directory.file("T0Do.json"), columns: 80, lines: 24))
        for key in try KeyScript.keys("↑⏎⏎Chet Baker⏎↓") { screen.handle(key) }
        let window = Array(screen.plainText.split(separator: "\n").dropLast(2))
        let walk = screen.walkText
        screen.handle(.enter)
        #expect(screen.walkText.contains("tap Game"))
        screen.handle(.character("u"))
        #expect(screen.walkText == walk)
        // The same window, the highlight on Game again; the message line says what was undone.
        #expect(Array(screen.plainText.split(separator: "\n").dropLast(2)) == window)
        #expect(screen.plainText.contains("Undid: tap Game"))
    }
}

/// Every example launches at each scene `--start` offers: the app delegate gives its model only to the scene
/// it expects at the root, and never crashes on another.
@MainActor
struct ExampleStartTests {
    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func everyExampleStartsAtEveryScene(app name: String) throws {
        let directory = try TemporaryDirectory()
        let delegate = ExampleApps.delegate(named: name, jobsPath: directory.file("T0Do.json"))
        let application = try delegate.makeApplication()
        let scenes = application.storyboard.document.scenes.map(\.id)
        #expect(!scenes.isEmpty)
        for scene in scenes {
            #expect(application.launch(startingAt: scene) { delegate.didFinishLaunching(with: $0) } != nil, "\(scene)")
        }
    }
}

/// Undo in an app that saves: the replay starts from the jobs file as the first launch found it.
@MainActor
struct FullScreenUndoTests {
    @Test func undoInTheToDoAppDoesNotSaveTheReplayedStepsTwice() throws {
        let directory = try TemporaryDirectory()
        let jobs = directory.file("T0Do.json")
        try "[{\"title\":\"Existing\",\"isFinished\":false}]".write(toFile: jobs, atomically: true, encoding: .utf8)
        let delegate = Todo.AppDelegate(jobsPath: jobs)
        var launches = 0
        let screen = try #require(
            FullScreenSession(columns: 80, lines: 24, color: false, flowName: "Todo") { output in
                // As `storyflow run` does: every launch after the first is a replay.
                if launches > 0 { delegate.restoreLaunchState() }
                launches += 1
                guard let application = try? delegate.makeApplication() else { return nil }
                let session = StepperSession(application: application, width: 78, output: output)
                session.launch { delegate.didFinishLaunching(with: $0) }
                return session
            })
        for key in try KeyScript.keys("↑⏎⏎Added⏎↑⏎<home>⏎u") { screen.handle(key) }
        #expect(screen.walkText.contains("tap 保存"))
        #expect(!screen.walkText.contains("tap Refresh"), "the sort was undone")
        let saved = try String(contentsOfFile: jobs, encoding: .utf8)
        #expect(saved.components(separatedBy: "Added").count == 2, "one Added job: \(saved)")
        #expect(saved.contains("Existing"))
    }
}

/// What the to-do app puts back before a replay: the file it found, no file when there was none, and nothing
/// at all when it could not read what was there.
@MainActor
struct TodoLaunchStateTests {
    @Test func theJobsFileGoesBackAsTheLaunchFoundIt() throws {
        let directory = try TemporaryDirectory()
        let jobs = directory.file("T0Do.json")
        try "[]".write(toFile: jobs, atomically: true, encoding: .utf8)
        let delegate = Todo.AppDelegate(jobsPath: jobs)
        try "[{\"title\":\"Later\",\"isFinished\":false}]".write(toFile: jobs, atomically: true, encoding: .utf8)
        delegate.restoreLaunchState()
        #expect(try String(contentsOfFile: jobs, encoding: .utf8) == "[]")
    }

    @Test func aJobsFileMadeAfterTheLaunchIsRemoved() throws {
        let directory = try TemporaryDirectory()
        let jobs = directory.file("T0Do.json")
        let delegate = Todo.AppDelegate(jobsPath: jobs)
        try "[]".write(toFile: jobs, atomically: true, encoding: .utf8)
        delegate.restoreLaunchState()
        #expect(!FileManager.default.fileExists(atPath: jobs))
    }

    @Test func whatCouldNotBeReadIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let jobs = directory.file("T0Do.json")
        // A FIFO where the file should be: the app does not read it (it is no regular file), so it must not
        // remove it either.
        #expect(mkfifo(jobs, 0o600) == 0)
        let delegate = Todo.AppDelegate(jobsPath: jobs)
        delegate.restoreLaunchState()
        var status = stat()
        #expect(lstat(jobs, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}

extension FullScreenSession {
    /// The example app `name` in the full-screen mode, launched as its `main` launches it.
    static func launching(_ name: String, jobsPath: String, columns: Int, lines: Int) -> FullScreenSession? {
        let delegate = ExampleApps.delegate(named: name, jobsPath: jobsPath)
        return FullScreenSession(columns: columns, lines: lines, color: false, flowName: name) { output in
            guard let application = try? delegate.makeApplication() else { return nil }
            let session = StepperSession(application: application, width: columns - 2, output: output)
            session.launch { delegate.didFinishLaunching(with: $0) }
            return session
        }
    }
}
