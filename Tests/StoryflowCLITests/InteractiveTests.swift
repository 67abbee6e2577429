import Foundation
import Glibc
import StoryflowTestSupport
import Testing

/// Drives `storyflow run` through a pseudo-terminal, as a person at a terminal does: the prompt, line editing,
/// history, the terminal's width and colour, Ctrl-D to leave.
struct InteractiveTests {
    /// A `storyflow` process on a pseudo-terminal `columns` wide, with a history folder of its own (so its
    /// history starts empty and lands nowhere else), removed with it.
    static func terminalSession(arguments: [String], columns: UInt16) throws -> PseudoTerminal {
        guard let executable = BuiltProducts.executable("storyflow") else { throw BuiltProducts.MissingExecutable(product: "storyflow") }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-state-\(UUID().uuidString)").path
        return try PseudoTerminal(
            executable: executable, arguments: arguments, columns: columns, lines: 40,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": state],
            removing: state
        )
    }

    /// How the line editor draws its prompt: from the row's start, clearing what an earlier line left below.
    static let prompt = "\r\u{1B}[J> "

    @Test func typingAtThePromptStepsThroughTheFlow() throws {
        let terminal = try Self.terminalSession(arguments: ["run", "Flows/Ratings.flow.xml"], columns: 100)
        #expect(terminal.waitFor(Self.prompt), "the prompt appears: \(terminal.screen)")
        #expect(terminal.screen.contains("frame width 100"), "the width comes from the terminal")
        #expect(terminal.screen.contains("\u{1B}["), "colour on a terminal")

        terminal.type("tap +\r")
        #expect(terminal.waitFor("Add Player"))
        // "tap Gme", two steps left, insert "a": the line becomes "tap Game".
        terminal.type("tap Gme\u{1B}[D\u{1B}[Da\r")
        #expect(terminal.waitFor("Choose Game"))
        terminal.type("back\r")
        #expect(terminal.waitFor("pop "))
        // Up twice recalls "tap Game" from the history.
        terminal.type("\u{1B}[A\u{1B}[A\r")
        #expect(terminal.waitFor("Choose Game", count: 2))
        terminal.type("frobnicate\r")
        #expect(terminal.waitFor("Unknown command 'frobnicate'"))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func noColorTurnsColourOffEvenOnATerminal() throws {
        let terminal = try Self.terminalSession(arguments: ["run", "Flows/Todo.flow.xml", "--plain"], columns: 70)
        #expect(terminal.waitFor(Self.prompt))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        let frame = terminal.screen.components(separatedBy: "\r\n").filter { $0.hasPrefix("┌") }
        #expect(frame.first?.count == 70)
        #expect(!terminal.screen.contains("\u{1B}[1m"))
    }
}
