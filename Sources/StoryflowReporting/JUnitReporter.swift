import StoryflowExport
import StoryflowModel

/// Writes JUnit XML: one test case per checked file, failing with one `<failure>` per error or warning; notes
/// are listed in the test case's `<system-out>`.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: CheckReport) -> String {
        let groups = report.diagnosticsByFile
        let failures = report.diagnostics.count { $0.severity != .note }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"storyflow\" tests=\"\(groups.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"storyflow check\" tests=\"\(groups.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for group in groups {
            let file = XMLText.attribute(group.file)
            let failing = group.diagnostics.filter { $0.severity != .note }
            let notes = group.diagnostics.filter { $0.severity == .note }
            guard !group.diagnostics.isEmpty else {
                xml += "    <testcase classname=\"storyflow\" name=\"\(file)\"/>\n"
                continue
            }
            xml += "    <testcase classname=\"storyflow\" name=\"\(file)\">\n"
            for diagnostic in failing {
                let text = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
                xml +=
                    """
                          <failure type=\"\(diagnostic.severity.rawValue)\" \
                    message=\"\(XMLText.attribute("\(diagnostic.rule): \(diagnostic.message)"))\">\(XMLText.attribute(text))</failure>\n
                    """
            }
            if !notes.isEmpty {
                let text = notes.map { "\($0.location): note: \($0.message) [\($0.rule)]" }.joined(separator: "\n")
                xml += "      <system-out>\(XMLText.attribute(text))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
