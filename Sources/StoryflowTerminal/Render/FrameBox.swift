/// Box-drawing lines for frames: a top border that can carry a label, dividers, framed content, a bottom border.
struct FrameBox {
    /// The characters of one box style.
    struct Glyphs {
        let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, teeLeft, teeRight: String

        /// Square corners: screens and columns.
        static let square = Glyphs(
            topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
            horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤"
        )
        /// Round corners: grouped table sections.
        static let round = Glyphs(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
            horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤"
        )
        /// Double lines: alerts and action sheets, which sit on top of everything.
        static let double = Glyphs(
            topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
            horizontal: "═", vertical: "║", teeLeft: "╟", teeRight: "╢"
        )
    }

    /// The total width, borders included (at least 4).
    let width: Int
    let glyphs: Glyphs
    let style: TextStyle

    init(width: Int, glyphs: Glyphs = .square, style: TextStyle = []) {
        self.width = max(4, width)
        self.glyphs = glyphs
        self.style = style
    }

    /// The columns between `│ ` and ` │`.
    var contentWidth: Int { width - 4 }

    /// `┌─ label ───┐`, the label cut to fit.
    func top(label: String? = nil) -> StyledLine {
        var line = StyledLine(glyphs.topLeft, style: style)
        let inner = width - 2
        if let label, inner >= 6 {
            let text =
                StyledLine(glyphs.horizontal + " ", style: style)
                + StyledLine(label, style: style.union(.dim)).truncated(toColumns: inner - 4)
                + StyledLine(" ", style: style)
            line.append(text)
            line.append(String(repeating: glyphs.horizontal, count: inner - text.width), style: style)
        } else {
            line.append(String(repeating: glyphs.horizontal, count: inner), style: style)
        }
        line.append(glyphs.topRight, style: style)
        return line
    }

    /// `├──────┤`
    func divider() -> StyledLine {
        StyledLine(glyphs.teeLeft + String(repeating: glyphs.horizontal, count: width - 2) + glyphs.teeRight, style: style)
    }

    /// `└──────┘`
    func bottom() -> StyledLine {
        StyledLine(glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: width - 2) + glyphs.bottomRight, style: style)
    }

    /// `│ content │`, the content fitted to exactly `contentWidth` columns.
    func framed(_ content: StyledLine) -> StyledLine {
        StyledLine(glyphs.vertical + " ", style: style) + content.fitted(toColumns: contentWidth) + StyledLine(" " + glyphs.vertical, style: style)
    }
}
