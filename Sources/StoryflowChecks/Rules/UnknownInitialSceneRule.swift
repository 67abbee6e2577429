import StoryflowModel

/// `initial` names a scene the flow does not have.
public struct UnknownInitialSceneRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-initial-scene",
        severity: .error,
        summary: "The initial scene named on <flow> does not exist.",
        rationale: """
            The app would start with a scene that is not there: UIKit finds no initial view controller and \
            shows a black screen. Name an existing scene's id in `initial`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        guard let id = document.initialSceneID, !id.isEmpty, graph.initialScene == nil else { return [] }
        return [
            Self.description.diagnostic(
                at: document.initialLocation ?? document.location,
                "the initial scene `\(id)` does not exist\(Suggestion.hint(for: id, in: document.scenes.map(\.id))); name an existing scene in `initial`"
            )
        ]
    }
}
