import Foundation
import StoryflowRuntime
import StoryflowStepper
import Testing

/// `--start`, `--quiet`, `clear`, and notes that wrap on a terminal: running a storyboard with no initial view
/// controller, and reading a session without scrolling back.
@MainActor
struct StartOptionTests {
    @Test func startAloneListsTheScenes() throws {
        let run = try runStoryflow(["run", "Tests/Fixtures/Storyboards/Catalog.storyboard", "--start"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Scenes --start can begin at (a scene id or storyboard identifier):\n  tabs  tabBarController\n"))
        #expect(run.output.contains("  list  (storyboard identifier List)  \"List\"  tableViewController\n"))
    }

    @Test func aSceneWithPushingSeguesStartsInANavigationController() throws {
        let run = try runStoryflow(["run", "Tests/Fixtures/Storyboards/Catalog.storyboard", "--start", "List", "--width", "60"], input: "stack\n")
        #expect(run.status == 0)
        #expect(run.output.contains("> (launch at List)"))
        #expect(run.output.contains("note: `list` has segues that push, so it starts inside a navigation controller, as when it is pushed onto one"))
        #expect(run.output.contains("NavigationController#1"))
    }

    @Test func aSceneWithoutSuchSeguesStartsOnItsOwn() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--start", "gamePicker", "--width", "60"], input: "stack\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("navigation controller"))
        #expect(run.output.contains("│  1 Angry Birds"))
    }

    @Test func anUnknownStartIsAnErrorThatSaysHowToList() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--start", "nope"])
        #expect(run.status == 2)
        #expect(run.errors == "storyflow: error: Flows/Ratings.flow.xml has no scene with the storyboard identifier or id `nope`; `--start` alone lists them\n")
    }

    @Test func quietPrintsScreensAndErrorsOnly() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--quiet", "--width", "60"], input: "tap +\nperform Nope\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("viewDidLoad"))
        #expect(!run.output.contains("prepare("))
        #expect(run.output.contains("error: Receiver"))
        #expect(run.output.contains("Add Player"))
    }

    func terminalSession() throws -> (StepperSession, () -> String) {
        var text = ""
        let storyboard = try Storyboard(contentsOf: repositoryPath("Flows/Ratings.flow.xml"))
        let session = StepperSession(application: Application(storyboard: storyboard), width: 60) { text += $0 }
        session.isTerminal = true
        session.launch()
        text = ""
        return (session, { defer { text = "" }; return text })
    }

    @Test func onATerminalHintsWrapAtWordBoundaries() throws {
        let (session, output) = try terminalSession()
        session.execute("tap Nowhere", echo: false)
        let lines = output().split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines { #expect(line.count <= 60, "\(line)") }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
    }

    @Test func clearClearsTheTerminalAndDrawsTheScreenAgain() throws {
        let (session, output) = try terminalSession()
        session.execute("clear", echo: false)
        let text = output()
        #expect(text.hasPrefix("\u{1B}[H\u{1B}[2J┌─ TableViewController#1"), "generic controllers: no classes registered")
    }
}
