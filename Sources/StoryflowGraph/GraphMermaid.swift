import StoryflowIO

/// The Mermaid flowchart form of a flow picture: containers as subgraphs, segues as arrows (present and popover
/// and unwind dotted), with ids Mermaid accepts whatever the scene ids are.
enum GraphMermaid {
    static func render(_ picture: FlowPicture) -> String {
        var lines = ["flowchart LR"]
        var ids: [String: String] = [:]
        for (index, node) in picture.nodes.enumerated() { ids[node.id] = "s\(index)" }
        for (index, cluster) in picture.clusters.enumerated() { ids[cluster.id] = "c\(index)" }
        let clusters = Dictionary(picture.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ id: String, indent: String) {
            guard let name = ids[id] else { return }
            let label = picture.label(of: id) + DOTMarks.labelLines(picture.node(id)?.marks ?? .init(), counting: "shown")
            lines.append(indent + name + "[\"" + label.map(text).joined(separator: "<br/>") + "\"]")
        }
        var visited: Set<String> = []
        func open(_ id: String, depth: Int) {
            guard let cluster = clusters[id], let name = ids[id], visited.insert(id).inserted, depth < 64 else { return }
            let indent = String(repeating: "  ", count: depth + 1)
            let label = ["\(cluster.title ?? cluster.id) (\(cluster.kind))"] + DOTMarks.labelLines(cluster.marks, counting: "shown")
            lines.append(indent + "subgraph " + name + "[\"" + label.map(text).joined(separator: "<br/>") + "\"]")
            for child in cluster.members {
                if clusters[child] != nil { open(child, depth: depth + 1) } else { node(child, indent: indent + "  ") }
            }
            lines.append(indent + "end")
        }
        for id in picture.topClusters { open(id, depth: 0) }
        for id in picture.looseNodes { node(id, indent: "  ") }
        var linkCount = 0
        var linkStyles: [String] = []
        var missing: [String] = []
        if let initial = picture.initial, let name = ids[initial] {
            lines.append("  start((start)) --> " + name)
            linkCount += 1
        }
        for (index, edge) in picture.edges.enumerated() {
            guard let from = ids[edge.from] else { continue }
            // A segue whose destination is not known (an unwind no walk can fire) points at a `?`; one whose
            // destination does not exist, at a node naming it, so the picture shows the mistake its finding reports.
            let to: String
            if let target = edge.to {
                if let known = ids[target] {
                    to = known
                } else {
                    to = "m\(index)[\"" + text(target) + " (no such scene)\"]"
                    missing.append("m\(index)")
                }
            } else {
                to = "u\(index)((\"?\"))"
            }
            let arrow =
                switch edge.kind {
                case "present", "modal", "popover", "legacyPopover", .unwindKind: "-.->"
                default: "-->"
                }
            let label = [picture.label(of: edge)] + DOTMarks.labelLines(edge.marks, counting: "fired")
            lines.append("  " + from + " " + arrow + "|\"" + label.map(text).joined(separator: "<br/>") + "\"| " + to)
            if let style = MermaidMarks.linkStyle(edge.marks) { linkStyles.append("  linkStyle \(linkCount) " + style) }
            linkCount += 1
        }
        lines += linkStyles
        if !missing.isEmpty {
            lines.append("  classDef missing stroke:\(DOTMarks.severityColors["error"]!),stroke-dasharray:5 5,color:\(DOTMarks.severityColors["error"]!)")
            lines.append("  class " + missing.joined(separator: ",") + " missing")
        }
        let unreachable = picture.nodes.filter { !$0.isReachable }.compactMap { ids[$0.id] }
        if !unreachable.isEmpty {
            lines.append("  classDef unreachable stroke:#999,color:#999")
            lines.append("  class " + unreachable.joined(separator: ",") + " unreachable")
        }
        // The overlays' classes come last, so their colours win over the grey of scenes nothing reaches.
        lines += MermaidMarks.classes(picture, ids: ids)
        return lines.map { $0 + "\n" }.joined()
    }

    /// `value` inside a Mermaid quoted label: quotes as `#quot;`, markup characters as entities, and what a terminal
    /// would act on (controls, bidirectional overrides; `TerminalText`) dropped.
    private static func text(_ value: String) -> String {
        MarkupText.escaped(value) { scalar in
            switch scalar {
            case "\"": "#quot;"
            // Mermaid reads `#...;` and `&...;` as character codes: written as codes, they stay the text they are.
            case "#": "#35;"
            case "&": "#38;"
            case "<": "#lt;"
            case ">": "#gt;"
            default: nil
            }
        }
    }
}
