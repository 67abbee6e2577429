import StoryflowScreen

/// Draws the visible part of a table: plain sections under a ruled header, grouped sections as rounded boxes,
/// footers, `↑ N more` / `↓ N more` for rows out of view, and the section index down the right edge.
struct TableRenderer {
    let numbering: ScreenNumbering

    /// The table's lines, each `width` columns.
    func lines(for table: ScreenTable, instance: String, width: Int) -> [StyledLine] {
        let indexWidth =
            table.sectionIndexTitles.isEmpty
            ? 0
            : min(2, table.sectionIndexTitles.map(TerminalWidth.columns(of:)).max() ?? 1) + 1
        let inner = width - indexWidth
        var lines: [StyledLine] = []
        if table.rowsAbove > 0 {
            lines.append(StyledLine("↑ \(table.rowsAbove) more", style: .dim).fitted(toColumns: inner, alignment: .center))
        }
        if table.sections.allSatisfy({ $0.rows.isEmpty }) && table.rowsAbove == 0 && table.rowsBelow == 0 {
            lines.append(StyledLine("(no rows)", style: .dim).fitted(toColumns: inner, alignment: .center))
        }
        let rows = RowRenderer(numbering: numbering, instance: instance, isEditing: table.isEditing)
        for (offset, section) in table.sections.enumerated() {
            if table.style == .plain {
                lines += plainSection(section, rows: rows, width: inner)
            } else {
                lines += groupedSection(section, isFirst: offset == 0 && table.rowsAbove == 0, rows: rows, width: inner)
            }
        }
        if table.rowsBelow > 0 {
            lines.append(StyledLine("↓ \(table.rowsBelow) more", style: .dim).fitted(toColumns: inner, alignment: .center))
        }
        return indexWidth == 0 ? lines : addingIndex(table.sectionIndexTitles, width: indexWidth, to: lines, inner: inner)
    }

    private func plainSection(_ section: ScreenSection, rows: RowRenderer, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let header = section.header {
            let title = StyledLine(header, style: .bold).truncated(toColumns: width - 2)
            lines.append(title + StyledLine(" " + String(repeating: "─", count: max(0, width - title.width - 1)), style: .dim))
        }
        lines += section.rows.flatMap { rows.lines(for: $0, width: width) }
        if let footer = section.footer {
            lines += TerminalWidth.wrapped(footer, toColumns: width, maximumLines: 2).map { StyledLine($0, style: .dim) }
        }
        return lines
    }

    private func groupedSection(_ section: ScreenSection, isFirst: Bool, rows: RowRenderer, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = isFirst ? [] : [StyledLine()]
        if let header = section.header {
            lines.append(StyledLine(" " + header, style: .dim))
        }
        let box = FrameBox(width: width, glyphs: .round, style: .dim)
        lines.append(box.top())
        lines += section.rows.flatMap { rows.lines(for: $0, width: box.contentWidth) }.map(box.framed)
        lines.append(box.bottom())
        if let footer = section.footer {
            lines += TerminalWidth.wrapped(footer, toColumns: width - 1, maximumLines: 2).map { StyledLine(" " + $0, style: .dim) }
        }
        return lines
    }

    /// The section index titles, one per line down the right edge; `•` stands for titles that do not fit.
    private func addingIndex(_ titles: [String], width: Int, to lines: [StyledLine], inner: Int) -> [StyledLine] {
        var shown = titles
        if titles.count > lines.count {
            shown = Array(titles.prefix(max(0, lines.count - 1))) + ["•"]
        }
        return lines.enumerated().map { offset, line in
            let title = offset < shown.count ? shown[offset] : ""
            return line.fitted(toColumns: inner) + StyledLine(" ") + StyledLine(title, style: .blue).fitted(toColumns: width - 1, alignment: .center)
        }
    }
}
