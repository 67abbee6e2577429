/// One line of a frame as stretches of text with a style each, measured in terminal columns.
///
/// Lines are built and fitted without escape codes, so widths are exact; `rendered(color:)` adds the codes
/// only when colour is enabled.
public struct StyledLine: Hashable, Sendable {
    /// A stretch of text drawn in one style.
    public struct Span: Hashable, Sendable {
        /// The text, free of control characters.
        public var text: String
        /// The style.
        public var style: TextStyle
    }

    /// The stretches, left to right.
    public private(set) var spans: [Span] = []

    /// Creates an empty line.
    public init() {}

    /// Creates a line of one stretch; control characters in `text` are removed.
    public init(_ text: String, style: TextStyle = []) {
        append(text, style: style)
    }

    /// A line of `count` spaces.
    static func blank(_ count: Int) -> StyledLine { StyledLine(String(repeating: " ", count: max(0, count))) }

    /// The columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + TerminalWidth.columns(of: $1.text) } }

    /// The text without styling.
    public var plainText: String { spans.map(\.text).joined() }

    /// Appends text in a style.
    public mutating func append(_ text: String, style: TextStyle = []) {
        let clean = TerminalWidth.sanitized(text)
        guard !clean.isEmpty else { return }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += clean
        } else {
            spans.append(Span(text: clean, style: style))
        }
    }

    /// Appends another line.
    public mutating func append(_ line: StyledLine) {
        for span in line.spans { append(span.text, style: span.style) }
    }

    /// This line followed by another.
    static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var result = left
        result.append(right)
        return result
    }

    /// The line with `style` added to every stretch.
    public func adding(_ style: TextStyle) -> StyledLine {
        var result = StyledLine()
        for span in spans { result.append(span.text, style: span.style.union(style)) }
        return result
    }

    /// The line cut to at most `budget` columns, ending in `…` (in the style of the cut stretch) when something
    /// was cut; a wide character that would straddle the budget is replaced by a space.
    public func truncated(toColumns budget: Int) -> StyledLine {
        guard width > budget else { return self }
        guard budget > 0 else { return StyledLine() }
        var result = StyledLine()
        var used = 0
        for span in spans {
            for character in span.text {
                let columns = TerminalWidth.columns(of: character)
                if used + columns > budget - 1 {
                    result.append("…", style: span.style)
                    result.append(String(repeating: " ", count: budget - 1 - used))
                    return result
                }
                result.append(String(character), style: span.style)
                used += columns
            }
        }
        return result
    }

    /// The line truncated if needed and padded with spaces to exactly `budget` columns.
    public func fitted(toColumns budget: Int, alignment: TerminalWidth.Alignment = .leading) -> StyledLine {
        let cut = truncated(toColumns: budget)
        let gap = max(0, budget - cut.width)
        switch alignment {
        case .leading: return cut + .blank(gap)
        case .trailing: return .blank(gap) + cut
        case .center: return .blank(gap / 2) + cut + .blank(gap - gap / 2)
        }
    }

    /// The first `count` columns; a wide character cut in half becomes a space.
    func prefix(columns count: Int) -> StyledLine {
        slice(from: 0, to: count)
    }

    /// Everything after the first `count` columns; a wide character cut in half becomes a space.
    func dropping(columns count: Int) -> StyledLine {
        slice(from: count, to: Int.max)
    }

    /// The line with `overlay` drawn over it starting at column `column`.
    func overlaid(with overlay: StyledLine, atColumn column: Int) -> StyledLine {
        prefix(columns: column).fitted(toColumns: column) + overlay + dropping(columns: column + overlay.width)
    }

    /// The line as it goes to the terminal: with escape codes when `color` is true, plain text otherwise.
    public func rendered(color: Bool) -> String {
        guard color else { return plainText }
        return spans.map { span in
            let start = span.style.escapeSequence
            return start.isEmpty ? span.text : start + span.text + TextStyle.reset
        }.joined()
    }

    private func slice(from start: Int, to end: Int) -> StyledLine {
        var result = StyledLine()
        var position = 0
        for span in spans {
            for character in span.text {
                let columns = TerminalWidth.columns(of: character)
                defer { position += columns }
                if position >= start && position + columns <= end {
                    result.append(String(character), style: span.style)
                } else if position < end && position + columns > start {
                    let overlap = min(end, position + columns) - max(start, position)
                    result.append(String(repeating: " ", count: overlap), style: span.style)
                }
            }
        }
        return result
    }
}
