import Foundation
import StoryflowSession
import Testing

@testable import StoryflowConsole

/// The line editor as a person sees it: long lines wrap and are redrawn in place (never a stack of prompts), the
/// cursor lands where the text says, a resize redraws at the new width, Tab completes, Ctrl-L clears, history
/// survives the session. Everything through `EmulatedTerminal`, no real terminal needed.
struct LineEditorScreenTests {
    static let left: [UInt8] = [0x1B, 0x5B, 0x44]
    static let up: [UInt8] = [0x1B, 0x5B, 0x41]

    func read(_ terminal: EmulatedTerminal, configure: (LineEditor) -> Void = { _ in }) -> LineEditor.Result {
        let editor = LineEditor(terminal: terminal)
        configure(editor)
        return editor.readLine(prompt: "> ")
    }

    @Test(arguments: [
        String(repeating: "tap abcdefghij ", count: 5),
        "tap 这是一个很长的中文标题用于测试换行是否正确处理",
        "tap mixed 中文 and ASCII 高级工程师 words",
    ])
    func aLongLineWrapsAndIsDrawnOnce(line: String) throws {
        let terminal = EmulatedTerminal(columns: 20, typing: line)
        _ = read(terminal)
        let screen = terminal.screen
        #expect(screen.filter { $0.hasPrefix("> ") }.count == 1, "\(screen)")
        #expect(screen.joined() == "> " + line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression), "\(screen)")
        #expect(screen.allSatisfy { TerminalWidthProbe.columns(of: $0) <= 20 })
    }

    @Test func editingInTheMiddleOfAWrappedLineRedrawsInPlace() throws {
        let terminal = EmulatedTerminal(columns: 12, typing: "type abcdefghijklmnop")
        terminal.press(Array(repeating: Self.left, count: 8).flatMap { $0 })
        terminal.type("XY")
        terminal.press([0x0D])
        #expect(read(terminal) == .line("type abcdefghXYijklmnop"))
        #expect(terminal.screen == ["> type abcde", "fghXYijklmno", "p"])
        #expect(terminal.row == 3 && terminal.column == 0, "after Enter the cursor is on a fresh row")
    }

    @Test func theCursorIsWhereTheTextSaysAcrossRows() throws {
        let terminal = EmulatedTerminal(columns: 10, typing: "abcdefghijklmnopqrs")
        terminal.press(Array(repeating: Self.left, count: 12).flatMap { $0 })
        _ = read(terminal)
        #expect(terminal.screen == ["> abcdefgh", "ijklmnopqr", "s"])
        // "> " and 7 characters before the cursor: row 0, column 9; at the end of the text: row 2, column 1.
        #expect(terminal.cursorWhenAsked.last == [0, 9])
        #expect(terminal.cursorWhenAsked[19] == [2, 1], "asked once before typing, then after each of the 19 characters")
    }

    @Test func shorteningALineClearsTheRowsItLeft() throws {
        let terminal = EmulatedTerminal(columns: 10, typing: String(repeating: "x", count: 25))
        terminal.press(Array(repeating: 0x7F, count: 20))
        _ = read(terminal)
        #expect(terminal.screen == ["> xxxxx"])
    }

    @Test func aResizeDrawsTheLineAgainAtTheNewWidth() throws {
        let terminal = EmulatedTerminal(columns: 30, typing: "tap something long enough", widthAfterResize: [12])
        terminal.resize()
        var widths: [Int] = []
        _ = read(terminal) { $0.onResize = { widths.append($0) } }
        #expect(widths == [12])
        let last = Array(terminal.screen.suffix(3))
        #expect(last == ["> tap someth", "ing long eno", "ugh"])
    }

    @Test func tabCompletesOneCandidateExtendsSeveralAndListsThemWhenStuck() throws {
        let completer: LineEditor.Completer = { text in
            ["tap ", "tab ", "toggle "].filter { $0.hasPrefix(text) }
        }
        let one = EmulatedTerminal(columns: 40, typing: "to\t\r")
        #expect(read(one) { $0.completer = completer } == .line("toggle "))
        let shared = EmulatedTerminal(columns: 40, typing: "t\t\t\r")
        var result: LineEditor.Result?
        result = read(shared) { $0.completer = completer }
        #expect(result == .line("t"))
        #expect(shared.screen.contains("tap  tab  toggle"), "\(shared.screen)")
        #expect(shared.screen.last == "> t")
        let common = EmulatedTerminal(columns: 40, typing: "ta\t\r")
        #expect(read(common) { $0.completer = { _ in ["tap 1", "tap 2"] } } == .line("tap "))
    }

    @Test func controlLAsksForTheScreenToBeClearedAndDrawsTheLineAgain() throws {
        let terminal = EmulatedTerminal(columns: 40, typing: "tap 1\u{0C}")
        var cleared = 0
        _ = read(terminal) { editor in
            editor.onClearScreen = {
                cleared += 1
                terminal.write("\u{1B}[H\u{1B}[2JSCREEN\r\n")
            }
        }
        #expect(cleared == 1)
        #expect(terminal.screen == ["SCREEN", "> tap 1"])
    }

    @Test func historyIsKeptBetweenSessionsForItsOwnerOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = HistoryFile(environment: ["XDG_STATE_HOME": folder])
        #expect(file.path == folder + "/storyflow/history")
        #expect(file.load().isEmpty)
        file.save((1...1_500).map { "tap \($0)" })
        let loaded = file.load()
        #expect(loaded.count == HistoryFile.maximumLines)
        #expect(loaded.last == "tap 1500")
        var status = stat()
        stat(file.path, &status)
        #expect(status.st_mode & 0o777 == 0o600)
        let terminal = EmulatedTerminal(columns: 40)
        terminal.press(Self.up + [0x0D])
        #expect(read(terminal) { $0.loadHistory(loaded) } == .line("tap 1500"))
        #expect(HistoryFile(environment: [:], home: "/home/ana").path == "/home/ana/.local/state/storyflow/history")
    }
}

/// Terminal widths for test assertions.
enum TerminalWidthProbe {
    static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + ($1.unicodeScalars.first.map { $0.value >= 0x1100 && $0.value <= 0xFFEF ? 2 : 1 } ?? 1) }
    }
}
