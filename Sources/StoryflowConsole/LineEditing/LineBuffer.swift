import StoryflowTerminal

/// The line being edited and its history: characters, the cursor between them, and up/down through earlier
/// lines. It knows nothing of terminals; `LineEditor` draws it.
struct LineBuffer {
    /// What applying a key did.
    enum Outcome: Equatable {
        /// Keep editing (redraw).
        case editing
        /// The line is complete.
        case submitted(String)
        /// Ctrl-C: the line is abandoned.
        case interrupted
        /// Ctrl-D on an empty line.
        case endOfInput
    }

    /// The characters of the line (a CJK character is one, two columns wide).
    private(set) var characters: [Character] = []
    /// The cursor: how many characters lie before it.
    private(set) var cursor = 0
    /// Earlier lines, oldest first.
    private(set) var history: [String] = []
    private var historyIndex: Int?
    private var draft: [Character] = []

    /// The line as text.
    var text: String { String(characters) }

    /// Columns taken by the characters after the cursor (how far the terminal cursor moves back after drawing).
    var columnsAfterCursor: Int { TerminalWidth.columns(of: String(characters[cursor...])) }

    /// The text before the cursor (what completion completes).
    var textBeforeCursor: String { String(characters[..<cursor]) }

    /// The text around the cursor that fits a line: the end of what is before it (at most `columns` wide),
    /// whether more was before that, and what follows (at most `following` characters). It looks at no more of
    /// a long line than that.
    func around(columns: Int, following: Int) -> (before: String, isCut: Bool, after: String) {
        var used = 0
        var start = cursor
        while start > 0 {
            used += TerminalWidth.columns(of: characters[start - 1])
            if used > columns { break }
            start -= 1
        }
        let after = String(characters[cursor..<min(characters.count, cursor + following)])
        return (String(characters[start..<cursor]), start > 0, after)
    }

    /// Replaces the text before the cursor with `text` (a completion), the cursor after it.
    mutating func replaceTextBeforeCursor(with text: String) {
        let replacement = Array(text)
        characters.replaceSubrange(..<cursor, with: replacement)
        cursor = replacement.count
    }

    /// Starts the history with `lines` (oldest first), as read from the history file.
    mutating func loadHistory(_ lines: [String]) {
        history = lines
    }

    /// Starts a new, empty line, keeping the history.
    mutating func reset() {
        characters = []
        cursor = 0
        historyIndex = nil
        draft = []
    }

    /// Applies `key`.
    mutating func apply(_ key: EditorKey) -> Outcome {
        switch key {
        case .insert(let scalar): insert(scalar)
        case .enter:
            let line = text
            if !line.trimmingPrefix(while: \.isWhitespace).isEmpty, history.last != line { history.append(line) }
            return .submitted(line)
        case .backspace:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .deleteForward:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .up: recall(older: true)
        case .down: recall(older: false)
        case .killToEnd: characters.removeSubrange(cursor...)
        case .killToStart:
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .interrupt: return .interrupted
        case .endOfInput:
            if characters.isEmpty { return .endOfInput }
            if cursor < characters.count { characters.remove(at: cursor) }
        case .redraw, .complete: break
        }
        return .editing
    }

    /// Inserts a scalar at the cursor; a combining mark joins the character before it.
    private mutating func insert(_ scalar: Unicode.Scalar) {
        if cursor > 0 {
            var joined = String(characters[cursor - 1])
            joined.unicodeScalars.append(scalar)
            if joined.count == 1, let character = joined.first {
                characters[cursor - 1] = character
                return
            }
        }
        characters.insert(Character(scalar), at: cursor)
        cursor += 1
    }

    /// Replaces the line with an older (up) or newer (down) history entry; below the newest is the draft.
    private mutating func recall(older: Bool) {
        guard !history.isEmpty else { return }
        let current = historyIndex ?? history.count
        let next = older ? max(0, current - 1) : min(history.count, current + 1)
        guard next != current else { return }
        if historyIndex == nil { draft = characters }
        historyIndex = next == history.count ? nil : next
        characters = historyIndex.map { Array(history[$0]) } ?? draft
        cursor = characters.count
    }
}
