/// File content made safe to show in a terminal or a log: nothing from a flow, a storyboard or a script can move
/// the cursor, set the window title, write to the clipboard (OSC 52) or reorder the text around it.
///
/// - C0 controls and DEL become their Unicode control pictures (ESC is `␛`, BEL `␇`, a line feed `␊`);
/// - C1 controls (U+0080–U+009F, which some terminals obey like ESC sequences) become `\u{9B}`;
/// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the directional
///   marks (U+200E, U+200F, U+061C), which make text display in another order than it is read ("Trojan Source"),
///   become `\u{202E}`.
///
/// Everything else, including every printable character of every script, is kept as it is.
public enum TerminalText {
    /// `text` with every control shown as described on the type; with `keepingTabs`, a tab stays a tab (source
    /// excerpts keep them so a caret below lines up).
    public static func visible(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscaping($0, keepingTabs: keepingTabs) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar, keepingTabs: keepingTabs) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }

    /// `visible(_:)` applied to each line of `text`, its line feeds kept: for messages of several lines.
    public static func visibleLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }

    /// Whether `scalar` is a control `visible(_:)` replaces.
    public static func needsEscaping(_ scalar: Unicode.Scalar, keepingTabs: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: !keepingTabs
        case 0x00...0x1F, 0x7F...0x9F: true
        default: isBidirectionalControl(scalar)
        }
    }

    /// Whether `scalar` changes the order text is displayed in: the embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069) and the implicit directional marks (U+200E, U+200F, U+061C).
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
