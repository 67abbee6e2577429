import Dispatch
import StoryflowIO
import Synchronization

/// The JSON form of a flow picture: `{"format":"storyflow-graph","version":1,...}`, one node, cluster or edge per
/// line, keys in a fixed order, written as UTF-8 in two halves on two cores and joined.
/// The overlays' keys (`findings`, `hits`, `change`, `changes`) appear only in pictures drawn with those
/// overlays; `reference` and `file` only on the parts that have them. docs/graph.schema.json is its schema.
enum GraphJSON {
    static func render(_ picture: FlowPicture) -> UTF8Text {
        var writer = Writer(overlays: picture.overlays)
        writer.raw("{\n  \"format\": \"storyflow-graph\",\n  \"version\": 1,\n  \"name\": ")
        writer.string(picture.name)
        writer.raw(",\n  \"initial\": ")
        writer.optional(picture.initial)
        writer.raw(",\n")
        let overlays = picture.overlays
        if !overlays.isEmpty {
            writer.raw("  \"overlays\": ")
            writer.list(overlays.map(\.rawValue).sorted()) { $0.string($1) }
            writer.raw(",\n")
        }
        if let focus = picture.focus {
            writer.raw("  \"focus\": {\"center\": ")
            writer.string(focus.center)
            writer.raw(", \"depth\": ")
            writer.integer(focus.depth)
            writer.raw(", \"hidden\": ")
            writer.integer(focus.hiddenCount)
            writer.raw("},\n")
        }
        if overlays.contains(.diagnostics) {
            writer.raw("  \"flowFindings\": ")
            writer.list(picture.flowFindings) { $0.finding($1) }
            writer.raw(",\n")
        }
        if overlays.contains(.difference) {
            writer.raw("  \"flowChanges\": ")
            writer.list(picture.flowChanges) { $0.string($1) }
            writer.raw(",\n")
        }
        // The lines need nothing of each other: they are written on two cores, in two parts of about the same work,
        // the scenes and containers with the first segues, then the other segues. A segue's line (seven strings)
        // takes about a third longer than a scene's (four).
        let sceneLines = picture.nodes.count + picture.clusters.count
        let split = min(picture.edges.count, max(0, (4 * picture.edges.count - 3 * sceneLines) / 8))
        let parts = Mutex([UTF8Text](repeating: UTF8Text(), count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            let text = part == 0 ? scenes(of: picture, seguesBefore: split) : segues(of: picture, from: split)
            parts.withLock { $0[part] = text }
        }
        let (first, second) = parts.withLock { ($0[0], $0[1]) }
        // Sized once, so the parts (most of the text) are copied once.
        writer.out.reserveCapacity(writer.out.bytes.count + first.bytes.count + second.bytes.count + 3)
        writer.out.append(first)
        writer.out.append(second)
        writer.raw("\n}\n")
        return writer.out
    }

    /// The `nodes` and `clusters` sections, and the `edges` section's opening and segues before `split`.
    private static func scenes(of picture: FlowPicture, seguesBefore split: Int) -> UTF8Text {
        var writer = Writer(overlays: picture.overlays)
        writer.out.reserveCapacity(200 * (picture.nodes.count + picture.clusters.count + split + 2))
        writer.section("nodes", picture.nodes) { writer, node in
            writer.raw("{\"id\": ")
            writer.string(node.id)
            writer.raw(", \"title\": ")
            writer.optional(node.title)
            writer.raw(", \"className\": ")
            writer.optional(node.className)
            writer.raw(", \"kind\": ")
            writer.string(node.kind)
            writer.location(line: node.line, column: node.column)
            writer.raw(node.isInitial ? ", \"initial\": true" : ", \"initial\": false")
            writer.raw(node.isReachable ? ", \"reachable\": true" : ", \"reachable\": false")
            if let reference = node.reference {
                writer.raw(", \"reference\": ")
                writer.string(reference)
            }
            writer.file(node.file)
            writer.marks(node.marks)
            writer.raw("}")
        }
        writer.raw(",\n")
        writer.section("clusters", picture.clusters) { writer, cluster in
            writer.raw("{\"id\": ")
            writer.string(cluster.id)
            writer.raw(", \"title\": ")
            writer.optional(cluster.title)
            writer.raw(", \"kind\": ")
            writer.string(cluster.kind)
            writer.location(line: cluster.line, column: cluster.column)
            writer.raw(", \"members\": ")
            writer.list(cluster.members) { $0.string($1) }
            writer.file(cluster.file)
            writer.marks(cluster.marks)
            writer.raw("}")
        }
        writer.raw(",\n")
        writer.section("edges", picture.edges, in: 0..<split, closing: false, edge)
        return writer.out
    }

    /// The `edges` section's segues from `split` on, and its closing.
    private static func segues(of picture: FlowPicture, from split: Int) -> UTF8Text {
        var writer = Writer(overlays: picture.overlays)
        writer.out.reserveCapacity(200 * (picture.edges.count - split + 1))
        writer.section("edges", picture.edges, in: split..<picture.edges.count, opening: false, edge)
        return writer.out
    }

    /// One segue's line.
    private static func edge(_ writer: inout Writer, _ edge: FlowPicture.Edge) {
        writer.raw("{\"from\": ")
        writer.string(edge.from)
        writer.raw(", \"to\": ")
        writer.optional(edge.to)
        writer.raw(", \"kind\": ")
        writer.string(edge.kind)
        writer.raw(", \"presentation\": ")
        writer.optional(edge.presentation)
        writer.raw(", \"identifier\": ")
        writer.optional(edge.identifier)
        writer.raw(", \"trigger\": ")
        writer.string(edge.trigger)
        writer.raw(", \"action\": ")
        writer.optional(edge.action)
        writer.location(line: edge.line, column: edge.column)
        writer.file(edge.file)
        writer.marks(edge.marks)
        writer.raw("}")
    }

    /// The text being written, and the overlays whose keys it carries.
    private struct Writer {
        var out = UTF8Text()
        let overlays: Set<FlowPicture.Overlay>

        init(overlays: Set<FlowPicture.Overlay>) {
            self.overlays = overlays
        }

        mutating func raw(_ text: StaticString) { out.append(text) }

        mutating func string(_ value: String) { JSONText.append(value, to: &out) }

        mutating func integer(_ value: Int) { out.append(decimal: value) }

        /// `, "line": L, "column": C`.
        mutating func location(line: Int, column: Int) {
            raw(", \"line\": ")
            integer(line)
            raw(", \"column\": ")
            integer(column)
        }

        mutating func optional(_ value: String?) {
            if let value { string(value) } else { raw("null") }
        }

        /// `[a, b]` on one line.
        mutating func list<Item>(_ items: [Item], _ write: (inout Writer, Item) -> Void) {
            raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { raw(", ") }
                write(&self, item)
            }
            raw("]")
        }

        /// `"name": [` then one item per line, then `]`; or a piece of it (the items in `range`, with or without
        /// the opening and the closing), so that pieces written apart join into the whole section.
        mutating func section<Item>(
            _ name: String, _ items: [Item], in range: Range<Int>? = nil, opening: Bool = true, closing: Bool = true,
            _ write: (inout Writer, Item) -> Void
        ) {
            if opening {
                raw("  \"")
                out.append(name)
                raw("\": [\n")
            }
            for index in range ?? items.indices {
                raw(index > 0 ? ",\n    " : "    ")
                write(&self, items[index])
            }
            if closing { raw(items.isEmpty ? "  ]" : "\n  ]") }
        }

        /// The `file` key of a part declared in a referenced file.
        mutating func file(_ path: String?) {
            guard let path else { return }
            raw(", \"file\": ")
            string(path)
        }

        /// The keys of the overlays drawn, after the part's own keys.
        mutating func marks(_ marks: FlowPicture.Marks) {
            if overlays.contains(.diagnostics) {
                raw(", \"findings\": ")
                list(marks.findings) { $0.finding($1) }
            }
            // Parts the record is not of (from referenced files, removed in a difference) have no count.
            if overlays.contains(.coverage), let hits = marks.hits {
                raw(", \"hits\": ")
                integer(hits)
            }
            if overlays.contains(.difference) {
                raw(", \"change\": ")
                optional(marks.change?.rawValue)
                raw(", \"changes\": ")
                list(marks.changes) { $0.string($1) }
            }
        }

        mutating func finding(_ finding: FlowPicture.Finding) {
            raw("{\"severity\": ")
            string(finding.severity)
            raw(", \"rule\": ")
            string(finding.rule)
            raw(", \"message\": ")
            string(finding.message)
            location(line: finding.line, column: finding.column)
            raw("}")
        }
    }
}
