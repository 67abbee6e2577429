/// How the Mermaid picture shows the overlays' marks, in the DOT picture's colours (`DOTMarks`): a class per
/// mark for scenes and containers, a link style for segues.
enum MermaidMarks {
    /// The class a part is drawn with: its change, else its worst finding, else whether walks reached it.
    static func className(_ marks: FlowPicture.Marks) -> String? {
        if let change = marks.change { return change.rawValue }
        if let severity = marks.worstSeverity { return severity }
        return marks.hits.map { $0 == 0 ? "uncovered" : "covered" }
    }

    /// The `classDef` and `class` lines for the marked scenes and containers (none when nothing is marked).
    static func classes(_ picture: FlowPicture, ids: [String: String]) -> [String] {
        var members: [String: [String]] = [:]
        for node in picture.nodes { if let name = className(node.marks), let id = ids[node.id] { members[name, default: []].append(id) } }
        for cluster in picture.clusters { if let name = className(cluster.marks), let id = ids[cluster.id] { members[name, default: []].append(id) } }
        let styles = [
            ("added", "stroke:\(DOTMarks.added),stroke-width:2px,color:\(DOTMarks.added)"),
            ("removed", "stroke:\(DOTMarks.removed),stroke-width:2px,stroke-dasharray:5 5,color:\(DOTMarks.removed)"),
            ("changed", "stroke:\(DOTMarks.changed),stroke-width:2px,stroke-dasharray:2 2,color:\(DOTMarks.changed)"),
            ("error", "stroke:\(DOTMarks.severityColors["error"]!),stroke-width:2px"),
            ("warning", "stroke:\(DOTMarks.severityColors["warning"]!),stroke-width:2px"),
            ("note", "stroke:\(DOTMarks.severityColors["note"]!),stroke-width:2px"),
            ("uncovered", "fill:\(DOTMarks.uncoveredFill)"),
            ("covered", "fill:\(DOTMarks.coveredFill)"),
        ]
        var lines: [String] = []
        for (name, style) in styles {
            guard let ids = members[name] else { continue }
            lines.append("  classDef \(name) \(style)")
            lines.append("  class " + ids.joined(separator: ",") + " " + name)
        }
        return lines
    }

    /// A segue's `linkStyle`, when it is marked.
    static func linkStyle(_ marks: FlowPicture.Marks) -> String? {
        switch marks.change {
        case .added?: return "stroke:\(DOTMarks.added),stroke-width:2px"
        case .removed?: return "stroke:\(DOTMarks.removed),stroke-width:2px,stroke-dasharray:5 5"
        case .changed?: return "stroke:\(DOTMarks.changed),stroke-width:2px,stroke-dasharray:2 2"
        case nil: break
        }
        if let severity = marks.worstSeverity, let color = DOTMarks.severityColors[severity] { return "stroke:\(color),stroke-width:2px" }
        if marks.hits == 0 { return "stroke:#e57373" }
        return nil
    }
}
