import StoryflowIO

/// The terminal outline of a flow picture: containers as indented trees, then one `→` line per segue, then the
/// scenes nothing reaches.
enum GraphText {
    static func render(_ picture: FlowPicture) -> String {
        var lines = [picture.name]
        let clusters = Dictionary(picture.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let nodes = Dictionary(picture.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ id: String, depth: Int) {
            let mark = nodes[id]?.isInitial == true ? "  ← start" : ""
            lines.append(String(repeating: "  ", count: depth) + describe(nodes[id], id: id) + mark)
        }
        var visited: Set<String> = []
        func outline(_ id: String, depth: Int) {
            guard let container = clusters[id], visited.insert(id).inserted, depth < 64 else { return }
            lines.append(String(repeating: "  ", count: depth) + "\(container.id): \(container.kind)" + (container.title.map { " \"\($0)\"" } ?? ""))
            for child in container.members {
                if clusters[child] != nil { outline(child, depth: depth + 1) } else { node(child, depth: depth + 1) }
            }
        }
        for id in picture.topClusters { outline(id, depth: 0) }
        for id in picture.looseNodes { node(id, depth: 0) }
        if !picture.edges.isEmpty { lines.append("segues:") }
        for edge in picture.edges {
            lines.append("  \(edge.from) → \(edge.to ?? "?")  \(edge.kind)  \(picture.label(of: edge))  (line \(edge.line))")
        }
        let unreachable = picture.nodes.filter { !$0.isReachable }.map(\.id)
        if !unreachable.isEmpty { lines.append("unreachable: " + unreachable.joined(separator: ", ")) }
        return lines.map { TerminalText.visible($0) + "\n" }.joined()
    }

    private static func describe(_ node: FlowPicture.Node?, id: String) -> String {
        guard let node else { return id }
        let title = node.title.map { " \"\($0)\"" } ?? ""
        return "\(node.id)\(title) (\(node.className ?? node.kind))"
    }
}
