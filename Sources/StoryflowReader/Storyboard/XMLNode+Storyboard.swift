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

    /// A label's text: `text`, else the content of its attributed text's fragments.
    var labelText: String? {
        if let text = stringProperty("text") { return text }
        guard let attributed = child(withKey: "attributedText") else { return nil }
        let fragments = attributed.children(named: "fragment").compactMap { $0.stringProperty("content") }
        return fragments.isEmpty ? nil : fragments.joined()
    }

    /// Calls `body` on this element and every element inside it, depth first.
    func forEachDescendant(_ body: (XMLNode, _ parent: XMLNode?) -> Void) {
        var stack: [(XMLNode, XMLNode?)] = [(self, nil)]
        while let (node, parent) = stack.popLast() {
            body(node, parent)
            for child in node.children.reversed() { stack.append((child, node)) }
        }
    }
}
