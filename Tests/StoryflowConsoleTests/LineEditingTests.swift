import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import Testing

@testable import StoryflowConsole

/// The line editor's keys and buffer: cursor moves by characters, CJK characters are two columns, history.
struct LineEditingTests {
    func keys(_ bytes: [UInt8]) -> [EditorKey] {
        var decoder = KeyDecoder()
        return bytes.compactMap { decoder.feed($0) }
    }

    func buffer(typing text: String, then extra: [EditorKey] = []) -> LineBuffer {
        var buffer = LineBuffer()
        for key in keys(Array(text.utf8)) + extra { _ = buffer.apply(key) }
        return buffer
    }

    @Test func escapeSequencesAndUTF8BecomeKeys() {
        #expect(keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x44, 0x1B, 0x4F, 0x48, 0x1B, 0x5B, 0x33, 0x7E]) == [.up, .left, .home, .deleteForward])
        #expect(keys(Array("高a".utf8)) == [.insert("高"), .insert("a")])
        #expect(keys([0x01, 0x05, 0x03, 0x04, 0x7F, 0x0D]) == [.home, .end, .interrupt, .endOfInput, .backspace, .enter])
    }

    @Test func wideCharactersMoveTheCursorTwoColumns() {
        let buffer = buffer(typing: "tap 高级工程师", then: [.left, .left])
        #expect(buffer.cursor == 7)
        #expect(buffer.columnsAfterCursor == 4)
        var edited = buffer
        _ = edited.apply(.backspace)
        #expect(edited.text == "tap 高级程师")
        _ = edited.apply(.home)
        _ = edited.apply(.killToEnd)
        #expect(edited.text.isEmpty)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        let buffer = buffer(typing: "Cafe\u{301}")
        #expect(buffer.characters.count == 4)
        #expect(buffer.text == "Caf\u{E9}")
        #expect(buffer.columnsAfterCursor == 0)
    }

    @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
        var buffer = LineBuffer()
        for line in ["tap +", "back"] {
            buffer.reset()
            for key in keys(Array(line.utf8)) { _ = buffer.apply(key) }
            #expect(buffer.apply(.enter) == .submitted(line))
        }
        buffer.reset()
        for key in keys(Array("sc".utf8)) { _ = buffer.apply(key) }
        _ = buffer.apply(.up)
        #expect(buffer.text == "back")
        _ = buffer.apply(.up)
        _ = buffer.apply(.up)
        #expect(buffer.text == "tap +")
        _ = buffer.apply(.down)
        _ = buffer.apply(.down)
        #expect(buffer.text == "sc")
    }

    @Test func controlDEndsInputOnlyOnAnEmptyLine() {
        var buffer = buffer(typing: "ab", then: [.home])
        #expect(buffer.apply(.endOfInput) == .editing)
        #expect(buffer.text == "b")
        buffer.reset()
        #expect(buffer.apply(.endOfInput) == .endOfInput)
        #expect(buffer.apply(.interrupt) == .interrupted)
    }
}

/// Keys pressed right after Esc, and completion with quoted names.
@MainActor
struct EscapeAndQuoteTests {
    @Test func escThenAnArrowIsTheArrow() {
        var decoder = KeyDecoder()
        let keys = ([0x1B] + [0x1B, 0x5B, 0x44] + [0x1B] + [0x1B, 0x5B, 0x41] + [0x1B] + [0x1B, 0x5B, 0x32, 0x7E] + Array("a".utf8)).compactMap {
            decoder.feed($0)
        }
        #expect(keys == [.left, .up, .insert("a")])
    }

    @Test func aQuotedNameCompletesAndCloses() throws {
        let application = Application(storyboard: try Storyboard(contentsOf: Repository.path("Flows/Ratings.flow.xml")))
        application.launch()
        let completer = CommandCompleter(application: application)
        #expect(completer.candidates(for: "tap \"Bill E").contains("tap \"Bill Evans\" "))
        #expect(completer.candidates(for: "tap \"Bill Evans").allSatisfy { $0.hasSuffix("\" ") })
    }

    @Test func theCompletionListShowsControlsVisibly() {
        let terminal = EmulatedTerminal(columns: 60, typing: "tap \t\r")
        let editor = LineEditor(terminal: terminal)
        editor.completer = { _ in ["tap A\u{9B}31m ", "tap B\u{202E} "] }
        _ = editor.readLine(prompt: "> ")
        #expect(!terminal.writes.joined().unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
        #expect(terminal.screen.contains("A\\u{9B}31m  B\\u{202E}"))
    }
}
