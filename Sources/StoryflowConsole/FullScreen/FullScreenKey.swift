/// A key pressed, or a mouse click, in the full-screen mode (`run --tui`).
public enum FullScreenKey: Hashable, Sendable {
    /// A character typed (letters, digits, punctuation, a space, CJK).
    case character(Character)
    /// An arrow key.
    case up, down, left, right
    /// Shift-↑ and Shift-↓: move a row in editing mode.
    case shiftUp, shiftDown
    /// Enter, Esc, Tab, Shift-Tab, Backspace and Delete.
    case enter, escape, tab, shiftTab, backspace, delete
    /// Page Up, Page Down, Home and End.
    case pageUp, pageDown, home, end
    /// A key pressed with Ctrl (`c`, `l`, `z`, ...).
    case control(Character)
    /// A click of the main mouse button at a column and line of the window, from 0.
    case click(column: Int, line: Int)
    /// The mouse wheel turned up or down.
    case wheelUp, wheelDown
}

/// Turns the bytes a terminal sends in raw mode (with xterm's mouse reporting on, SGR or the older X10 form)
/// into keys. Feed it one byte at a time; a lone Esc is only known when no byte follows it soon, so the reader
/// calls `flush()` then.
public struct FullScreenKeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Whether the rest of a sequence too long to mean anything is being skipped, up to its final byte.
    private var skipping = false

    /// The longest escape sequence kept: anything longer means nothing and is dropped.
    private static let longestSequence = 32

    /// A decoder with nothing waiting.
    public init() {}

    /// Whether bytes of an unfinished sequence are waiting.
    public var isPending: Bool { !pending.isEmpty }

    /// The key completed by `byte`, or `nil` while a sequence is incomplete (or the bytes mean nothing).
    public mutating func feed(_ byte: UInt8) -> FullScreenKey? {
        if skipping {
            if (0x40...0x7E).contains(byte) { skipping = false }
            return nil
        }
        pending.append(byte)
        let first = pending[0]
        if first == 0x1B { return escapeSequence() }
        if first >= 0x80 { return utf8Sequence() }
        pending.removeAll()
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        default: return nil
        }
    }

    /// What the waiting bytes mean when nothing more comes: Esc alone is the Esc key; a cut sequence, nothing.
    public mutating func flush() -> FullScreenKey? {
        defer { pending.removeAll() }
        return pending == [0x1B] ? .escape : nil
    }

    private mutating func escapeSequence() -> FullScreenKey? {
        guard pending.count >= 2 else { return nil }
        if pending.last == 0x1B {
            // Esc, then another Esc: the first was the key.
            pending = [0x1B]
            return .escape
        }
        guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
            pending.removeAll()
            return nil
        }
        // X10 mouse reporting: `ESC [ M` and three bytes, button, column and line, each plus 32.
        if pending.count >= 3, pending[1] == UInt8(ascii: "["), pending[2] == UInt8(ascii: "M") {
            guard pending.count == 6 else { return nil }
            defer { pending.removeAll() }
            let (button, column, line) = (Int(pending[3]) - 32, Int(pending[4]) - 33, Int(pending[5]) - 33)
            guard column >= 0, line >= 0 else { return nil }
            switch button {
            case 0: return .click(column: column, line: line)
            case 64: return .wheelUp
            case 65: return .wheelDown
            default: return nil
            }
        }
        guard pending.count >= 3, let last = pending.last, (0x40...0x7E).contains(last) else {
            if pending.count > Self.longestSequence {
                pending.removeAll()
                skipping = true
            }
            return nil
        }
        let body = String(decoding: pending[2...], as: UTF8.self)
        pending.removeAll()
        if body.hasPrefix("<") { return Self.mouse(body) }
        switch body {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "1;2A": return .shiftUp
        case "1;2B": return .shiftDown
        case "Z": return .shiftTab
        case "H", "1~", "7~": return .home
        case "F", "4~", "8~": return .end
        case "3~": return .delete
        case "5~": return .pageUp
        case "6~": return .pageDown
        default: return nil
        }
    }

    /// `<B;X;YM` (press) or `<B;X;Ym` (release), columns and lines from 1: presses of the main button and wheel
    /// turns; everything else means nothing.
    private static func mouse(_ body: String) -> FullScreenKey? {
        guard body.hasSuffix("M") else { return nil }
        let numbers = body.dropFirst().dropLast().split(separator: ";").map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let line = numbers[2],
            column >= 1, line >= 1
        else { return nil }
        switch button {
        case 0: return .click(column: column - 1, line: line - 1)
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }

    private mutating func utf8Sequence() -> FullScreenKey? {
        let first = pending[0]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return nil }
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        guard let character = text.first, character != "\u{FFFD}" else { return nil }
        return .character(character)
    }
}
