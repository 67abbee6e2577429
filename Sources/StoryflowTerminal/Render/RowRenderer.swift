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
        let anchor = address(of: row).map { ScreenElement.target(.row(instance: $0.instance, section: $0.section, row: $0.row)) }
        lines = lines.map { $0.fitted(toColumns: width).anchored(to: anchor) }
        return row.isSelected ? lines.map { $0.adding(.inverse) } : lines
    }

    /// Where the row is, when it is numbered (drawn on the layer the user interacts with): its parts are then
    /// anchored.
    private func address(of row: ScreenRow) -> RowAddress? {
        numbering.number(for: .row(instance: instance, section: row.section, row: row.row)) == nil
            ? nil : RowAddress(instance: instance, section: row.section, row: row.row)
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
            line.append(swipeButtons(row.swipeActions, of: row) + StyledLine(" "))
        }
        return line
    }

    private func trailing(for row: ScreenRow) -> StyledLine {
        let address = address(of: row)
        if let title = row.deleteConfirmationTitle {
            let anchor = address.map { ScreenElement.deleteConfirmation(instance: $0.instance, section: $0.section, row: $0.row) }
            return StyledLine(" ") + StyledLine("[" + title + "]", style: [.red, .bold], anchor: anchor)
        }
        if row.swipeEdge == .trailing && !row.swipeActions.isEmpty {
            return StyledLine(" ") + swipeButtons(row.swipeActions, of: row)
        }
        if isEditing {
            return row.showsReorderControl ? StyledLine(" ≡", style: .dim) : StyledLine()
        }
        switch row.accessory {
        case .none: return StyledLine()
        case .disclosureIndicator: return StyledLine(" ›", style: .dim)
        case .checkmark: return StyledLine(" ✓", style: .blue)
        case .detailButton, .detailDisclosureButton:
            let anchor = address.map { ScreenElement.accessory(instance: $0.instance, section: $0.section, row: $0.row) }
            let button = StyledLine(" ") + StyledLine("ⓘ", style: .blue, anchor: anchor)
            return row.accessory == .detailButton ? button : button + StyledLine(" ›", style: .dim)
        }
    }

    private func swipeButtons(_ actions: [ScreenSwipeAction], of row: ScreenRow) -> StyledLine {
        let address = address(of: row)
        var line = StyledLine()
        for (index, action) in actions.enumerated() {
            if index > 0 { line.append(" ") }
            let anchor = address.map { ScreenElement.swipeAction(instance: $0.instance, section: $0.section, row: $0.row, index: index) }
            line.append("[" + action.title + "]", style: action.style == .destructive ? [.red, .bold] : .bold, anchor: anchor)
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
        let address = address(of: row)
        if row.subviews.count == 1, row.subviews[0].kind == .textField {
            return controls.line(for: row.subviews[0], number: nil, fillWidth: width).anchored(to: address?.element(path: [0], kind: .textField))
        }
        if !row.subviews.isEmpty, let line = controls.inlineLine(for: row.subviews, instance: nil, parentPath: [], cell: address) {
            return line
        }
        return detail.width > 0 ? text + StyledLine("  ") + detail : text
    }
}

/// A numbered row's place: the scene instance whose table shows it, its section and its row.
struct RowAddress {
    let instance: String
    let section: Int
    let row: Int

    /// The anchor of a control of `kind` at `path` in the row's cell: text fields and switches, which commands
    /// reach by their outlets; `nil` for the rest (a tap there taps the row).
    func element(path: [Int], kind: Control.Kind) -> ScreenElement? {
        guard kind == .textField || kind == .switch else { return nil }
        return .cellControl(instance: instance, section: section, row: row, path: path, kind: kind)
    }
}
