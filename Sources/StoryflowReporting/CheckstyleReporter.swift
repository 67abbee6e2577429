import StoryflowExport
import StoryflowModel

/// Writes Checkstyle XML: a `<file>` per checked file with an `<error>` per diagnostic (severity `error`,
/// `warning` or `info`, source `storyflow.rule-id`).
public struct CheckstyleReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for group in report.diagnosticsByFile {
            xml += "  <file name=\"\(XMLText.attribute(group.file))\">\n"
            for diagnostic in group.diagnostics {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                xml +=
                    """
                        <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" severity=\"\(severity)\" \
                    message=\"\(XMLText.attribute(diagnostic.message))\" source=\"storyflow.\(XMLText.attribute(diagnostic.rule))\"/>\n
                    """
            }
            xml += "  </file>\n"
        }
        xml += "</checkstyle>\n"
        return xml
    }
}
