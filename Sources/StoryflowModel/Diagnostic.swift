/// One finding about a flow: where it is, how serious it is, which rule found it and what to do about it.
public struct Diagnostic: Hashable, Sendable, Comparable {
    /// Where the problem is.
    public var location: SourceLocation
    /// How serious it is.
    public var severity: Severity
    /// The kebab-case id of the rule that found it, e.g. `prototype-cell-without-reuse-identifier`.
    public var rule: String
    /// A sentence a user can act on.
    public var message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, severity: Severity, rule: String, message: String) {
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// Diagnostics sort by location, then rule, then message, so output order never depends on scheduling.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }
}
