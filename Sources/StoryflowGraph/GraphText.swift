import StoryflowIO

/// The terminal outline of a flow picture: containers as indented trees, then one `→` line per segue, then the
/// scenes nothing reaches.
enum GraphText {
    static func render(_ picture: FlowPicture) -> String {
        var lines = [picture.name]
        if let caption = picture.focusCaption { lines.append(caption) }
        lines += picture.flowChanges.map { "changed: " + $0 }
        if picture.overlays.contains(.difference), picture.flowChanges.isEmpty, !picture.hasChanges {
            lines.append("no changes to scenes, containers or segues")
        }
        lines += picture.flowFindings.map { "flow: " + describe($0) }
        let clusters = Dictionary(picture.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let nodes = Dictionary(picture.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ id: String, depth: Int) {
            let mark = (nodes[id]?.isInitial == true ? "  ← start" : "") + (picture.focus?.center == id ? "  ◉ focus" : "")
            let marks = nodes[id].map { describe($0.marks, counting: "shown") } ?? ""
            lines.append(String(repeating: "  ", count: depth) + describe(nodes[id], id: id) + mark + marks)
            lines += findingLines(nodes[id]?.marks, depth: depth + 1)
        }
        var visited: Set<String> = []
        func outline(_ id: String, depth: Int) {
            guard let container = clusters[id], visited.insert(id).inserted, depth < 64 else { return }
            lines.append(
                String(repeating: "  ", count: depth) + "\(container.id): \(container.kind)" + (container.title.map { " \"\($0)\"" } ?? "")
                    + describe(container.marks, counting: "shown"))
            lines += findingLines(container.marks, depth: depth + 1)
            for child in container.members {
                if clusters[child] != nil { outline(child, depth: depth + 1) } else { node(child, depth: depth + 1) }
            }
        }
        for id in picture.topClusters { outline(id, depth: 0) }
        for id in picture.looseNodes { node(id, depth: 0) }
        if !picture.edges.isEmpty { lines.append("segues:") }
        // Segues in the order of the file (a storyboard lists a scene's segues by where they start, not by line).
        let ordered = picture.edges.sorted { ($0.file ?? "", $0.line, $0.column) < ($1.file ?? "", $1.line, $1.column) }
        func end(_ id: String?) -> String {
            guard let id else { return "?" }
            guard picture.isStoryboard else { return id }
            if let title = picture.node(id)?.title ?? clusters[id]?.title { return "\(id) \"\(title)\"" }
            // A container without a title is named by what it shows first.
            if let cluster = clusters[id], let first = cluster.members.first, let title = picture.node(first)?.title {
                return "\(id) (\(cluster.kind) of \"\(title)\")"
            }
            return id
        }
        for edge in ordered {
            lines.append(
                "  \(end(edge.from)) → \(end(edge.to))  \(edge.kind)  \(picture.label(of: edge))  (line \(edge.line))" + describe(edge.marks, counting: "fired")
            )
            lines += findingLines(edge.marks, depth: 2)
        }
        let unreachable = picture.nodes.filter { !$0.isReachable }.map(\.id)
        if !unreachable.isEmpty { lines.append("unreachable: " + unreachable.joined(separator: ", ")) }
        return lines.map { TerminalText.visible($0) + "\n" }.joined()
    }

    /// The findings on a part, one line each under it.
    private static func findingLines(_ marks: FlowPicture.Marks?, depth: Int) -> [String] {
        (marks?.findings ?? []).map { String(repeating: "  ", count: depth) + "! " + describe($0) }
    }

    /// The overlays' marks after a line: `[added]`, `[changed: ...]`, `(shown 2×)`.
    private static func describe(_ marks: FlowPicture.Marks, counting verb: String) -> String {
        var parts: [String] = []
        switch marks.change {
        case .changed?: parts.append("[changed: " + marks.changes.joined(separator: "; ") + "]")
        case let change?: parts.append("[\(change.rawValue)]")
        case nil: break
        }
        if let hits = marks.hits { parts.append(hits == 0 ? "(never \(verb))" : "(\(verb) \(hits)×)") }
        return parts.isEmpty ? "" : "  " + parts.joined(separator: " ")
    }

    private static func describe(_ finding: FlowPicture.Finding) -> String {
        "\(finding.severity): \(finding.message) [\(finding.rule)] (line \(finding.line))"
    }

    private static func describe(_ node: FlowPicture.Node?, id: String) -> String {
        guard let node else { return id }
        let title = node.title.map { " \"\($0)\"" } ?? ""
        if let reference = node.reference { return "\(node.id)\(title) → \(reference)" }
        return "\(node.id)\(title) (\(node.className ?? node.kind))"
    }
}
