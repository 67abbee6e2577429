import Foundation
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowTerminal
import StoryflowTestSupport
import Testing

@testable import StoryflowConsole

/// The full-screen mode's keys on the example flows (generic controllers, no classes): the command line, search,
/// pages, the events pane, typing, clicks, saving the walk, a window too small.
@MainActor
struct FullScreenSessionTests {
    func fullScreen(_ flow: String = "Ratings", columns: Int = 80, lines: Int = 24) throws -> FullScreenSession {
        try fullScreen(named: flow, columns: columns, lines: lines) { try Storyboard(contentsOf: Repository.path("Flows/\(flow).flow.xml")) }
    }

    func fullScreen(text: String, columns: Int = 80, lines: Int = 24, device: Device = .default) throws -> FullScreenSession {
        try fullScreen(named: "test", columns: columns, lines: lines, device: device) { try Storyboard(string: text) }
    }

    func fullScreen(
        named flow: String, columns: Int, lines: Int, device: Device = .default, storyboard load: @escaping () throws -> Storyboard
    ) throws -> FullScreenSession {
        let screen = FullScreenSession(columns: columns, lines: lines, color: false, flowName: flow) { output in
            guard let storyboard = try? load() else { return nil }
            let session = StepperSession(application: Application(storyboard: storyboard, device: device), width: columns - 2, output: output)
            session.launch()
            return session
        }
        let launched = try #require(screen)
        launched.isStrict = true
        return launched
    }

    func press(_ keys: String, on screen: FullScreenSession) throws {
        for key in try KeyScript.keys(keys) { screen.handle(key) }
    }

    /// The lines above the status line (a message, what is highlighted, what is being typed), as one line.
    func infoLine(_ screen: FullScreenSession) -> String {
        screen.infoLines.map { $0.plainText.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func theCommandLineRunsThePromptsCommands() throws {
        let screen = try fullScreen()
        try press(":tap +⏎", on: screen)
        #expect(screen.walkText.contains("\ntap +\nexpect scene playerDetails\n"))
        try press(":expect title \"Add Player\"⏎", on: screen)
        #expect(screen.walkText.hasSuffix("expect title \"Add Player\"\n"), "an expectation that holds is a step of the walk")
        try press(":expect title Nope⏎", on: screen)
        #expect(!screen.walkText.contains("Nope"))
        #expect(screen.problems.count == 1)
        try press(":frobnicate⏎", on: screen)
        #expect(screen.problems.last?.contains("Unknown command 'frobnicate'") == true)
        try press(":help⏎", on: screen)
        #expect(screen.plainText.hasPrefix(" :help "))
        try press("⎋:quit⏎", on: screen)
        #expect(screen.hasQuit)
    }

    @Test func tabCompletesOnTheCommandLine() throws {
        let screen = try fullScreen()
        try press(":rel⇥⏎", on: screen)
        #expect(screen.walkText.contains("\nrelaunch\n"))
    }

    @Test func searchHighlightsTheNextMatch() throws {
        let screen = try fullScreen()
        try press("/oscar⏎", on: screen)
        #expect(infoLine(screen).hasPrefix("▶ Oscar Peterson"))
        try press("/nothing like it⏎", on: screen)
        #expect(screen.problems == ["Nothing on this screen matches 'nothing like it'."])
    }

    @Test func helpAndTheStackArePagesThatEscCloses() throws {
        let screen = try fullScreen()
        try press("?", on: screen)
        #expect(screen.plainText.contains("undo the last step"))
        #expect(screen.plainText.contains("On Bill Evans"), "the highlighted element's keys come first")
        try press("⎋s", on: screen)
        #expect(screen.plainText.contains("TabBarController"))
        try press("⎋", on: screen)
        #expect(screen.plainText.contains("Bill Evans"))
        #expect(screen.problems.isEmpty)
    }

    @Test func eKeyCyclesTheEventsPane() throws {
        let screen = try fullScreen()
        try press("⏎", on: screen)
        #expect(screen.plainText.contains("events: summary"))
        try press("e", on: screen)
        #expect(screen.plainText.contains("events: all"))
        try press("e", on: screen)
        #expect(!screen.plainText.contains("── events"))
        try press("e", on: screen)
        #expect(screen.plainText.contains("events: summary"))
    }

    @Test func typingIntoAFieldIsOneStepAndEscCancelsIt() throws {
        let screen = try fullScreen()
        try press("↑⏎⏎Chet⎋", on: screen)
        #expect(!screen.walkText.contains("type"))
        #expect(infoLine(screen) == "Typing cancelled.")
        try press("⏎Chet⏎", on: screen)
        #expect(screen.walkText.contains("\ntype \"Chet\" into nameTextField\n"))
        // Changing what is there clears the field first.
        try press("⏎⌫⌫⌫⌫Bill<space>Evans⏎", on: screen)
        #expect(screen.walkText.hasSuffix("clear nameTextField\ntype \"Bill Evans\" into nameTextField\n"))
        #expect(screen.plainText.contains("[Bill Evans"))
    }

    @Test func aClickTapsWhatIsUnderThePointer() throws {
        let screen = try fullScreen()
        let lines = screen.plainText.split(separator: "\n").map(String.init)
        let line = try #require(lines.firstIndex { $0.contains("Oscar Peterson") })
        screen.handle(.click(column: 10, line: line))
        #expect(screen.walkText.contains("\ntap \"Oscar Peterson\"\n"))
        #expect(screen.problems.isEmpty)
        // A click on the frame's empty lines taps nothing; in a key file (strict), that is a problem, as a `tap` of
        // nothing is in a walk, and so is a click outside the window.
        screen.handle(.click(column: 10, line: 9))
        screen.handle(.click(column: 80, line: 3))
        #expect(screen.walkText.components(separatedBy: "\ntap ").count == 2)
        #expect(screen.problems == ["Nothing can be tapped at column 11, line 10.", "Column 81, line 4 is outside the 80x24 window."])
        screen.isStrict = false
        screen.handle(.click(column: 10, line: 9))
        #expect(screen.problems.count == 2, "a mouse click on nothing is no problem")
    }

    @Test func escGoesBackAndSaysWhenThereIsNothingToGoBackTo() throws {
        let screen = try fullScreen()
        try press("⎋", on: screen)
        #expect(screen.problems == ["Nothing to go back to: this is the first screen."])
        try press("↑⏎↓⏎⎋⎋", on: screen)
        #expect(screen.walkText.contains("tap Game\nexpect scene gamePicker\nback\nexpect scene playerDetails\ndismiss\nexpect scene players\n"))
    }

    @Test func theWalkIsSavedWhereAskedAndNotOverAnotherFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-tui-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let screen = try fullScreen()
        screen.walkFolder = folder
        try press("↑⏎", on: screen)
        let existing = folder + "/existing.walk"
        try "# mine\n".write(toFile: existing, atomically: true, encoding: .utf8)
        try press("w<c-u>existing.walk⏎", on: screen)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "# mine\n", "another file is never overwritten")
        #expect(screen.problems.last?.hasPrefix("Not saved: \(existing) exists") == true)
        let path = folder + "/add.walk"
        try press("w<c-u>add.walk⏎", on: screen)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == screen.walkText)
        // Saving again goes to the same file, which this session wrote.
        try press("⎋w⏎", on: screen)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("dismiss"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == screen.walkText)
        #expect(infoLine(screen).hasPrefix("Saved 2 steps as /"))
    }

    @Test func aSaveNameFromTheKeysStaysInTheWalkFolder() throws {
        // A keys file from a pull request must not write elsewhere: paths are refused, and a link planted where
        // the walk goes is replaced, not followed.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-tui-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let screen = try fullScreen()
        screen.walkFolder = folder + "/inside"
        try press("↑⏎", on: screen)
        for name in ["../escaped.walk", "/tmp/absolute.walk", "..", "sub/x.walk"] {
            try press("w<c-u>\(name)⏎", on: screen)
            #expect(screen.problems.last?.hasPrefix("Not saved: ") == true, "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/escaped.walk"))
        let victim = folder + "/victim"
        try "# victim\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/planted.walk", withDestinationPath: "../victim")
        try press("w<c-u>planted.walk⏎", on: screen)
        #expect(screen.problems.last?.contains("exists") == true, "a link is something there")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "# victim\n")
    }

    @Test func aWindowTooSmallAsksToBeEnlarged() throws {
        let screen = try fullScreen(columns: 30, lines: 10)
        let lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.count == 30 })
        #expect(screen.plainText.contains("Enlarge the window"))
        try press("↓⏎", on: screen)
        #expect(screen.walkText.split(separator: "\n").count == 1, "keys do nothing but q")
        screen.resize(columns: 60, lines: 20)
        #expect(screen.plainText.contains("Bill Evans"))
        #expect(screen.plainText.split(separator: "\n").allSatisfy { $0.count == 60 })
    }

    @Test func aTallFrameScrollsToKeepTheHighlightInView() throws {
        let screen = try fullScreen("TableStyles", columns: 60, lines: 14)
        try press("↓↓↓↓↓↓", on: screen)
        let text = screen.plainText
        #expect(text.contains("▶ │ │  7 Delete and insert"))
        #expect(text.hasPrefix("▲ "), "the frame goes on above the window")
    }

    @Test func theCaretIsDrawnWhereTheTextGoesAndALongLineShowsItsEnd() throws {
        let screen = try fullScreen()
        try press("↑⏎⏎abc←←X", on: screen)
        #expect(screen.plainText.contains("[aX▏bc"))
        try press("<end>" + String(repeating: "z", count: 120), on: screen)
        let info = infoLine(screen)
        #expect(info.hasPrefix("Typing into nameTextField: …"))
        #expect(info.hasSuffix("zzz▏"), "the end of the text, with the caret, stays in view")
    }

    @Test func inALongLineTheCaretStaysInViewWithTextOnBothSides() throws {
        let screen = try fullScreen()
        let text = (0..<4).map { _ in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" }.joined()
        try press("↑⏎⏎" + text + String(repeating: "←", count: 60), on: screen)
        let info = infoLine(screen)
        #expect(info.contains("▏"), "\(info)")
        #expect(info.hasPrefix("Typing into nameTextField: …"))
        #expect(screen.plainText.contains("▏"))
    }

    @Test func controlAndInvisibleCharactersAreNotTyped() throws {
        let screen = try fullScreen()
        try press("↑⏎⏎a", on: screen)
        for pasted in ["\u{9B}", "\u{202E}", "\u{1B}"] { screen.handle(.character(Character(pasted))) }
        try press("b⏎", on: screen)
        #expect(screen.walkText.contains("\ntype \"ab\" into nameTextField\n"))
        try press(":", on: screen)
        screen.handle(.character(Character("\u{9B}")))
        #expect(infoLine(screen) == ":▏")
    }

    @Test func ctrlCWhileTypingAbandonsTheLineAndQuitsOnlyOutside() throws {
        let screen = try fullScreen()
        try press(":tap<c-c>", on: screen)
        #expect(!screen.hasQuit)
        try press("↑⏎⏎abc<c-c>", on: screen)
        #expect(!screen.hasQuit)
        #expect(!screen.walkText.contains("abc"))
        try press("<c-c>", on: screen)
        #expect(screen.hasQuit)
    }

    @Test func aMessageLastsUntilTheNextKey() throws {
        let screen = try fullScreen()
        try press("/zzz⏎", on: screen)
        #expect(infoLine(screen) == "Nothing on this screen matches 'zzz'.")
        try press("j", on: screen)
        #expect(infoLine(screen).hasPrefix("▶ Oscar Peterson"))
    }

    @Test func aStepThatChangedNothingIsNotAStep() throws {
        let screen = try fullScreen()
        try press("2", on: screen)
        #expect(screen.walkText.contains("tab Gestures"))
        try press("2", on: screen)
        #expect(infoLine(screen) == "Nothing happened.")
        #expect(screen.walkText.components(separatedBy: "tab Gestures").count == 2, "recorded once")
    }

    @Test func escSaysWhenLeftBarButtonsReplaceTheBackButton() throws {
        let screen = try fullScreen("Todo")
        try press("↑⏎⎋", on: screen)
        #expect(screen.problems == ["There is no back button here: the left bar button (取消) takes its place."])
    }

    @Test func helpPagesWrapToANarrowWindow() throws {
        let screen = try fullScreen(columns: 40, lines: 14)
        try press("?", on: screen)
        let lines = screen.plainText.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count == 40 })
        #expect(!lines.dropLast().contains { $0.hasSuffix("…") }, "help lines wrap rather than being cut")
    }

    @Test func completionOnlyAddsToWhatWasTyped() throws {
        let screen = try fullScreen()
        try press(":tap t⇥", on: screen)
        #expect(infoLine(screen) == ":tap t▏")
    }

    @Test func eachPromptHasItsOwnHistory() throws {
        let screen = try fullScreen()
        try press("/Oscar⏎:↑", on: screen)
        #expect(infoLine(screen) == ":▏", "the search is not in the command history")
        try press("⎋/↑", on: screen)
        #expect(infoLine(screen) == "/Oscar▏")
    }

    @Test func qAsksAgainBeforeUnsavedStepsAreLost() throws {
        let screen = try fullScreen()
        try press("⏎q", on: screen)
        #expect(!screen.hasQuit)
        #expect(infoLine(screen) == "1 step is not saved: q again quits, w saves them as a walk.")
        try press("jq", on: screen)
        #expect(!screen.hasQuit, "another key in between asks again")
        try press("q", on: screen)
        #expect(screen.hasQuit)
    }

    @Test func aLinkWhereTheWalkWouldGoIsNotWrittenThrough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-tui-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.walk", withDestinationPath: folder + "/elsewhere.walk")
        let screen = try fullScreen()
        try press("⏎w<c-u>\(folder)/link.walk⏎", on: screen)
        #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere.walk"))
        #expect(screen.problems.last?.hasPrefix("Not saved:") == true)
    }

    @Test func namesAreQuotedSoTheCommandReadsThemBack() throws {
        let quoted = ElementCommands.quoted("Say \"hi\" \\ there")
        #expect(try StepperParser.parse("tap " + quoted) == .tap(.name("Say \"hi\" \\ there")))
    }

    @Test func afterAPushInTheDetailColumnTheHighlightStaysInThatColumn() throws {
        let screen = try fullScreen(
            text: """
                <flow version="1" initial="split">
                  <splitViewController id="split"><master scene="master"/><detail scene="detailNav"/></splitViewController>
                  <viewController id="master" title="Master"><button title="Pick"/></viewController>
                  <navigationController id="detailNav"><root scene="detail"/></navigationController>
                  <viewController id="detail" title="Detail"><button title="Next"><segue kind="show" destination="more"/></button></viewController>
                  <viewController id="more" title="More"><button title="Deeper"/></viewController>
                </flow>
                """, columns: 100, device: .ipad)
        #expect(infoLine(screen).contains("Pick"), "\(infoLine(screen))")
        try press("/Next⏎⏎", on: screen)
        #expect(screen.walkText.contains("\ntap Next\n"))
        #expect(infoLine(screen).contains("▶ Deeper"), "\(infoLine(screen))")
        #expect(screen.problems.isEmpty, "\(screen.problems)")
    }

    @Test func aFieldInACellIsNamedByItsRowWhenAnotherSharesItsOutlet() throws {
        let screen = try fullScreen(text: TableSampleFlows.sameNamesInCells, columns: 60, lines: 16)
        try press("↓⏎b⏎", on: screen)
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        #expect(screen.walkText.hasSuffix("\ntype \"b\" into 2\n"), "\(screen.walkText)")
        #expect(screen.plainText.contains("2 [b▏"))
    }

    @Test func inASplitViewTheHighlightGoesThroughOneColumnThenTheNext() throws {
        let screen = try fullScreen(text: TableSampleFlows.twoTables, columns: 100, device: .ipad)
        let describer = ElementDescription(screen: screen.session.application.screen)
        #expect(screen.ring.stops.map { describer.name(of: $0) } == ["Inbox", "Sent", "Hello", "Lunch?"])
    }
}
