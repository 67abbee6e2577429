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

    /// The rule as a scene rule, when it is one (checked as each scene is read); nil otherwise. Asked instead of
    /// casting (`as? any SceneRule`), which makes Swift's runtime search the binary's protocol conformances: on a
    /// small file that search was most of `check`'s time.
    var sceneRule: (any SceneRule)? { get }
}

extension Rule {
    /// Not a scene rule.
    public var sceneRule: (any SceneRule)? { nil }
}
