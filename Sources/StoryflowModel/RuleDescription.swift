/// What a rule checks, told to users by `storyflow rules` and the generated rule reference.
///
/// Examples are whole flow files. In a triggering example, `↓` marks each place a diagnostic must point at: it
/// stands right before the `<` of an element (or the first letter of an attribute name) and is removed before
/// the flow is read.
public struct RuleDescription: Hashable, Sendable {
    /// Where a rule's diagnostics come from.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Found while reading the file (well-formedness, hostile input, the flow format).
        case reader
        /// A check that runs on the model of a flow.
        case check
        /// A problem in a configuration file or a suppression comment.
        case configuration
        /// A mismatch between an app's Swift code and its flow (`check --swift`).
        case swift
    }

    /// The kebab-case id diagnostics, configuration and suppression comments use.
    public var id: String
    /// Where its diagnostics come from.
    public var kind: Kind
    /// The severity its diagnostics have unless configuration changes it.
    public var severity: Severity
    /// One line saying what is wrong.
    public var summary: String
    /// Why it matters and how to fix it, in a few sentences.
    public var rationale: String
    /// Flows that must trigger the rule, with `↓` markers.
    public var triggeringExamples: [String]
    /// Flows that must not trigger the rule.
    public var nonTriggeringExamples: [String]

    /// The marker placed before the position a diagnostic must point at in a triggering example.
    public static let marker: Character = "↓"

    /// Creates a description.
    public init(
        id: String,
        kind: Kind = .check,
        severity: Severity,
        summary: String,
        rationale: String,
        triggeringExamples: [String] = [],
        nonTriggeringExamples: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// A diagnostic of this rule at its default severity.
    public func diagnostic(at location: SourceLocation, _ message: String, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(location: location, severity: severity ?? self.severity, rule: id, message: message)
    }
}
