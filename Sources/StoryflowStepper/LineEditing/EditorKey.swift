/// A key the line editor understands, decoded from the bytes a terminal sends in raw mode.
enum EditorKey: Hashable {
    /// A Unicode scalar to insert (a combining mark joins the character before the cursor).
    case insert(Unicode.Scalar)
    case enter, backspace, deleteForward
    case left, right, up, down, home, end
    /// Ctrl-K: delete from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-U: delete from the start of the line to the cursor.
    case killToStart
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D (end of input on an empty line, delete forward otherwise).
    case endOfInput
    /// Ctrl-L: clear the screen and draw it again, then the line.
    case redraw
    /// Tab: complete the word before the cursor.
    case complete
}

/// Turns terminal bytes into keys: UTF-8 sequences into scalars, `ESC [` and `ESC O` sequences into arrows,
/// Home, End and Delete, control bytes into editing keys. Feed it one byte at a time.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// The key completed by `byte`, or `nil` while a sequence is incomplete (or the bytes mean nothing).
    mutating func feed(_ byte: UInt8) -> EditorKey? {
        pending.append(byte)
        let first = pending[0]
        if first == 0x1B { return escapeSequence() }
        if first >= 0x80 { return utf8Sequence() }
        pending.removeAll()
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x10: return .up
        case 0x0E: return .down
        case 0x0B: return .killToEnd
        case 0x15: return .killToStart
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x0C: return .redraw
        case 0x09: return .complete
        case 0x20...0x7E: return .insert(Unicode.Scalar(byte))
        default: return nil
        }
    }

    private mutating func escapeSequence() -> EditorKey? {
        guard pending.count >= 2 else { return nil }
        if pending.last == 0x1B {
            // A new ESC (Esc pressed, then a key that sends a sequence) starts over: the earlier one meant nothing.
            pending = [0x1B]
            return nil
        }
        guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
            pending.removeAll()
            return nil
        }
        guard pending.count >= 3, let last = pending.last, (0x40...0x7E).contains(last) else {
            if pending.count > 8 { pending.removeAll() }
            return nil
        }
        let body = String(decoding: pending[2...], as: UTF8.self)
        pending.removeAll()
        switch body {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H", "1~", "7~": return .home
        case "F", "4~", "8~": return .end
        case "3~": return .deleteForward
        default: return nil
        }
    }

    private mutating func utf8Sequence() -> EditorKey? {
        let first = pending[0]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return nil }
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        guard let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" else { return nil }
        return .insert(scalar)
    }
}
