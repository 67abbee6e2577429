import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import Testing

@testable import StoryflowConsole

/// Tab completion: command names, then what is on the current screen.
@MainActor
struct CommandCompleterTests {
    func completer() throws -> CommandCompleter {
        let application = Application(storyboard: try Storyboard(contentsOf: Repository.path("Flows/Ratings.flow.xml")))
        application.launch()
        return CommandCompleter(application: application)
    }

    @Test func commandNamesComplete() throws {
        let completer = try completer()
        #expect(completer.candidates(for: "ta") == ["tap ", "tab "])
        #expect(completer.candidates(for: "sw") == ["swipe "])
        #expect(completer.candidates(for: "zz").isEmpty)
        #expect(completer.candidates(for: "q") == ["quit "], "aliases are not offered")
        #expect(completer.candidates(for: "e") == ["edit ", "events ", "expect "])
    }

    @Test func argumentsCompleteFromTheScreen() throws {
        let completer = try completer()
        #expect(completer.candidates(for: "tap Bi").contains("tap \"Bill Evans\" "))
        #expect(completer.candidates(for: "tap 2").contains("tap 2 "))
        #expect(completer.candidates(for: "tab G") == ["tab Gestures "])
        #expect(completer.candidates(for: "scroll d") == ["scroll down "])
        #expect(completer.candidates(for: "events s") == ["events summary "])
        #expect(completer.candidates(for: "perform ") == ["perform AddPlayer "])
        #expect(completer.candidates(for: "help sc") == ["help scroll ", "help scenes "])
    }
}
