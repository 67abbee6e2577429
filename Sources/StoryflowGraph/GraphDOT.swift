import StoryflowIO

/// The Graphviz DOT form of a flow picture: containers as nested clusters, segues styled by kind (show solid,
/// present dashed, popover dotted, unwind grey and back-pointing, embed with a diamond), the start marked by a
/// point, scenes nothing reaches in grey.
enum GraphDOT {
    static func render(_ picture: FlowPicture) -> String {
        var lines = [
            "digraph \(quoted(picture.name)) {",
            #"  graph [rankdir=LR, compound=true, fontname="Helvetica"];"#,
            #"  node [shape=box, style=rounded, fontname="Helvetica"];"#,
            #"  edge [fontname="Helvetica", fontsize=10];"#,
        ]
        let clusters = Dictionary(picture.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let nodes = Dictionary(picture.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ id: String, indent: String) {
            let reachable = nodes[id]?.isReachable ?? true
            lines.append(indent + quoted(id) + " [label=" + quoted(picture.label(of: id).joined(separator: "\n")) + (reachable ? "" : ", color=gray, fontcolor=gray") + "];")
        }
        var visited: Set<String> = []
        func open(_ id: String, depth: Int) {
            guard let cluster = clusters[id], visited.insert(id).inserted, depth < 64 else { return }
            let indent = String(repeating: "  ", count: depth + 1)
            lines.append(indent + "subgraph " + quoted("cluster_" + id) + " {")
            lines.append(indent + "  label=" + quoted("\(cluster.title ?? cluster.id) (\(cluster.kind))") + "; style=rounded;")
            // An invisible point stands for the container, so edges to it end at its border.
            lines.append(indent + "  " + quoted(id) + " [shape=point, style=invis];")
            for child in cluster.members {
                if clusters[child] != nil { open(child, depth: depth + 1) } else { node(child, indent: indent + "  ") }
            }
            lines.append(indent + "}")
        }
        for id in picture.topClusters { open(id, depth: 0) }
        for id in picture.looseNodes { node(id, indent: "  ") }
        if let initial = picture.initial {
            lines.append(#"  "start" [shape=point, width=0.15];"#)
            lines.append("  \"start\" -> " + quoted(initial) + (clusters[initial] != nil ? " [lhead=" + quoted("cluster_" + initial) + "]" : "") + ";")
        }
        for edge in picture.edges {
            guard let target = edge.to else { continue }
            var attributes = ["label=" + quoted(picture.label(of: edge))]
            switch edge.kind {
            case "present", "modal": attributes.append("style=dashed")
            case "popover": attributes.append("style=dotted")
            case .unwindKind: attributes += ["color=gray", "fontcolor=gray", "style=dashed", "arrowhead=empty"]
            case "embed": attributes += ["style=dashed", "arrowhead=diamond"]
            default: break
            }
            if clusters[target] != nil { attributes.append("lhead=" + quoted("cluster_" + target)) }
            lines.append("  " + quoted(edge.from) + " -> " + quoted(target) + " [" + attributes.joined(separator: ", ") + "];")
        }
        lines.append("}")
        return lines.map { $0 + "\n" }.joined()
    }

    /// `text` as a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`, and what a
    /// terminal would act on (other controls, bidirectional overrides; `TerminalText`) dropped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where TerminalText.needsEscaping(scalar): continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
