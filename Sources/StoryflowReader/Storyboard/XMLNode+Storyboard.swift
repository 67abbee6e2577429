import StoryflowModel

/// Helpers for the storyboard dialect, where a property is either an attribute or a child element with `key`.
extension XMLNode {
    /// The child element with this `key` attribute (`<view key="view">`, `<navigationItem key="navigationItem">`).
    func child(withKey key: String) -> XMLNode? {
        children.first { $0.attribute("key") == key }
    }

    /// A string property: the attribute `name`, else the text of a `<string key="name">` child.
    func stringProperty(_ name: String) -> String? {
        if let value = attribute(name) { return value }
        return children.first { $0.name == "string" && $0.attribute("key") == name }?.text
    }

    /// Whether a `YES`/`NO` attribute is `YES`.
    func flag(_ name: String) -> Bool {
        attribute(name) == "YES"
    }

    /// The elements inside this element's `<connections>`.
    var connections: [XMLNode] {
        child(named: "connections").map { Array($0.children) } ?? []
    }

    /// This element's subviews (`<subviews>` children).
    var subviews: [XMLNode] {
        child(named: "subviews").map { Array($0.children) } ?? []
    }

    /// This element's subviews in the order a person reads the screen: by their frames, top to bottom, and left to
    /// right within a row (views whose vertical middles each lie within the other's height as the row's first
    /// view's: a full-screen background is a row of its own). A stack view's subviews keep their order, which is
    /// how it arranges them, and so do subviews of which any has no frame.
    var subviewsInLayoutOrder: [XMLNode] {
        let views = subviews
        guard name != "stackView", views.count > 1 else { return views }
        var framed: [(view: XMLNode, frame: Frame)] = []
        framed.reserveCapacity(views.count)
        for view in views {
            guard let frame = view.frame else { return views }
            framed.append((view, frame))
        }
        // Stable: views at the same height keep their order.
        framed = framed.enumerated().sorted { ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset) }.map(\.element)
        var ordered: [XMLNode] = []
        ordered.reserveCapacity(views.count)
        var start = 0
        while start < framed.count {
            let first = framed[start].frame
            var end = start + 1
            while end < framed.count, Self.shareARow(first, framed[end].frame) { end += 1 }
            let row = framed[start..<end].enumerated().sorted { ($0.element.frame.x, $0.offset) < ($1.element.frame.x, $1.offset) }
            ordered += row.map(\.element.view)
            start = end
        }
        return ordered
    }

    /// Whether `next` (below or level with `first`) reads on the same row: the vertical middle of each lies within
    /// the other's height.
    private static func shareARow(_ first: Frame, _ next: Frame) -> Bool {
        let nextMiddle = next.y + next.height / 2, firstMiddle = first.y + first.height / 2
        return nextMiddle <= first.y + first.height && firstMiddle >= next.y && firstMiddle <= next.y + next.height
    }

    /// A view's frame in its superview (`<rect key="frame">`), when it has one with finite numbers.
    var frame: Frame? {
        guard let rect = child(withKey: "frame"), rect.name == "rect",
            let x = rect.attribute("x").flatMap(Double.init), let y = rect.attribute("y").flatMap(Double.init),
            let width = rect.attribute("width").flatMap(Double.init), let height = rect.attribute("height").flatMap(Double.init),
            x.isFinite, y.isFinite, width.isFinite, height.isFinite
        else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// A rectangle in points, as Interface Builder writes a view's frame.
    struct Frame {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// A label's text: `text`, else the content of its attributed text's fragments.
    var labelText: String? {
        if let text = stringProperty("text") { return text }
        guard let attributed = child(withKey: "attributedText") else { return nil }
        let fragments = attributed.children(named: "fragment").compactMap { $0.stringProperty("content") }
        return fragments.isEmpty ? nil : fragments.joined()
    }

    /// Calls `body` on this element and every element inside it, depth first. The walk keeps elements' numbers
    /// in the arena, not nodes, so it holds no extra reference to the arena per element.
    func forEachDescendant(_ body: (XMLNode, _ parent: XMLNode?) -> Void) {
        let arena = arena
        var stack: [(index: Int, parent: Int?)] = [(index, nil)]
        while let (current, parent) = stack.popLast() {
            body(XMLNode(arena: arena, index: current), parent.map { XMLNode(arena: arena, index: $0) })
            for link in arena.elements[current].children.reversed() { stack.append((arena.childLinks[link], current)) }
        }
    }
}
