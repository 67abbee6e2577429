import StoryflowModel

/// Collects the diagnostics of one read, in the order found.
final class DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    func report(_ rule: ReaderRule, at location: SourceLocation, _ message: String, severity: Severity = .error) {
        diagnostics.append(Diagnostic(location: location, severity: severity, rule: rule.rawValue, message: message))
    }

    func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
