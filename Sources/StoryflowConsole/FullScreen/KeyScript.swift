import StoryflowIO
import StoryflowSession

/// The keys of a headless full-screen run (`run --tui --keys`), written as a person reads them.
///
/// Characters stand for themselves (`j`, `q`, `Bill Evans` typed into a field); arrows and a few symbols stand
/// for keys (`↑ ↓ ← →`, `⏎` Enter, `⎋` Esc, `⇥` Tab, `⇤` Shift-Tab, `⌫` Backspace); names in angle brackets
/// stand for any key, as in Vim's key notation: `<up>`, `<s-down>`, `<enter>`, `<esc>`, `<tab>`, `<s-tab>`,
/// `<bs>`, `<del>`, `<pgup>`, `<pgdn>`, `<home>`, `<end>`, `<space>`, `<lt>` (a `<`), `<c-c>` (Ctrl and a letter),
/// `<click COLUMN LINE>` (from 1, as the terminal counts).
///
/// In a key file, line breaks are ignored and a line starting with `#` is a comment.
public enum KeyScript {
    /// The most keys a run takes: with undo's replay budget (`FullScreenSession.replayBudget`), what bounds how
    /// long keys from a pull request can keep a run busy.
    public static let maximumKeys = 100_000

    /// Why keys cannot be read.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// What is wrong, and what to write instead.
        public let description: String
    }

    private static let symbols: [Character: FullScreenKey] = [
        "↑": .up, "↓": .down, "←": .left, "→": .right, "⏎": .enter, "⎋": .escape, "⇥": .tab, "⇤": .shiftTab, "⌫": .backspace,
    ]

    private static let names: [String: FullScreenKey] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "s-up": .shiftUp, "s-down": .shiftDown,
        "enter": .enter, "cr": .enter, "esc": .escape, "tab": .tab, "s-tab": .shiftTab, "bs": .backspace, "del": .delete,
        "pgup": .pageUp, "pgdn": .pageDown, "home": .home, "end": .end, "space": .character(" "), "lt": .character("<"),
    ]

    /// The keys `text` (a `--keys` value) stands for.
    public static func keys(_ text: String) throws(ParseError) -> [FullScreenKey] {
        var keys: [FullScreenKey] = []
        var characters = text[...]
        while let character = characters.popFirst() {
            if keys.count >= maximumKeys {
                throw ParseError(description: "more than \(maximumKeys) keys; split the run")
            }
            if let key = symbols[character] {
                keys.append(key)
            } else if character == "<" {
                guard let close = characters.firstIndex(of: ">") else {
                    throw ParseError(description: "'<' starts a key name such as <enter>, but no '>' ends it; write <lt> for the character '<'")
                }
                keys.append(try named(String(characters[..<close])))
                characters = characters[characters.index(after: close)...]
            } else if character.isNewline || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                throw ParseError(description: "keys hold a control character (\(TerminalText.visible(String(character)))); name the key instead, e.g. <c-c>")
            } else {
                keys.append(.character(character))
            }
        }
        return keys
    }

    /// The keys of a key file: its lines' keys, one after another; `#` lines are comments.
    public static func keys(file text: String) throws(ParseError) -> [FullScreenKey] {
        var keys: [FullScreenKey] = []
        for (offset, line) in StepperSession.scriptLines(text).enumerated() {
            if line.trimmingPrefix(while: \.isWhitespace).hasPrefix("#") { continue }
            do {
                keys += try self.keys(line)
            } catch {
                throw ParseError(description: "line \(offset + 1): \(error.description)")
            }
            if keys.count > maximumKeys { throw ParseError(description: "more than \(maximumKeys) keys; split the run") }
        }
        return keys
    }

    private static func named(_ name: String) throws(ParseError) -> FullScreenKey {
        let lowered = name.lowercased()
        if let key = names[lowered] { return key }
        if lowered.hasPrefix("c-"), lowered.count == 3, let letter = lowered.last, letter.isASCII, letter.isLetter {
            return .control(letter)
        }
        let words = lowered.split(separator: " ")
        if words.first == "click" {
            guard words.count == 3, let column = Int(words[1]), let line = Int(words[2]), (1...10_000).contains(column), (1...10_000).contains(line) else {
                throw ParseError(description: "<\(TerminalText.visible(name))>: a click is <click COLUMN LINE>, each from 1 to 10000")
            }
            return .click(column: column - 1, line: line - 1)
        }
        let known = names.keys.sorted().map { "<\($0)>" }.joined(separator: " ")
        throw ParseError(description: "no key is called <\(TerminalText.visible(name))>; keys: \(known) <c-LETTER> <click COLUMN LINE>, or ↑ ↓ ← → ⏎ ⎋ ⇥ ⇤ ⌫")
    }
}

extension KeyScript {
    /// How `key` is written in keys (`⏎`, `<s-tab>`, `j`), for messages.
    public static func name(of key: FullScreenKey) -> String {
        if let symbol = symbols.first(where: { $0.value == key })?.key { return String(symbol) }
        if let name = names.first(where: { $0.value == key })?.key, key != .character(" "), key != .character("<") { return "<\(name)>" }
        switch key {
        case .character(" "): return "<space>"
        case .character("<"): return "<lt>"
        case .character(let character): return TerminalText.visible(String(character))
        case .control(let letter): return "<c-\(letter)>"
        case .click(let column, let line): return "<click \(column + 1) \(line + 1)>"
        case .wheelUp: return "wheel up"
        case .wheelDown: return "wheel down"
        default: return "\(key)"
        }
    }
}
