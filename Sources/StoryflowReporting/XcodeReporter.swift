import StoryflowIO

/// Writes one `file:line:column: severity: message [rule-id]` line per diagnostic, the format Xcode, editors
/// and most CI log parsers recognise.
public struct XcodeReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: CheckReport) -> String {
        report.diagnostics.map { diagnostic in
            """
            \(TerminalText.visible(diagnostic.location.description)): \(diagnostic.severity.rawValue): \(TerminalText.visible(diagnostic.message)) \
            [\(diagnostic.rule)]\n
            """
        }.joined()
    }
}
