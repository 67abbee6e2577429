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

/// Turns terminal bytes into the line editor's keys: the full-screen mode's decoding (UTF-8, `ESC [` and `ESC O`
/// sequences), read with readline's meaning of Ctrl and a letter. Feed it one byte at a time.
struct KeyDecoder {
    private var decoder = FullScreenKeyDecoder()

    /// The key completed by `byte`, or `nil` while a sequence is incomplete (or the bytes mean nothing here).
    mutating func feed(_ byte: UInt8) -> EditorKey? {
        decoder.feed(byte).flatMap(Self.editorKey)
    }

    private static func editorKey(_ key: FullScreenKey) -> EditorKey? {
        switch key {
        case .character(let character):
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
            return .insert(scalar)
        case .enter: return .enter
        case .backspace: return .backspace
        case .delete: return .deleteForward
        case .left, .control("b"): return .left
        case .right, .control("f"): return .right
        case .up, .control("p"): return .up
        case .down, .control("n"): return .down
        case .home, .control("a"): return .home
        case .end, .control("e"): return .end
        case .control("k"): return .killToEnd
        case .control("u"): return .killToStart
        case .control("c"): return .interrupt
        case .control("d"): return .endOfInput
        case .control("l"): return .redraw
        case .tab: return .complete
        default: return nil
        }
    }
}
