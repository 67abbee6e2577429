import StoryflowIO
import StoryflowModel

/// A few Markdown lines about a flow picture for a pull request or `$GITHUB_STEP_SUMMARY`: for a difference,
/// what was added, removed and changed; otherwise what the flow holds, what `check` found and what walks
/// reached. The Mermaid picture follows in a fold, which GitHub and GitLab draw.
enum GraphMarkdown {
    static func render(_ picture: FlowPicture) -> String {
        var lines: [String] = []
        if picture.overlays.contains(.difference) {
            lines += changeList(picture)
        } else {
            lines.append("### Flow \(code(picture.name))")
            lines.append("")
            var counts = [
                FlowPicture.counted(picture.nodes.count, "scene"), FlowPicture.counted(picture.clusters.count, "container"),
                FlowPicture.counted(picture.edges.count, "segue"),
            ]
            let unreachable = picture.nodes.filter { !$0.isReachable }.map(\.id)
            if !unreachable.isEmpty { counts.append("unreachable: " + unreachable.map(code).joined(separator: ", ")) }
            if let caption = picture.focusCaption { counts.append(text(caption)) }
            lines.append(counts.joined(separator: " · "))
        }
        lines += findingList(picture)
        lines += coverageLine(picture)
        lines += ["", "<details><summary>Picture</summary>", "", "```mermaid"]
        lines += GraphMermaid.render(picture).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines += ["```", "", "</details>"]
        return lines.map { $0 + "\n" }.joined()
    }

    private static func changeList(_ picture: FlowPicture) -> [String] {
        var items: [String] = picture.flowChanges.map { "- Changed: " + text($0) }
        var tally: [FlowPicture.Change: Int] = [:]
        func item(_ change: FlowPicture.Change?, _ what: String, _ changes: [String]) {
            guard let change else { return }
            tally[change, default: 0] += 1
            let detail = change == .changed ? ": " + changes.map(text).joined(separator: "; ") : ""
            items.append("- \(change.rawValue.capitalized) \(what)\(detail)")
        }
        for cluster in picture.clusters { item(cluster.marks.change, "\(cluster.kind) container \(code(cluster.id))", cluster.marks.changes) }
        for node in picture.nodes {
            let title = node.title.map { " “" + text($0) + "”" } ?? ""
            item(node.marks.change, "scene \(code(node.id))\(title)" + (node.className.map { " (" + text($0) + ")" } ?? ""), node.marks.changes)
        }
        for edge in picture.edges {
            let name = edge.identifier.map { " " + code($0) } ?? ""
            let what = "segue\(name) from \(code(edge.from)) to \(code(edge.to ?? "?")) (\(text(edge.kind)), \(text(edge.trigger)), line \(edge.line))"
            item(edge.marks.change, what, edge.marks.changes)
        }
        var counts = [FlowPicture.Change.added, .removed, .changed].compactMap { change in tally[change].map { "\($0) \(change.rawValue)" } }
        if counts.isEmpty && picture.flowChanges.isEmpty { counts = ["no changes to scenes, containers or segues"] }
        return ["### Flow changes in \(code(picture.name))", "", counts.joined(separator: " · ")] + (items.isEmpty ? [] : [""] + items)
    }

    private static func findingList(_ picture: FlowPicture) -> [String] {
        guard picture.overlays.contains(.diagnostics) else { return [] }
        let findings =
            (picture.flowFindings + picture.nodes.flatMap(\.marks.findings) + picture.clusters.flatMap(\.marks.findings)
            + picture.edges.flatMap(\.marks.findings)).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard !findings.isEmpty else { return ["", "`storyflow check` finds nothing."] }
        return ["", "`storyflow check` finds \(findings.count):"]
            + findings.map { "- line \($0.line): **\($0.severity)** \(message($0.message)) (\(code($0.rule)))" }
    }

    private static func coverageLine(_ picture: FlowPicture) -> [String] {
        guard picture.overlays.contains(.coverage) else { return [] }
        // Scenes as coverage counts them everywhere (`SceneKind.isShownContent`): no references to other files.
        let scenes = picture.nodes.filter { $0.reference == nil && SceneKind(rawValue: $0.kind)?.isShownContent ?? true }
        let shown = scenes.count { ($0.marks.hits ?? 0) > 0 }
        let fired = picture.edges.count { ($0.marks.hits ?? 0) > 0 }
        return ["", "Walks showed \(shown) of \(scenes.count) scenes and fired \(fired) of \(picture.edges.count) segues."]
    }

    /// A finding's message, whose names are in backticks already: those kept as code spans, the rest as text.
    private static func message(_ value: String) -> String {
        let parts = value.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return text(value) }
        return parts.enumerated().map { $0.offset % 2 == 0 ? text(String($0.element)) : code(String($0.element)) }.joined()
    }

    /// `value` as a code span, with backticks inside replaced and what a terminal would act on dropped.
    private static func code(_ value: String) -> String {
        "`"
            + String(String.UnicodeScalarView(value.unicodeScalars.filter { !TerminalText.needsEscaping($0) && $0 != "\n" }))
            .replacingBackticks() + "`"
    }

    /// `value` as Markdown text: characters Markdown or HTML would act on escaped.
    private static func text(_ value: String) -> String {
        MarkupText.escaped(value) { scalar in
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~": "\\" + String(scalar)
            case "\n": " "
            default: nil
            }
        }
    }
}

extension String {
    fileprivate func replacingBackticks() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "`" ? "'" : $0 }))
    }
}
