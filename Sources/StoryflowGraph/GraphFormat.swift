import StoryflowIO

/// The formats `storyflow graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// An outline for the terminal: containers as indented trees, segues as `→` lines.
    case text
    /// Graphviz DOT: containers as clusters, segues styled by kind (`dot -Tsvg` draws it).
    case dot
    /// A Mermaid flowchart, which GitHub and GitLab draw in Markdown.
    case mermaid
    /// The picture as data: nodes, clusters and edges with their kinds and source locations.
    case json
    /// A few Markdown lines for a pull request: what changed (with `--diff`) or what the flow holds, and the
    /// Mermaid picture in a fold.
    case markdown

    /// The format a file name's extension asks for (`.dot`/`.gv`, `.mmd`/`.mermaid`, `.json`, `.txt`, `.md`).
    public init?(fileExtensionOf path: String) {
        switch path.split(separator: ".").last.map({ $0.lowercased() }) {
        case "dot", "gv": self = .dot
        case "mmd", "mermaid": self = .mermaid
        case "json": self = .json
        case "txt": self = .text
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }

    /// The text of `picture` in this format.
    public func render(_ picture: FlowPicture) -> String {
        switch self {
        case .text: GraphText.render(picture)
        case .dot: GraphDOT.render(picture).string
        case .mermaid: GraphMermaid.render(picture)
        case .json: GraphJSON.render(picture).string
        case .markdown: GraphMarkdown.render(picture)
        }
    }

    /// The text of `picture` in this format, as UTF-8 bytes to be written out: the DOT and JSON pictures, written
    /// as bytes, are not made into a `String` on the way.
    public func renderUTF8(_ picture: FlowPicture) -> UTF8Text {
        switch self {
        case .dot: GraphDOT.render(picture)
        case .json: GraphJSON.render(picture)
        case .text, .mermaid, .markdown: UTF8Text(render(picture))
        }
    }
}

extension FlowPicture {
    /// How a scene is labelled: its title, then its class; its id only when it has neither.
    func label(of id: String) -> [String] {
        if let index = nodeIndex[id] {
            let node = nodes[index]
            let parts = [node.title, node.className, node.reference.map { "→ " + $0 }].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? [node.id] : parts
        }
        return [id]
    }

    /// `count` and the noun, singular for one (`1 segue`, `2 segues`).
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) " + (count == 1 ? noun : noun + "s")
    }

    /// The node with this id.
    func node(_ id: String) -> Node? { nodeIndex[id].map { nodes[$0] } }

    /// An edge's label: its identifier, and what fires it.
    func label(of edge: Edge) -> String {
        var label = ""
        func add(_ part: String) {
            if !label.isEmpty { label += " · " }
            label += part
        }
        if let identifier = edge.identifier, !identifier.isEmpty { add(identifier) }
        if edge.kind == .unwindKind, let action = edge.action { add("unwind " + action) }
        add(edge.trigger)
        if let presentation = edge.presentation { add(presentation) }
        return label
    }
}

extension String {
    /// The `unwind` segue kind's raw value.
    static let unwindKind = "unwind"
}
