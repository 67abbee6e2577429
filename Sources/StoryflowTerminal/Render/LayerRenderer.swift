import StoryflowScreen

/// Draws one layer (a scene with its navigation bar and tab bar, or a split view's columns) as a boxed frame.
struct LayerRenderer {
    /// Split view columns narrower than this are stacked instead of drawn side by side.
    static let minimumColumnWidth = 30

    let numbering: ScreenNumbering
    /// The layer whose tab bar's tabs can be selected (the screen's top layer): its tabs are anchored.
    var tabBarOwner: String?

    /// The layer's frame, `width` columns wide, borders included.
    func frame(_ layer: ScreenLayer, width: Int) -> [StyledLine] {
        let box = FrameBox(width: width)
        var label = layer.instance
        if let presentation = layer.presentation { label += " · " + presentation.rawValue }
        var lines = [box.top(label: label)]
        if let bar = layer.navigationBar {
            lines += NavigationBarRenderer(bar: bar, instance: layer.instance).lines(width: box.contentWidth).map(box.framed)
            lines.append(box.divider())
        }
        var body =
            layer.columns.isEmpty
            ? bodyLines(layer.body, instance: layer.instance, width: box.contentWidth)
            : columnLines(layer.columns, width: box.contentWidth)
        if body.isEmpty { body = [StyledLine()] }
        lines += body.map(box.framed)
        if let tabBar = layer.tabBar {
            lines.append(box.divider())
            lines.append(box.framed(tabBarLine(tabBar, width: box.contentWidth, anchored: layer.instance == tabBarOwner)))
        }
        lines.append(box.bottom())
        return lines
    }

    /// The scene's controls above its table, the table, then the controls below it.
    func bodyLines(_ body: ScreenBody, instance: String, width: Int) -> [StyledLine] {
        let controls = ControlRenderer(numbering: numbering, layers: self)
        var lines = controls.lines(for: body.controls, at: body.controlIndicesAboveTable, instance: instance, parentPath: [], width: width)
        if let table = body.table {
            lines += TableRenderer(numbering: numbering).lines(for: table, instance: instance, width: width)
        }
        lines += controls.lines(for: body.controls, at: Array(body.controlIndicesBelowTable), instance: instance, parentPath: [], width: width)
        return lines
    }

    /// Split view columns: side by side when each gets at least `minimumColumnWidth` columns, stacked otherwise.
    private func columnLines(_ columns: [ScreenLayer], width: Int) -> [StyledLine] {
        let gaps = columns.count - 1
        let columnWidth = (width - gaps) / columns.count
        guard columnWidth >= Self.minimumColumnWidth else {
            return columns.flatMap { frame($0, width: width) }
        }
        let widths = columns.indices.map { $0 == columns.count - 1 ? width - gaps - columnWidth * gaps : columnWidth }
        let frames = zip(columns, widths).map { frame($0, width: $1) }
        let height = frames.map(\.count).max() ?? 0
        return (0..<height).map { index in
            var line = StyledLine()
            for (offset, frame) in frames.enumerated() {
                if offset > 0 { line.append(" ") }
                line.append(index < frame.count ? frame[index] : .blank(widths[offset]))
            }
            return line
        }
    }

    /// The tab bar: every tab in an equal slot, the selected one in brackets.
    private func tabBarLine(_ tabBar: ScreenTabBar, width: Int, anchored: Bool) -> StyledLine {
        guard !tabBar.items.isEmpty else { return StyledLine() }
        let slot = width / tabBar.items.count
        var line = StyledLine()
        for (index, item) in tabBar.items.enumerated() {
            let slotWidth = index == tabBar.items.count - 1 ? width - slot * index : slot
            var title = item.title
            if let badge = item.badge { title += " (" + badge + ")" }
            let isSelected = index == tabBar.selectedIndex
            let text =
                isSelected
                ? StyledLine("[", style: .bold) + StyledLine(title, style: [.bold, .blue]).truncated(toColumns: slotWidth - 2) + StyledLine("]", style: .bold)
                : StyledLine(title, style: .dim).truncated(toColumns: slotWidth - 2)
            line.append(text.fitted(toColumns: slotWidth, alignment: .center).anchored(to: anchored ? .tab(index: index) : nil))
        }
        return line
    }
}
