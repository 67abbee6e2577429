/// Splits a command line into words: whitespace (including the ideographic space U+3000) separates them;
/// `"..."`, `'...'` and `“...”` group words with spaces, and `\"` or `\\` escape inside double quotes.
/// A quote only opens a group at the start of a word, so `Hold’em` and `it's` stay ordinary words.
struct CommandTokenizer {
    /// One word of a command line.
    struct Token: Hashable {
        /// The word, without its quotes.
        let text: String
        /// Whether it was quoted (a quoted number is a name, not a number).
        let isQuoted: Bool
    }

    private static let closingQuote: [Character: Character] = ["\"": "\"", "'": "'", "“": "”", "‘": "’"]

    /// The words of `line`.
    static func tokens(of line: String) throws(StepperParseError) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(line)[...]
        while let first = characters.first {
            if first.isWhitespace {
                characters.removeFirst()
                continue
            }
            if let closer = closingQuote[first] {
                characters.removeFirst()
                var text = ""
                var closed = false
                while let character = characters.popFirst() {
                    if character == "\\", first == "\"", let escaped = characters.first, escaped == "\"" || escaped == "\\" {
                        text.append(escaped)
                        characters.removeFirst()
                    } else if character == closer, characters.first?.isWhitespace ?? true {
                        closed = true
                        break
                    } else {
                        text.append(character)
                    }
                }
                guard closed else { throw StepperParseError("Missing closing \(closer) in: \(line)") }
                tokens.append(Token(text: text, isQuoted: true))
                continue
            }
            var text = ""
            while let character = characters.first, !character.isWhitespace {
                text.append(character)
                characters.removeFirst()
            }
            tokens.append(Token(text: text, isQuoted: false))
        }
        return tokens
    }
}
