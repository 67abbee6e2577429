import Dispatch
import StoryflowIO
import Synchronization

/// The Graphviz DOT form of a flow picture: containers as nested clusters, segues styled by kind (show solid,
/// present dashed, popover dotted, unwind grey and back-pointing, embed with a diamond, a storyboard reference
/// bold into the other file's cluster), the start marked by a
/// point, scenes nothing reaches in grey. Overlays colour what they mark (`DOTMarks`).
enum GraphDOT {
    static func render(_ picture: FlowPicture) -> UTF8Text {
        var out = UTF8Text()
        func line(_ text: String) {
            out.append(text)
            out.append("\n")
        }
        line("digraph \(quoted(picture.name)) {")
        line(#"  graph [rankdir=LR, compound=true, fontname="Helvetica"];"#)
        line(#"  node [shape=box, style=rounded, fontname="Helvetica"];"#)
        line(#"  edge [fontname="Helvetica", fontsize=10];"#)
        if let caption = picture.focusCaption { line("  label=" + quoted(caption) + "; labelloc=t;") }
        let clusters = Dictionary(picture.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The scenes and the segues need nothing of each other: they are written on two cores at once.
        let parts = Mutex([UTF8Text](repeating: UTF8Text(), count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            let text = part == 0 ? scenes(of: picture, clusters: clusters) : segues(of: picture, clusters: clusters)
            parts.withLock { $0[part] = text }
        }
        let (scenesPart, seguesPart) = parts.withLock { ($0[0], $0[1]) }
        // Sized once, so the parts (most of the text) are copied once.
        out.reserveCapacity(out.bytes.count + scenesPart.bytes.count + seguesPart.bytes.count + 2)
        out.append(scenesPart)
        out.append(seguesPart)
        line("}")
        return out
    }

    /// The clusters and scenes, then the start.
    private static func scenes(of picture: FlowPicture, clusters: [String: FlowPicture.Cluster]) -> UTF8Text {
        var out = UTF8Text()
        out.reserveCapacity(80 * (picture.nodes.count + picture.clusters.count + 4))
        func line(_ text: String) {
            out.append(text)
            out.append("\n")
        }
        func node(_ id: String, indent: String) {
            let found = picture.node(id)
            let label = picture.label(of: id)
            let isFocus = picture.focus?.center == id
            guard let marks = found?.marks, marks != FlowPicture.Marks() || found?.isReachable == false || isFocus else {
                out.append(indent)
                appendQuoted(id, to: &out)
                out.append(" [label=")
                appendQuoted(lines: label, to: &out)
                out.append("];\n")
                return
            }
            var attributes = ["label=" + quoted((label + DOTMarks.labelLines(marks, counting: "shown")).joined(separator: "\n"))]
            attributes += DOTMarks.attributes(marks, isReachable: found?.isReachable ?? true, baseStyle: isFocus ? ["rounded", "bold"] : ["rounded"])
            if isFocus { attributes.append("penwidth=3") }
            line(indent + quoted(id) + " [" + attributes.joined(separator: ", ") + "];")
        }
        var visited: Set<String> = []
        func open(_ id: String, depth: Int) {
            guard let cluster = clusters[id], visited.insert(id).inserted, depth < 64 else { return }
            let indent = String(repeating: "  ", count: depth + 1)
            line(indent + "subgraph " + quoted("cluster_" + id) + " {")
            let label = ["\(cluster.title ?? cluster.id) (\(cluster.kind))"] + DOTMarks.labelLines(cluster.marks, counting: "shown")
            let marked = DOTMarks.attributes(cluster.marks, isReachable: true, baseStyle: ["rounded"])
            // Graphviz gives a cluster its parent's colours unless it has its own.
            let plain = picture.overlays.isEmpty ? ["style=rounded"] : ["style=rounded", "color=black", "fontcolor=black", "penwidth=1"]
            let attributes = ["label=" + quoted(label.joined(separator: "\n"))] + (marked.isEmpty ? plain : marked)
            line(indent + "  " + attributes.joined(separator: "; ") + ";")
            // An invisible point stands for the container, so edges to it end at its border.
            line(indent + "  " + quoted(id) + " [shape=point, style=invis];")
            for child in cluster.members {
                if clusters[child] != nil { open(child, depth: depth + 1) } else { node(child, indent: indent + "  ") }
            }
            line(indent + "}")
        }
        for id in picture.topClusters { open(id, depth: 0) }
        for id in picture.looseNodes { node(id, indent: "  ") }
        if let initial = picture.initial {
            line(#"  "start" [shape=point, width=0.15];"#)
            line("  \"start\" -> " + quoted(initial) + (clusters[initial] != nil ? " [lhead=" + quoted("cluster_" + initial) + "]" : "") + ";")
        }
        return out
    }

    /// A line for each segue (and a `?` for each whose destination is not known).
    private static func segues(of picture: FlowPicture, clusters: [String: FlowPicture.Cluster]) -> UTF8Text {
        var out = UTF8Text()
        out.reserveCapacity(120 * (picture.edges.count + 1))
        func line(_ text: String) {
            out.append(text)
            out.append("\n")
        }
        for (index, edge) in picture.edges.enumerated() {
            // A segue whose destination is not known (an unwind no walk can fire) points at a grey `?`.
            let target = edge.to ?? "?\(index)"
            if edge.to == nil { line("  " + quoted(target) + #" [shape=plaintext, label="?", fontcolor=gray];"#) }
            let lhead = clusters[target] != nil ? ", lhead=" + quoted("cluster_" + target) : ""
            guard edge.marks != FlowPicture.Marks() else {
                // Most segues carry no marks: their line is written in one go.
                out.append("  ")
                appendQuoted(edge.from, to: &out)
                out.append(" -> ")
                appendQuoted(target, to: &out)
                out.append(" [label=")
                appendQuoted(picture.label(of: edge), to: &out)
                if let attributes = kindAttributes[edge.kind] { out.append(attributes) }
                out.append(lhead)
                out.append("];\n")
                continue
            }
            let label = ([picture.label(of: edge)] + DOTMarks.labelLines(edge.marks, counting: "fired")).joined(separator: "\n")
            var attributes = ["label=" + quoted(label)]
            var style: [String] = []
            switch edge.kind {
            case "present", "modal": style.append("dashed")
            case "popover", "legacyPopover": style.append("dotted")
            case .unwindKind:
                attributes += ["color=gray", "fontcolor=gray", "arrowhead=empty"]
                style.append("dashed")
            case "embed":
                attributes.append("arrowhead=diamond")
                style.append("dashed")
            case "reference":
                attributes.append("arrowhead=vee")
                style.append("bold")
            default: break
            }
            let marked = DOTMarks.attributes(edge.marks, isReachable: true, baseStyle: style)
            if marked.contains(where: { $0.hasPrefix("color=") }) { attributes.removeAll { $0.hasPrefix("color=") || $0.hasPrefix("fontcolor=") } }
            attributes += marked.isEmpty && !style.isEmpty ? ["style=" + style.joined(separator: ",")] : marked
            if clusters[target] != nil { attributes.append("lhead=" + quoted("cluster_" + target)) }
            line("  " + quoted(edge.from) + " -> " + quoted(target) + " [" + attributes.joined(separator: ", ") + "];")
        }
        return out
    }

    /// The attributes of an unmarked segue of each kind after its label, as the marked path writes them.
    private static let kindAttributes = [
        "present": ", style=dashed", "modal": ", style=dashed", "popover": ", style=dotted", "legacyPopover": ", style=dotted",
        String.unwindKind: ", color=gray, fontcolor=gray, arrowhead=empty, style=dashed",
        "embed": ", arrowhead=diamond, style=dashed", "reference": ", arrowhead=vee, style=bold",
    ]

    /// The longest name or label written whole, in UTF-8 bytes: Graphviz refuses strings over 16,384.
    static let maximumLength = 1_000

    /// A name or label too long to write: its start, `…`, and a checksum of the whole (so two long names that
    /// start alike stay apart).
    static func shortened(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var start = ""
        for character in text {
            guard start.utf8.count + character.utf8.count <= maximumLength / 2 else { break }
            start.append(character)
        }
        return start + "… #" + String(hash, radix: 16)
    }

    /// `text` as a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`, `&` as
    /// `&amp;`, what a terminal would act on (other controls, bidirectional overrides; `TerminalText`) dropped,
    /// and a text longer than `maximumLength` shortened.
    static func quoted(_ text: String) -> String {
        var result = UTF8Text()
        appendQuoted(text, to: &result)
        return result.string
    }

    /// Appends `text` as `quoted(_:)` writes it to `out`.
    static func appendQuoted(_ text: String, to out: inout UTF8Text) {
        guard text.utf8.count <= maximumLength else { return appendQuoted(shortened(text), to: &out) }
        if isPlain(text) {
            out.append("\"")
            out.append(text)
            out.append("\"")
            return
        }
        out.append("\"")
        out.append(
            MarkupText.escaped(text) { scalar in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                // Graphviz reads `&...;` as a character entity: written as `&amp;`, a name stays the text it is.
                case "&": "&amp;"
                default: nil
                }
            })
        out.append("\"")
    }

    /// Appends `lines` joined by line breaks as `quoted(_:)` writes them, without joining them when each is plain.
    static func appendQuoted(lines: [String], to out: inout UTF8Text) {
        let length = lines.reduce(max(lines.count - 1, 0)) { $0 + $1.utf8.count }
        guard length <= maximumLength, lines.allSatisfy(isPlain) else { return appendQuoted(lines.joined(separator: "\n"), to: &out) }
        out.append("\"")
        for (index, line) in lines.enumerated() {
            if index > 0 { out.append("\\n") }
            out.append(line)
        }
        out.append("\"")
    }

    /// Whether `text` is printable ASCII with nothing `quoted(_:)` escapes, so it is written as it is.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "&") }
    }
}
