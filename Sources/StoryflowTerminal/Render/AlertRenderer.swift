import StoryflowScreen

/// Draws an alert or action sheet as a double-lined box: title, message, then the numbered actions (an action
/// sheet's cancel action last, below a divider); destructive and cancel actions are marked.
struct AlertRenderer {
    /// The widest an alert box gets.
    static let maximumWidth = 48

    let numbering: ScreenNumbering

    /// The box's lines, to be drawn over a frame `frameWidth` columns wide.
    func lines(for alert: ScreenAlert, frameWidth: Int) -> [StyledLine] {
        let box = FrameBox(width: min(Self.maximumWidth, frameWidth - 6), glyphs: .double)
        let inner = box.contentWidth
        var lines = [box.top(label: alert.isPopover ? "action sheet popover" : alert.style == .actionSheet ? "action sheet" : "alert")]
        if let title = alert.title {
            lines += TerminalWidth.wrapped(title, toColumns: inner, maximumLines: 2).map {
                box.framed(StyledLine($0, style: .bold).fitted(toColumns: inner, alignment: .center))
            }
        }
        if let message = alert.message {
            lines += TerminalWidth.wrapped(message, toColumns: inner, maximumLines: 4).map {
                box.framed(StyledLine($0).fitted(toColumns: inner, alignment: .center))
            }
        }
        let digits = String(max(1, numbering.alertActionIndices.count)).count
        for (offset, index) in numbering.alertActionIndices.enumerated() {
            let action = alert.actions[index]
            let startsCancelGroup =
                alert.style == .actionSheet && action.style == .cancel
                && (offset == 0 || alert.actions[numbering.alertActionIndices[offset - 1]].style != .cancel)
            if offset == 0 || startsCancelGroup { lines.append(box.divider()) }
            let number = String(offset + 1)
            var line = StyledLine(String(repeating: " ", count: digits - number.count) + number + "  ")
            switch action.style {
            case .default: line.append(action.title, style: .blue)
            case .cancel:
                line.append(action.title, style: [.blue, .bold])
                line.append(" (cancel)", style: .dim)
            case .destructive:
                line.append(action.title, style: [.red, .bold])
                line.append(" (destructive)", style: .dim)
            }
            lines.append(box.framed(line.fitted(toColumns: inner, alignment: .center).anchored(to: .alertAction(index: index))))
        }
        lines.append(box.bottom())
        return lines
    }
}
