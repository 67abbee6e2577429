import StoryflowIO

/// The lcov tracefile form of a coverage report: the flow file is the source file; each scene is a function
/// (`FN`/`FNDA`) at its line, each segue a branch (`BRDA`, block = the scene's index, branch = the segue's place in
/// it; `-` when its scene was never shown), and both are lines (`DA`), so Codecov and genhtml mark them in the file.
enum LcovWriter {
    static func render(_ report: CoverageReport) -> String {
        var lines = ["TN:storyflow", "SF:\(report.file)"]
        for scene in report.scenes { lines.append("FN:\(scene.line),\(name(scene.sceneID))") }
        for scene in report.scenes { lines.append("FNDA:\(scene.hits),\(name(scene.sceneID))") }
        lines += ["FNF:\(report.scenes.count)", "FNH:\(report.scenes.count(where: \.isCovered))"]
        let shown = Set(report.scenes.filter(\.isCovered).map(\.sceneIndex))
        var branchInScene: [Int: Int] = [:]
        for segue in report.segues {
            let branch = branchInScene[segue.sceneIndex, default: 0]
            branchInScene[segue.sceneIndex] = branch + 1
            lines.append("BRDA:\(segue.line),\(segue.sceneIndex),\(branch),\(shown.contains(segue.sceneIndex) ? String(segue.hits) : "-")")
        }
        lines += ["BRF:\(report.segues.count)", "BRH:\(report.segues.count(where: \.isCovered))"]
        var hitsByLine: [Int: Int] = [:]
        for item in report.scenes + report.segues { hitsByLine[item.line, default: 0] += item.hits }
        for line in hitsByLine.keys.sorted() { lines.append("DA:\(line),\(hitsByLine[line]!)") }
        lines += ["LF:\(hitsByLine.count)", "LH:\(hitsByLine.values.count { $0 > 0 })", "end_of_record"]
        return lines.map { TerminalText.visible($0) + "\n" }.joined()
    }

    /// A scene id as an lcov function name: no commas or line breaks, which would end the field.
    private static func name(_ id: String) -> String {
        String(id.map { $0 == "," || $0.isNewline ? "_" : $0 })
    }
}
