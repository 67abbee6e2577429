/// Measures and fits text in terminal columns.
///
/// A character (grapheme cluster) takes two columns when any of its scalars is East Asian Wide or Fullwidth
/// (CJK ideographs, kana, Hangul, fullwidth forms, CJK punctuation, emoji such as ✅ and 🥱), when an emoji is
/// asked for emoji presentation with U+FE0F, or when it is a flag (a pair of regional indicators); it takes no
/// column when it consists only of combining marks, joiners, variation selectors or other format characters;
/// one column otherwise. Control characters never reach the terminal: `sanitized(_:)` removes them.
public enum TerminalWidth {
    /// The number of columns `text` takes.
    public static func columns(of text: String) -> Int {
        // Printable ASCII, most text on a screen, takes a column a byte: no grapheme breaking needed.
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The number of columns one character takes (0, 1 or 2).
    public static func columns(of character: Character) -> Int {
        var hasVisibleScalar = false
        var regionalIndicators = 0
        var asksForEmoji = false
        var firstVisible: Unicode.Scalar?
        for scalar in character.unicodeScalars {
            if isWide(scalar) { return 2 }
            if scalar.value == 0xFE0F { asksForEmoji = true }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            if !isZeroWidth(scalar) && !isControl(scalar) {
                hasVisibleScalar = true
                if firstVisible == nil { firstVisible = scalar }
            }
        }
        guard hasVisibleScalar else { return 0 }
        if regionalIndicators >= 2 { return 2 }
        if asksForEmoji, let firstVisible, firstVisible.properties.isEmoji { return 2 }
        return 1
    }

    /// `text` with control characters removed: tabs and line breaks become spaces, other C0/C1 controls and the
    /// bidirectional controls (overrides, isolates, directional marks) are dropped, so nothing in a label can
    /// move the cursor or reorder the frame.
    public static func sanitized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: if !isControl(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// `text` cut to at most `budget` columns, ending in `…` when something was cut. A wide character that
    /// would straddle the budget is left out and the gap filled with a space, so a truncated result takes
    /// exactly `budget` columns.
    public static func truncated(_ text: String, toColumns budget: Int) -> String {
        guard budget > 0 else { return "" }
        guard columns(of: text) > budget else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = columns(of: character)
            if used + width > budget - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…" + String(repeating: " ", count: budget - 1 - used)
    }

    /// `text` truncated to `budget` columns if needed, then padded with spaces to exactly `budget` columns.
    public static func padded(_ text: String, toColumns budget: Int, alignment: Alignment = .leading) -> String {
        let fitted = truncated(text, toColumns: budget)
        let gap = max(0, budget - columns(of: fitted))
        switch alignment {
        case .leading: return fitted + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + fitted
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: gap - left)
        }
    }

    /// Where padding puts the text.
    public enum Alignment: Sendable {
        case leading
        case center
        case trailing
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        contains(EastAsianWidthTable.wide, scalar.value)
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        contains(EastAsianWidthTable.zeroWidth, scalar.value)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[middle].lowerBound {
                high = middle - 1
            } else if value > table[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
