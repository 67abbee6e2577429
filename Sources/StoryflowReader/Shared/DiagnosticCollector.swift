import StoryflowModel

/// Collects the diagnostics of one read, in the order found: at most `DiagnosticLimits.storedPerRule` of each
/// rule, the rest counted and stood for by one last finding, so a file with millions of problems costs memory
/// for the file, not for the problems.
final class DiagnosticCollector {
    private var kept: [Diagnostic] = []
    private var counts: [String: Int] = [:]
    private var firstLeftOut: [String: Diagnostic] = [:]
    /// Whether an error was reported (kept or not).
    private(set) var hasErrors = false

    /// What was kept, then one finding per rule that had more, in the order of the first findings left out.
    var diagnostics: [Diagnostic] {
        kept
            + firstLeftOut.values.sorted().map { first in
                DiagnosticLimits.summary(
                    leftOut: counts[first.rule, default: 0] - DiagnosticLimits.storedPerRule, like: first,
                    how: "Storyflow keeps at most \(DiagnosticLimits.storedPerRule) of one rule in one file; fix these first"
                )
            }
    }

    /// Records a finding; `message` is only composed while the rule is under its limit, so a file with millions
    /// of one problem costs little more time than a clean one.
    func report(_ rule: ReaderRule, at location: SourceLocation, _ message: @autoclosure () -> String, severity: Severity = .error) {
        let count = counts[rule.rawValue, default: 0]
        guard count < DiagnosticLimits.storedPerRule else {
            counts[rule.rawValue] = count + 1
            if severity == .error { hasErrors = true }
            if count == DiagnosticLimits.storedPerRule {
                firstLeftOut[rule.rawValue] = Diagnostic(location: location, severity: severity, rule: rule.rawValue, message: "")
            }
            return
        }
        add(Diagnostic(location: location, severity: severity, rule: rule.rawValue, message: message()))
    }

    /// Adds `detail` to the last finding kept, when it is one of `rule` at `location` (more about the same
    /// mistake), after a semicolon, while the message is under 1,000 characters (further details are dropped);
    /// false when the last finding is another.
    func amendLast(_ rule: ReaderRule, at location: SourceLocation, with detail: String) -> Bool {
        guard let last = kept.last, last.rule == rule.rawValue, last.location == location else { return false }
        if last.message.count < 1_000 { kept[kept.count - 1].message += "; " + detail }
        return true
    }

    /// Replaces every finding of `rule` kept (and those left out) with one finding saying why they arose.
    func replaceAll(_ rule: ReaderRule, with diagnostic: Diagnostic) {
        kept.removeAll { $0.rule == rule.rawValue }
        firstLeftOut[rule.rawValue] = nil
        counts[rule.rawValue] = 0
        add(diagnostic)
    }

    func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { add(diagnostic) }
    }

    private func add(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { hasErrors = true }
        let count = counts[diagnostic.rule, default: 0] + 1
        counts[diagnostic.rule] = count
        if count <= DiagnosticLimits.storedPerRule {
            kept.append(diagnostic)
        } else if count == DiagnosticLimits.storedPerRule + 1 {
            firstLeftOut[diagnostic.rule] = diagnostic
        }
    }
}
