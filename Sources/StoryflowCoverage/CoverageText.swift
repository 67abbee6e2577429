import StoryflowIO

/// The text and Markdown forms of a coverage report.
enum CoverageText {
    static func text(_ report: CoverageReport) -> String {
        var lines = ["\(report.file): \(report.runs) run\(report.runs == 1 ? "" : "s")"]
        lines += summary(report).map { "  \($0.label): \($0.tally.covered) of \($0.tally.total) (\(percent($0.tally)))" }
        let gaps = report.scenes.filter { !$0.isCovered } + report.segues.filter { !$0.isCovered }
        if !gaps.isEmpty { lines.append("not covered:") }
        for item in gaps {
            lines.append("  \(describe(item))")
            if let reason = item.unwalkable {
                lines.append("    no walk can: \(reason)")
            } else if let walk = item.walk {
                lines.append("    a walk that covers it: " + (walk.isEmpty ? "(the launch)" : walk.joined(separator: " · ")))
            }
        }
        return lines.map { TerminalText.visible($0) + "\n" }.joined()
    }

    static func markdown(_ report: CoverageReport) -> String {
        var lines = ["### Storyflow coverage: `\(code(report.file))`", "", "| | covered | total | % |", "|---|---:|---:|---:|"]
        lines += summary(report).map { "| \($0.label) | \($0.tally.covered) | \($0.tally.total) | \(percent($0.tally)) |" }
        let gaps = (report.scenes + report.segues).filter { !$0.isCovered && $0.unwalkable == nil }
        if !gaps.isEmpty {
            lines += ["", "Not covered, with a walk that would cover it:", ""]
            lines += gaps.map { item in "- \(describe(item)): `" + code((item.walk ?? []).joined(separator: " · ")) + "`" }
        }
        return lines.map { TerminalText.visible($0) + "\n" }.joined()
    }

    static func summary(_ report: CoverageReport) -> [(label: String, tally: CoverageReport.Tally)] {
        [
            ("segues walks can fire", report.walkableSegueTally),
            ("scenes walks can show", report.walkableSceneTally),
            ("all segues", report.segueTally),
            ("all scenes", report.sceneTally),
            ("tabs selected", report.tabTally),
            ("rows selected", report.rowTally),
        ]
    }

    static func percent(_ tally: CoverageReport.Tally) -> String {
        let value = (tally.percent * 10).rounded(.down) / 10
        return "\(value == value.rounded() ? String(Int(value)) : String(value))%"
    }

    static func describe(_ item: CoverageReport.Item) -> String {
        switch item.kind {
        case .scene: "scene `\(item.sceneID)` (line \(item.line))"
        case .segue: "segue `\(item.name)` of scene `\(item.sceneID)` (line \(item.line))"
        }
    }

    /// Text for inside a Markdown code span: no backticks or line breaks.
    private static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0.isNewline ? "'" : $0 })
    }
}
