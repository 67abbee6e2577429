import StoryflowModel

/// A check that runs on a flow: a small self-describing type with its id, default severity, explanation and
/// examples (the test suite runs every rule's examples).
public protocol Rule: Sendable {
    /// What the rule checks, with triggering and non-triggering examples.
    static var description: RuleDescription { get }

    /// Creates the rule.
    init()

    /// The problems the rule finds in `document`, at the rule's default severity unless it has a reason to say
    /// otherwise. `graph` is the document's shared graph view.
    func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic]
}
