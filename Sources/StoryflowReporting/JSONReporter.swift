import Foundation
import StoryflowIO

/// Writes `{"version":1,"files":N,"diagnostics":[{"file","line","column","severity","rule","message","summary"}]}`;
/// `summary` is the rule's one-line summary, when the report knows the rule.
public struct JSONReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    private struct Output: Encodable {
        var version = 1
        var files: Int
        var diagnostics: [Entry]
    }

    private struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
        var summary: String?
    }

    public func render(_ report: CheckReport) -> String {
        let output = Output(
            files: report.fileCount,
            diagnostics: report.diagnostics.map {
                Entry(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity.rawValue, rule: $0.rule, message: $0.message,
                    summary: report.rule(withID: $0.rule)?.summary
                )
            })
        return (JSONText.encoded(output, formatting: [.sortedKeys]) ?? "{}") + "\n"
    }
}
