import StoryflowIO

/// The JSON form of a flow picture: `{"format":"storyflow-graph","version":1,...}`, one node, cluster or edge per
/// line, keys in a fixed order, written directly (a picture of 10,000 scenes takes a few milliseconds).
enum GraphJSON {
    static func render(_ picture: FlowPicture) -> String {
        var out = "{\n  \"format\": \"storyflow-graph\",\n  \"version\": 1,\n"
        out += "  \"name\": " + string(picture.name) + ",\n"
        out += "  \"initial\": " + optional(picture.initial) + ",\n"
        out += "  \"nodes\": [\n" + picture.nodes.map { node in
            "    {\"id\": \(string(node.id)), \"title\": \(optional(node.title)), \"className\": \(optional(node.className)), "
                + "\"kind\": \(string(node.kind)), \"line\": \(node.line), \"column\": \(node.column), "
                + "\"initial\": \(node.isInitial), \"reachable\": \(node.isReachable)}"
        }.joined(separator: ",\n") + (picture.nodes.isEmpty ? "" : "\n") + "  ],\n"
        out += "  \"clusters\": [\n" + picture.clusters.map { cluster in
            "    {\"id\": \(string(cluster.id)), \"title\": \(optional(cluster.title)), \"kind\": \(string(cluster.kind)), "
                + "\"line\": \(cluster.line), \"column\": \(cluster.column), \"members\": [\(cluster.members.map(string).joined(separator: ", "))]}"
        }.joined(separator: ",\n") + (picture.clusters.isEmpty ? "" : "\n") + "  ],\n"
        out += "  \"edges\": [\n" + picture.edges.map { edge in
            "    {\"from\": \(string(edge.from)), \"to\": \(optional(edge.to)), \"kind\": \(string(edge.kind)), "
                + "\"presentation\": \(optional(edge.presentation)), \"identifier\": \(optional(edge.identifier)), "
                + "\"trigger\": \(string(edge.trigger)), \"action\": \(optional(edge.action)), \"line\": \(edge.line), \"column\": \(edge.column)}"
        }.joined(separator: ",\n") + (picture.edges.isEmpty ? "" : "\n") + "  ]\n}\n"
        return out
    }

    private static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

    private static func string(_ value: String) -> String { JSONText.string(value) }
}
