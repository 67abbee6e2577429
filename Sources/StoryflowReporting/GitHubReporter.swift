import Foundation
import StoryflowIO

/// Writes GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=rule::message`), which
/// annotate the lines of a pull request; notes become `::notice`.
public struct GitHubReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: CheckReport) -> String {
        report.diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let location = diagnostic.location
            return
                """
                ::\(command) \
                file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(diagnostic.rule))::\(data(diagnostic.message))\n
                """
        }.joined()
    }

    /// Escaped as workflow commands escape data; other controls made visible, since the log is shown as a terminal.
    private func data(_ text: String) -> String {
        TerminalText.visible(
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A"))
    }

    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
