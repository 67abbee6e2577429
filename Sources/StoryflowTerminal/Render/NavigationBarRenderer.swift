import StoryflowModel
import StoryflowScreen

/// Draws a navigation bar: an optional prompt line, then the back button or left buttons, the centred title and
/// the right buttons.
struct NavigationBarRenderer {
    let bar: ScreenNavigationBar
    /// The scene instance whose bar this is (its buttons' anchors name it).
    let instance: String

    /// The bar's lines, each `width` columns.
    func lines(width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let prompt = bar.prompt {
            lines.append(StyledLine(prompt, style: .dim).fitted(toColumns: width, alignment: .center))
        }
        lines.append(barLine(width: width))
        return lines
    }

    private func barLine(width: Int) -> StyledLine {
        var left = leftItems
        var right = rightItems
        let title = StyledLine(bar.title ?? "", style: .bold)
        var side = max(left.width, right.width)
        if width - 2 * side - 2 < min(title.width, 8) {
            side = width / 3
            left = left.truncated(toColumns: side)
            right = right.truncated(toColumns: side)
        }
        let middle = width - 2 * side
        let centred =
            middle >= 2
            ? StyledLine(" ") + title.truncated(toColumns: middle - 2).fitted(toColumns: middle - 2, alignment: .center) + StyledLine(" ")
            : StyledLine.blank(middle)
        return left.fitted(toColumns: side) + centred + right.fitted(toColumns: side, alignment: .trailing)
    }

    /// The back button (`‹ Title`) when the bar has one, then the left buttons, outermost first.
    private var leftItems: StyledLine {
        let buttons = joined(Array(bar.leftButtons.enumerated()), placement: .left)
        guard let back = bar.backButtonTitle else { return buttons }
        let backButton = StyledLine("‹ " + back, style: .blue, anchor: .backButton(instance: instance))
        return bar.leftButtons.isEmpty ? backButton : backButton + StyledLine("  ") + buttons
    }

    /// The right buttons, outermost (rightmost) last on the line.
    private var rightItems: StyledLine { joined(bar.rightButtons.enumerated().reversed(), placement: .right) }

    private func joined(_ buttons: [(offset: Int, element: ScreenBarButton)], placement: BarButton.Placement) -> StyledLine {
        var line = StyledLine()
        for (position, (index, button)) in buttons.enumerated() {
            if position > 0 { line.append("  ") }
            var style: TextStyle = button.isEnabled ? .blue : .dim
            if button.isProminent { style.insert(.bold) }
            let anchor = ScreenElement.barButton(instance: instance, placement: placement, index: index)
            line.append(button.isEnabled ? button.title : "(" + button.title + ")", style: style, anchor: anchor)
        }
        return line
    }
}
