import StoryflowScreen

/// Draws a scene's controls: labels, buttons `[ Title ]`, text fields `[text▏   ]`, switches `[ ON ]`/`[OFF ]`,
/// images, plain views (their subviews on one line when they fit, else one per line) and container views (the
/// embedded scene's frame, inset).
struct ControlRenderer {
    /// A text field is drawn at least this wide (between its brackets) unless it fills a line.
    static let minimumFieldWidth = 12

    let numbering: ScreenNumbering
    let layers: LayerRenderer

    /// The lines of the controls at `indices` (all of them when `nil`), each at most `width` columns, numbered per
    /// `ScreenNumbering`.
    func lines(for controls: [ScreenControl], at indices: [Int]? = nil, instance: String, parentPath: [Int], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for index in indices ?? Array(controls.indices) {
            let control = controls[index]
            let path = parentPath + [index]
            switch control.kind {
            case .containerView:
                lines +=
                    control.embedded.isEmpty
                    ? [StyledLine("▢ container view", style: .dim)]
                    : control.embedded.flatMap { layers.frame($0, width: width) }
            case .view:
                let inline = inlineLine(for: control.children, instance: instance, parentPath: path)
                if let inline, inline.width <= width {
                    lines.append(inline)
                } else {
                    lines += self.lines(for: control.children, instance: instance, parentPath: path, width: width)
                }
            default:
                let drawnNumber = number(instance, path, control)
                let anchor = drawnNumber.map { _ in ScreenElement.target(.control(instance: instance, path: path, kind: control.kind)) }
                lines.append(line(for: control, number: drawnNumber, fillWidth: width).anchored(to: anchor))
            }
        }
        return lines
    }

    /// One control on one line; a text field stretches to `fillWidth` when given.
    func line(for control: ScreenControl, number: Int?, fillWidth: Int?) -> StyledLine {
        var line = StyledLine()
        if let number {
            line.append(String(repeating: " ", count: max(0, numbering.digitCount - String(number).count)) + String(number) + " ")
        }
        let enabledStyle: TextStyle = control.isEnabled ? .blue : .dim
        switch control.kind {
        case .button:
            line.append("[ " + (control.text ?? "") + " ]", style: enabledStyle)
        case .textField:
            let available = fillWidth.map { $0 - line.width - 2 }
            line.append(field(control, innerWidth: available))
        case .switch:
            if let caption = control.text, !caption.isEmpty { line.append(caption + " ") }
            line.append(control.isOn ? "[ ON ]" : "[OFF ]", style: control.isOn ? [.green, .bold] : .dim)
        case .image:
            line.append(control.text ?? "▣", style: .dim)
        case .label, .view, .containerView:
            line.append(control.text ?? "")
        }
        return line
    }

    /// Controls side by side, two spaces apart; `nil` when one of them cannot be drawn on a line. Numbered
    /// controls of `instance` are anchored; in a cell (`cell`), its text fields and switches are.
    func inlineLine(for controls: [ScreenControl], instance: String?, parentPath: [Int], cell: RowAddress? = nil) -> StyledLine? {
        var line = StyledLine()
        for (index, control) in controls.enumerated() {
            if control.kind == .containerView { return nil }
            let path = parentPath + [index]
            let part: StyledLine
            if control.kind == .view {
                guard let nested = inlineLine(for: control.children, instance: instance, parentPath: path, cell: cell) else { return nil }
                part = nested
            } else {
                let drawnNumber = instance.flatMap { number($0, path, control) }
                var anchor: ScreenElement?
                if let instance, drawnNumber != nil {
                    anchor = .target(.control(instance: instance, path: path, kind: control.kind))
                } else if let cell {
                    anchor = cell.element(path: path, kind: control.kind)
                }
                part = self.line(for: control, number: drawnNumber, fillWidth: nil).anchored(to: anchor)
            }
            if part.width == 0 { continue }
            if line.width > 0 { line.append("  ") }
            line.append(part)
        }
        return line
    }

    private func number(_ instance: String, _ path: [Int], _ control: ScreenControl) -> Int? {
        numbering.number(for: .control(instance: instance, path: path, kind: control.kind))
    }

    /// `[text▏      ]`: the text, or the placeholder dimmed, with a cursor when the field is first responder.
    private func field(_ control: ScreenControl, innerWidth: Int?) -> StyledLine {
        let text = control.text ?? ""
        var content = StyledLine(text)
        if control.isFirstResponder { content.append("▏", style: .bold) }
        if text.isEmpty, let placeholder = control.placeholder { content.append(placeholder, style: .dim) }
        let width = innerWidth ?? max(Self.minimumFieldWidth, content.width + 1)
        let style: TextStyle = control.isEnabled ? [] : .dim
        return StyledLine("[", style: style) + content.fitted(toColumns: max(1, width)) + StyledLine("]", style: style)
    }
}
