import StoryflowIO

/// One line of a frame as stretches of text with a style each, measured in terminal columns.
///
/// Lines are built and fitted without escape codes, so widths are exact; `rendered(color:)` adds the codes
/// only when colour is enabled. A stretch can carry an anchor, the element it draws (a row, a button, a tab), which
/// survives fitting, framing and overlays, so a drawn frame knows where each tappable thing ended up.
public struct StyledLine: Hashable, Sendable {
    /// A stretch of text drawn in one style.
    public struct Span: Hashable, Sendable {
        /// The text, free of control characters.
        public var text: String
        /// The style.
        public var style: TextStyle
        /// The element this stretch draws, if it draws one that can be tapped.
        public var anchor: ScreenElement?
    }

    /// The stretches, left to right.
    public private(set) var spans: [Span] = []

    /// Creates an empty line.
    public init() {}

    /// Creates a line of one stretch; control characters in `text` are removed.
    public init(_ text: String, style: TextStyle = [], anchor: ScreenElement? = nil) {
        append(text, style: style, anchor: anchor)
    }

    /// A line of `count` spaces.
    static func blank(_ count: Int) -> StyledLine { StyledLine(String(repeating: " ", count: max(0, count))) }

    /// The columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + TerminalWidth.columns(of: $1.text) } }

    /// The text without styling.
    public var plainText: String { spans.map(\.text).joined() }

    /// Appends text in a style, drawing `anchor` if given.
    public mutating func append(_ text: String, style: TextStyle = [], anchor: ScreenElement? = nil) {
        let clean = TerminalWidth.sanitized(text)
        guard !clean.isEmpty else { return }
        if let last = spans.last, last.style == style, last.anchor == anchor {
            spans[spans.count - 1].text += clean
        } else {
            spans.append(Span(text: clean, style: style, anchor: anchor))
        }
    }

    /// Appends another line.
    public mutating func append(_ line: StyledLine) {
        for span in line.spans { append(span.text, style: span.style, anchor: span.anchor) }
    }

    /// This line followed by another.
    public static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var result = left
        result.append(right)
        return result
    }

    /// The line with `style` added to every stretch.
    public func adding(_ style: TextStyle) -> StyledLine {
        var result = StyledLine()
        for span in spans { result.append(span.text, style: span.style.union(style), anchor: span.anchor) }
        return result
    }

    /// The line with `style` added to the stretches that draw `element`.
    public func adding(_ style: TextStyle, where element: ScreenElement) -> StyledLine {
        var result = StyledLine()
        for span in spans { result.append(span.text, style: span.anchor == element ? span.style.union(style) : span.style, anchor: span.anchor) }
        return result
    }

    /// The line with the stretches that draw nothing yet marked as drawing `element` (stretches already anchored,
    /// such as an accessory button on a row, keep theirs).
    func anchored(to element: ScreenElement?) -> StyledLine {
        guard let element else { return self }
        var result = StyledLine()
        for span in spans { result.append(span.text, style: span.style, anchor: span.anchor ?? element) }
        return result
    }

    /// Where each element drawn on the line lies: its anchored stretches, as column ranges, left to right
    /// (adjacent stretches of one element joined).
    public var anchorColumns: [(element: ScreenElement, columns: Range<Int>)] {
        var result: [(element: ScreenElement, columns: Range<Int>)] = []
        var column = 0
        for span in spans {
            let width = TerminalWidth.columns(of: span.text)
            defer { column += width }
            guard let anchor = span.anchor, width > 0 else { continue }
            if let last = result.last, last.element == anchor, last.columns.upperBound == column {
                result[result.count - 1].columns = last.columns.lowerBound..<(column + width)
            } else {
                result.append((anchor, column..<(column + width)))
            }
        }
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
                    result.append("…", style: span.style, anchor: span.anchor)
                    result.append(String(repeating: " ", count: budget - 1 - used))
                    return result
                }
                result.append(String(character), style: span.style, anchor: span.anchor)
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
            return start.isEmpty ? span.text : start + span.text + ControlSequence.resetStyle
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
                    result.append(String(character), style: span.style, anchor: span.anchor)
                } else if position < end && position + columns > start {
                    let overlap = min(end, position + columns) - max(start, position)
                    result.append(String(repeating: " ", count: overlap), style: span.style, anchor: span.anchor)
                }
            }
        }
        return result
    }
}
