/// How the DOT picture shows the overlays' marks: changes in green (added), red (removed) and amber (changed),
/// scenes and containers also dashed (removed) or dotted (changed); findings in the colour of their worst severity with the rule ids in the label; parts
/// walks never reached shaded red, the others with their counts.
enum DOTMarks {
    /// The colours of the marks, shared with the other formats that colour them.
    static let added = "#2e7d32", removed = "#c62828", changed = "#b8860b"
    static let severityColors = ["error": "#c62828", "warning": "#e65100", "note": "#1565c0"]
    static let uncoveredFill = "#fde0dc", coveredFill = "#e3f2e1"

    /// Extra label lines: how it changed, the rules that found something, and the walks' count.
    static func labelLines(_ marks: FlowPicture.Marks, counting verb: String) -> [String] {
        var lines: [String] = []
        switch marks.change {
        case .changed?: lines += marks.changes.map { "~ " + $0 }
        case let change?: lines.append("(\(change.rawValue))")
        case nil: break
        }
        var rules: [String] = []
        for finding in marks.findings where !rules.contains(finding.rule) { rules.append(finding.rule) }
        lines += rules.map { "⚠ " + $0 }
        if let hits = marks.hits { lines.append(hits == 0 ? "never \(verb)" : "\(verb) \(hits)×") }
        return lines
    }

    /// Colour and style attributes (`key=value`), with `baseStyle` (the kind's own style) kept; empty when
    /// nothing is marked and the part is reachable.
    static func attributes(_ marks: FlowPicture.Marks, isReachable: Bool, baseStyle: [String]) -> [String] {
        var style = baseStyle
        var attributes: [String] = []
        var color: String?
        // A segue keeps its kind's line style; a scene's or container's outline shows the change.
        let isBox = baseStyle.contains("rounded")
        switch marks.change {
        case .added?: color = added
        case .removed?:
            color = removed
            if isBox { style.append("dashed") }
        case .changed?:
            color = changed
            if isBox { style.append("dotted") }
        case nil: break
        }
        if let severity = marks.worstSeverity { color = color ?? severityColors[severity] }
        if let color { attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2"] }
        if color == nil, !isReachable { attributes += ["color=gray", "fontcolor=gray"] }
        if let hits = marks.hits {
            if isBox {
                style.append("filled")
                attributes.append("fillcolor=\"\(hits == 0 ? uncoveredFill : coveredFill)\"")
            } else if hits == 0, color == nil {
                attributes += ["color=\"#e57373\"", "fontcolor=\"#e57373\""]
            }
        }
        if !marks.findings.isEmpty {
            let tooltip = marks.findings.map { "\($0.severity): \($0.message) [\($0.rule)]" }.joined(separator: "\n")
            attributes.append("tooltip=" + GraphDOT.quoted(tooltip))
        }
        if style != baseStyle || !attributes.isEmpty, !style.isEmpty { attributes.insert("style=\"" + style.joined(separator: ",") + "\"", at: 0) }
        return attributes
    }
}
