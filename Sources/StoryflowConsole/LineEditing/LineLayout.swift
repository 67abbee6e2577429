import StoryflowTerminal

/// Where text lands on a terminal `width` columns wide when written from the start of a row: rows wrap at the
/// right edge, and a wide (CJK) character that does not fit in what is left of a row goes whole to the next one,
/// as terminals do. Positions are (row, column) from the start, both from 0.
struct LineLayout {
    let width: Int

    /// The position after writing `text` from (0, 0). A row filled to the last column leaves the position at
    /// `width` on that row (the terminal's pending wrap), not at the start of the next.
    func end(of text: String) -> (row: Int, column: Int) {
        var row = 0
        var column = 0
        for character in text {
            let columns = TerminalWidth.columns(of: character)
            if column + columns > width {
                row += 1
                column = 0
            }
            column += columns
        }
        return (row, column)
    }

    /// The row and column the cursor shows at after `text`: like `end(of:)`, but a full row puts the cursor at
    /// the start of the next one (where the next character would go).
    func cursor(after text: String) -> (row: Int, column: Int) {
        let position = end(of: text)
        return position.column >= width ? (position.row + 1, 0) : position
    }
}
