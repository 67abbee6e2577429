import StoryflowModel

/// A manual segue can only be fired by its identifier.
public struct ManualSegueMissingIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "manual-segue-missing-identifier",
        severity: .error,
        summary: "Segues initiated directly from view controllers must have an identifier.",
        rationale: """
            A segue declared directly under a scene has no control to trigger it: only \
            `performSegue(withIdentifier:sender:)` fires it, and that needs its identifier. Xcode refuses such a \
            segue. Add an `id`.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                ↓<segue kind="present" destination="login"/>
              </viewController>
              <viewController id="login"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <segue id="ShowLogin" kind="present" destination="login"/>
                <button title="Next"><segue kind="present" destination="login"/></button>
              </viewController>
              <viewController id="login"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        document.scenes.flatMap { scene in
            scene.manualSegues.filter { ($0.identifier ?? "").isEmpty }.map { segue in
                Self.description.diagnostic(
                    at: segue.location,
                    "Segues initiated directly from view controllers must have an identifier: add `id` to this segue of scene `\(scene.id)` so `performSegue(withIdentifier:sender:)` can fire it"
                )
            }
        }
    }
}
