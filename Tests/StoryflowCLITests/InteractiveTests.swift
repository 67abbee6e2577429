import Foundation
import StoryflowTestSupport
import Glibc
import Testing

/// Drives `storyflow run` through a pseudo-terminal, as a person at a terminal does: the prompt, line editing,
/// history, the terminal's width and colour, Ctrl-D to leave.
struct InteractiveTests {
    /// A `storyflow run` process whose standard input, output and error are a pseudo-terminal.
    final class TerminalSession {
        let process = Process()
        private var master: Int32 = -1
        private(set) var screen = ""
        /// The session's own state folder (its history), removed with it.
        private let state = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-state-\(UUID().uuidString)").path

        init(arguments: [String], columns: UInt16) throws {
            guard let executable = BuiltProducts.executable("storyflow") else { throw BuiltProducts.MissingExecutable(product: "storyflow") }
            var slave: Int32 = -1
            var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = Repository.root
            // A history folder of its own: the session's history starts empty and lands nowhere else.
            process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": state]
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            try handle.close()
        }

        deinit {
            if process.isRunning { process.terminate() }
            close(master)
            try? FileManager.default.removeItem(atPath: state)
        }

        /// Sends keys as the terminal would.
        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Reads output until `text` has appeared `count` times in all, or 20 seconds pass.
        @discardableResult
        func waitFor(_ text: String, count: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while screen.components(separatedBy: text).count - 1 < count {
                guard Date() < deadline, readAvailable() else { return false }
            }
            return true
        }

        /// Reads what is there within 100 ms; false once the terminal closed.
        private func readAvailable() -> Bool {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return false }
            if descriptor.revents == 0 { return true }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return false }
            screen += String(decoding: buffer[..<count], as: UTF8.self)
            return true
        }

        /// Waits for the process to end and returns its status.
        func waitForExit() -> Int32? {
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline {
                _ = readAvailable()
            }
            return process.isRunning ? nil : process.terminationStatus
        }
    }

    /// How the line editor draws its prompt: from the row's start, clearing what an earlier line left below.
    static let prompt = "\r\u{1B}[J> "

    @Test func typingAtThePromptStepsThroughTheFlow() throws {
        let terminal = try TerminalSession(arguments: ["run", "Flows/Ratings.flow.xml"], columns: 100)
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
        let terminal = try TerminalSession(arguments: ["run", "Flows/Todo.flow.xml", "--plain"], columns: 70)
        #expect(terminal.waitFor(Self.prompt))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        let frame = terminal.screen.components(separatedBy: "\r\n").filter { $0.hasPrefix("┌") }
        #expect(frame.first?.count == 70)
        #expect(!terminal.screen.contains("\u{1B}[1m"))
    }
}
