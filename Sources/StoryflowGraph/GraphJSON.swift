import StoryflowIO

/// The JSON form of a flow picture: `{"format":"storyflow-graph","version":1,...}`, one node, cluster or edge per
/// line, keys in a fixed order, written directly (a picture of 10,000 scenes takes a few milliseconds). The
/// overlays' keys (`findings`, `hits`, `change`, `changes`) appear only in pictures drawn with those overlays.
/// docs/graph.schema.json is its schema.
enum GraphJSON {
    static func render(_ picture: FlowPicture) -> String {
        var out = "{\n  \"format\": \"storyflow-graph\",\n  \"version\": 1,\n"
        out += "  \"name\": " + string(picture.name) + ",\n"
        out += "  \"initial\": " + optional(picture.initial) + ",\n"
        let overlays = picture.overlays
        if !overlays.isEmpty {
            out += "  \"overlays\": [" + overlays.map(\.rawValue).sorted().map(string).joined(separator: ", ") + "],\n"
        }
        if let focus = picture.focus {
            out += "  \"focus\": {\"center\": \(string(focus.center)), \"depth\": \(focus.depth), \"hidden\": \(focus.hiddenCount)},\n"
        }
        if overlays.contains(.diagnostics) { out += "  \"flowFindings\": [" + picture.flowFindings.map(finding).joined(separator: ", ") + "],\n" }
        if overlays.contains(.difference) { out += "  \"flowChanges\": [" + picture.flowChanges.map(string).joined(separator: ", ") + "],\n" }
        out += "  \"nodes\": [\n" + picture.nodes.map { node in
            "    {\"id\": \(string(node.id)), \"title\": \(optional(node.title)), \"className\": \(optional(node.className)), "
                + "\"kind\": \(string(node.kind)), \"line\": \(node.line), \"column\": \(node.column), "
                + "\"initial\": \(node.isInitial), \"reachable\": \(node.isReachable)"
                + (node.reference.map { ", \"reference\": " + string($0) } ?? "") + file(node.file) + "\(marks(node.marks, overlays))}"
        }.joined(separator: ",\n") + (picture.nodes.isEmpty ? "" : "\n") + "  ],\n"
        out += "  \"clusters\": [\n" + picture.clusters.map { cluster in
            "    {\"id\": \(string(cluster.id)), \"title\": \(optional(cluster.title)), \"kind\": \(string(cluster.kind)), "
                + "\"line\": \(cluster.line), \"column\": \(cluster.column), \"members\": [\(cluster.members.map(string).joined(separator: ", "))]"
                + file(cluster.file) + "\(marks(cluster.marks, overlays))}"
        }.joined(separator: ",\n") + (picture.clusters.isEmpty ? "" : "\n") + "  ],\n"
        out += "  \"edges\": [\n" + picture.edges.map { edge in
            "    {\"from\": \(string(edge.from)), \"to\": \(optional(edge.to)), \"kind\": \(string(edge.kind)), "
                + "\"presentation\": \(optional(edge.presentation)), \"identifier\": \(optional(edge.identifier)), "
                + "\"trigger\": \(string(edge.trigger)), \"action\": \(optional(edge.action)), \"line\": \(edge.line), \"column\": \(edge.column)"
                + file(edge.file) + "\(marks(edge.marks, overlays))}"
        }.joined(separator: ",\n") + (picture.edges.isEmpty ? "" : "\n") + "  ]\n}\n"
        return out
    }

    /// The keys of the overlays drawn, after the part's own keys.
    private static func marks(_ marks: FlowPicture.Marks, _ overlays: Set<FlowPicture.Overlay>) -> String {
        var out = ""
        if overlays.contains(.diagnostics) { out += ", \"findings\": [" + marks.findings.map(finding).joined(separator: ", ") + "]" }
        if overlays.contains(.coverage) { out += ", \"hits\": \(marks.hits ?? 0)" }
        if overlays.contains(.difference) {
            out += ", \"change\": " + optional(marks.change?.rawValue) + ", \"changes\": [" + marks.changes.map(string).joined(separator: ", ") + "]"
        }
        return out
    }

    /// The `file` key of a part declared in a referenced file.
    private static func file(_ path: String?) -> String { path.map { ", \"file\": " + string($0) } ?? "" }

    private static func finding(_ finding: FlowPicture.Finding) -> String {
        "{\"severity\": \(string(finding.severity)), \"rule\": \(string(finding.rule)), \"message\": \(string(finding.message)), "
            + "\"line\": \(finding.line), \"column\": \(finding.column)}"
    }

    private static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

    private static func string(_ value: String) -> String { JSONText.string(value) }
}
