import StoryflowModel
import StoryflowScreen

/// Draws one table row: `▸` when selected, its number, the editing control (`⊖` delete, `⊕` insert), the cell's
/// content in its style, and at the right the accessory (`›`, `✓`, `ⓘ`, `ⓘ ›`), the reorder control `≡`, the
/// delete-confirmation button or the revealed swipe actions.
struct RowRenderer {
    let numbering: ScreenNumbering
    let instance: String
    let isEditing: Bool

    /// The row's lines (two for a subtitle cell with a detail), each `width` columns.
    func lines(for row: ScreenRow, width: Int) -> [StyledLine] {
        let prefix = self.prefix(for: row)
        let trailing = self.trailing(for: row)
        let mainWidth = max(0, width - prefix.width - trailing.width)
        let content = self.content(of: row, width: mainWidth)
        var lines = [prefix + content[0].fitted(toColumns: mainWidth) + trailing]
        for extra in content.dropFirst() {
            lines.append(.blank(prefix.width) + extra.fitted(toColumns: mainWidth) + .blank(trailing.width))
        }
        return row.isSelected ? lines.map { $0.fitted(toColumns: width).adding(.inverse) } : lines.map { $0.fitted(toColumns: width) }
    }

    private func prefix(for row: ScreenRow) -> StyledLine {
        var line = StyledLine(row.isSelected ? "▸" : " ", style: .bold)
        let number = numbering.number(for: .row(instance: instance, section: row.section, row: row.row)).map(String.init) ?? ""
        line.append(String(repeating: " ", count: max(0, numbering.digitCount - number.count)) + number + " ")
        if isEditing {
            switch row.editingControl {
            case .delete: line.append("⊖ ", style: .red)
            case .insert: line.append("⊕ ", style: .green)
            case .none: line.append("  ")
            }
        }
        if row.swipeEdge == .leading && !row.swipeActions.isEmpty {
            line.append(swipeButtons(row.swipeActions) + StyledLine(" "))
        }
        return line
    }

    private func trailing(for row: ScreenRow) -> StyledLine {
        if let title = row.deleteConfirmationTitle {
            return StyledLine(" ") + StyledLine("[" + title + "]", style: [.red, .bold])
        }
        if row.swipeEdge == .trailing && !row.swipeActions.isEmpty {
            return StyledLine(" ") + swipeButtons(row.swipeActions)
        }
        if isEditing {
            return row.showsReorderControl ? StyledLine(" ≡", style: .dim) : StyledLine()
        }
        switch row.accessory {
        case .none: return StyledLine()
        case .disclosureIndicator: return StyledLine(" ›", style: .dim)
        case .checkmark: return StyledLine(" ✓", style: .blue)
        case .detailButton: return StyledLine(" ⓘ", style: .blue)
        case .detailDisclosureButton: return StyledLine(" ⓘ", style: .blue) + StyledLine(" ›", style: .dim)
        }
    }

    private func swipeButtons(_ actions: [ScreenSwipeAction]) -> StyledLine {
        var line = StyledLine()
        for (index, action) in actions.enumerated() {
            if index > 0 { line.append(" ") }
            line.append("[" + action.title + "]", style: action.style == .destructive ? [.red, .bold] : .bold)
        }
        return line
    }

    /// The cell's content in its style: one line, or two for a subtitle with a detail.
    private func content(of row: ScreenRow, width: Int) -> [StyledLine] {
        var text = StyledLine()
        if row.image != nil { text.append("▣ ", style: .dim) }
        text.append(row.text ?? "")
        let detail = StyledLine(row.detail ?? "", style: .dim)
        switch row.style {
        case .basic:
            return [text]
        case .subtitle:
            return row.detail == nil ? [text] : [text, detail]
        case .rightDetail:
            return [spread(text, detail, width: width)]
        case .leftDetail:
            let labelWidth = min(16, max(4, width / 3))
            let label = StyledLine(row.text ?? "", style: .blue).fitted(toColumns: labelWidth, alignment: .trailing)
            return [label + StyledLine(" ") + detail]
        case .custom:
            return [customContent(of: row, text: text, detail: detail, width: width)]
        }
    }

    /// Text at the left, detail right-aligned; when both do not fit, each gets at least half the width it needs.
    private func spread(_ text: StyledLine, _ detail: StyledLine, width: Int) -> StyledLine {
        guard detail.width > 0 else { return text }
        let detailBudget = min(detail.width, max(0, width - min(text.width, width / 2) - 1))
        let textBudget = max(0, width - detailBudget - 1)
        let left = text.truncated(toColumns: textBudget)
        return left + .blank(width - left.width - detailBudget) + detail.truncated(toColumns: detailBudget)
    }

    /// A custom cell's subviews side by side; a lone text field stretches across the cell.
    private func customContent(of row: ScreenRow, text: StyledLine, detail: StyledLine, width: Int) -> StyledLine {
        let controls = ControlRenderer(numbering: numbering, layers: LayerRenderer(numbering: numbering))
        if row.subviews.count == 1, row.subviews[0].kind == .textField {
            return controls.line(for: row.subviews[0], number: nil, fillWidth: width)
        }
        if !row.subviews.isEmpty, let line = controls.inlineLine(for: row.subviews, instance: nil, parentPath: []) {
            return line
        }
        return detail.width > 0 ? text + StyledLine("  ") + detail : text
    }
}
