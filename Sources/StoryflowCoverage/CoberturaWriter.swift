import StoryflowExport

/// The Cobertura XML form of a coverage report: one class for the flow file, whose lines are its scenes and segues
/// (hits summed where several share a line), for GitLab's coverage visualisation and Jenkins.
enum CoberturaWriter {
    static func render(_ report: CoverageReport) -> String {
        var hitsByLine: [Int: Int] = [:]
        for item in report.scenes + report.segues { hitsByLine[item.line, default: 0] += item.hits }
        let covered = hitsByLine.values.count { $0 > 0 }
        let rate = hitsByLine.isEmpty ? "1" : String(Double(covered) / Double(hitsByLine.count))
        let file = XMLText.attribute(report.file)
        let name = XMLText.attribute(report.file.split(separator: "/").last.map(String.init) ?? report.file)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"""
            <coverage line-rate="\#(rate)" branch-rate="0" lines-covered="\#(covered)" lines-valid="\#(hitsByLine.count)" branches-covered="0" \#
            branches-valid="0" complexity="0" version="storyflow" timestamp="0">
            """#,
            "  <sources><source>.</source></sources>",
            "  <packages>",
            #"    <package name="flows" line-rate="\#(rate)" branch-rate="0" complexity="0">"#,
            "      <classes>",
            #"        <class name="\#(name)" filename="\#(file)" line-rate="\#(rate)" branch-rate="0" complexity="0">"#,
            "          <methods/>",
            "          <lines>",
        ]
        for line in hitsByLine.keys.sorted() { lines.append(#"            <line number="\#(line)" hits="\#(hitsByLine[line]!)"/>"#) }
        lines += ["          </lines>", "        </class>", "      </classes>", "    </package>", "  </packages>", "</coverage>"]
        return lines.map { $0 + "\n" }.joined()
    }
}
