#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StoryflowTerminal

/// Reads lines from a terminal in raw mode with editing and history: ←/→ (Ctrl-B/F), Home/End (Ctrl-A/E),
/// Backspace, Delete, Ctrl-K/U, ↑/↓ (Ctrl-P/N) through earlier lines, Ctrl-C abandons the line, Ctrl-D on an
/// empty line ends input. Text is UTF-8; wide (CJK) characters move the cursor two columns.
///
/// The terminal is in raw mode only while a line is read, so output between lines is ordinary. When the input
/// is not a terminal, lines are read as they come.
final class LineEditor {
    /// What `readLine` got.
    enum Result: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    private let input: Int32
    private let output: Int32
    private var buffer = LineBuffer()

    /// An editor reading `input` and drawing on `output` (file descriptors).
    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> Result {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return readCooked(prompt: prompt) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &saved) }

        buffer.reset()
        var decoder = KeyDecoder()
        draw(prompt)
        while let byte = readByte() {
            guard let key = decoder.feed(byte) else { continue }
            switch buffer.apply(key) {
            case .editing:
                draw(prompt)
            case .submitted(let line):
                emit("\r\n")
                return .line(line)
            case .interrupted:
                emit("^C\r\n")
                return .interrupted
            case .endOfInput:
                emit("\r\n")
                return .endOfInput
            }
        }
        emit("\r\n")
        return .endOfInput
    }

    /// Redraws the prompt and the line, then puts the cursor back where it belongs.
    private func draw(_ prompt: String) {
        var text = "\r" + prompt + TerminalWidth.sanitized(buffer.text) + "\u{1B}[K"
        let back = buffer.columnsAfterCursor
        if back > 0 { text += "\u{1B}[\(back)D" }
        emit(text)
    }

    private func readCooked(prompt: String) -> Result {
        emit(prompt)
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func emit(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
