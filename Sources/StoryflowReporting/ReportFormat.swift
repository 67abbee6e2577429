/// The output formats of `storyflow check`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Grouped by file, with the offending source line and a caret; coloured on a terminal.
    case text
    /// `file:line:column: severity: message [rule-id]`, what Xcode, editors and CI log parsers read.
    case xcode
    /// The same lines as `xcode`, under the name GNU tools use for it.
    case gnu
    /// `{"version":1,"files":N,"diagnostics":[...]}`.
    case json
    /// SARIF 2.1.0, for code scanning (GitHub and others).
    case sarif
    /// GitHub Actions workflow commands, which annotate the lines of a pull request.
    case github
    /// JUnit XML, one test case per file (GitLab, Jenkins).
    case junit
    /// Checkstyle XML (Jenkins, GitLab, reviewdog).
    case checkstyle

    /// The reporter that writes this format; `colored` and `width` (the terminal's, which source excerpts are
    /// clipped to) apply to `text` only.
    public func reporter(colored: Bool = false, width: Int? = nil) -> any Reporter {
        switch self {
        case .text: TextReporter(colored: colored, width: width ?? TextReporter.defaultWidth)
        case .xcode, .gnu: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        }
    }
}

/// Turns a report into text.
public protocol Reporter: Sendable {
    /// The whole output for `report`, ending with a newline when not empty.
    func render(_ report: CheckReport) -> String
}
