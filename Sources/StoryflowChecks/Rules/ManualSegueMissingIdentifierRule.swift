import StoryflowModel

/// A manual segue can only be fired by its identifier.
public struct ManualSegueMissingIdentifierRule: EdgeRule {
    public static let description = RuleDescription(
        id: "manual-segue-missing-identifier",
        severity: .error,
        summary: "Segues initiated directly from view controllers must have an identifier.",
        rationale: """
            A segue declared directly under a scene has no control to trigger it: only \
            `performSegue(withIdentifier:sender:)` fires it, and that needs its identifier. Xcode refuses such a \
            segue. Add an `id`.
            """
    )

    public init() {}

    public func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic? {
        guard edge.isManual, !edge.hasIdentifier else { return nil }
        let scene = graph.scenes[edge.source]
        let change =
            graph.format == .storyboard
            ? "give this segue of scene \(Dialect.name(of: scene, in: graph.format)) an Identifier in the Attributes inspector"
            : "add `id` to this segue of scene `\(scene.id)`"
        return Self.description.diagnostic(
            at: edge.location,
            "Segues initiated directly from view controllers must have an identifier: \(change) so `performSegue(withIdentifier:sender:)` can fire it"
        )
    }
}
