/// The output formats of `storyflow check`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `file:line:column: severity: message [rule-id]`, what Xcode, editors and CI log parsers read.
    case xcode
    /// The same lines as `xcode`, under the name GNU tools use for it.
    case gnu
    /// `{"version":1,"files":N,"diagnostics":[...]}`.
    case json

    /// The reporter that writes this format.
    public var reporter: any Reporter {
        switch self {
        case .xcode, .gnu: XcodeReporter()
        case .json: JSONReporter()
        }
    }
}

/// Turns a report into text.
public protocol Reporter: Sendable {
    /// The whole output for `report`, ending with a newline when not empty.
    func render(_ report: CheckReport) -> String
}
