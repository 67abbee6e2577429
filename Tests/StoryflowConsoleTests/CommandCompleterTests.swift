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

    /// Tab extends the line by what the candidates share, quoting it when one of them needs quotes, so the
    /// line can go on to any of them; letters typed keep their case.
    @Test func severalCandidatesExtendTheLineByWhatTheyShare() {
        #expect(CommandCompleter.completedLine("tap Ga", candidates: ["tap \"Game 1\" ", "tap \"Games\" "]) == "tap \"Game")
        #expect(CommandCompleter.completedLine("tap Ga", candidates: ["tap Gamma ", "tap Games "]) == "tap Gam")
        #expect(CommandCompleter.completedLine("tap ga", candidates: ["tap \"Game 1\" ", "tap \"Games\" "]) == nil, "no case change")
        #expect(CommandCompleter.completedLine("tap G", candidates: ["tap Gamma ", "tap Gestures "]) == nil, "nothing more is shared")
        #expect(CommandCompleter.completedLine("tap Gestu", candidates: ["tap Gestures "]) == "tap Gestures ")
    }

    @Test func whenOneNameNeedsQuotesAllNamesAreQuotedButNotNumbers() throws {
        let completer = try completer()
        let candidates = completer.candidates(for: "tap ")
        let numbers = candidates.filter { $0.dropFirst(4).first?.isNumber == true }
        let quoted = candidates.filter { $0.hasPrefix("tap \"") }
        #expect(!numbers.isEmpty && numbers.allSatisfy { !$0.contains("\"") }, "a quoted number is a name: \(numbers)")
        #expect(!quoted.isEmpty && quoted.count + numbers.count == candidates.count, "\(candidates)")
        #expect(CommandCompleter.completedLine("tap ", candidates: candidates) == nil, "names and numbers share nothing to add")
    }
}
