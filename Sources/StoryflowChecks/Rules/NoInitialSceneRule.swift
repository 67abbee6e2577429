import StoryflowModel

/// A flow that does not say where the app starts.
public struct NoInitialSceneRule: Rule {
    public static let description = RuleDescription(
        id: "no-initial-scene",
        severity: .error,
        summary: "The flow has no initial scene.",
        rationale: """
            Without an initial scene an app whose main storyboard this is launches to a black screen, and \
            `storyflow run` has nowhere to start. Name the first scene with `initial` on <flow> (in a storyboard, \
            check Is Initial View Controller on it in the Attributes inspector). A flow or \
            storyboard that gives scenes a `storyboardIdentifier` is taken for one the app's code instantiates \
            scenes from (`instantiateViewController(withIdentifier:)`, a storyboard reference), which needs no \
            initial scene, and is not reported.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        guard (document.initialSceneID ?? "").isEmpty,
            !document.scenes.contains(where: { !($0.storyboardIdentifier ?? "").isEmpty })
        else { return [] }
        guard document.format == .flow else {
            let hint = document.scenes.first.map { " (for instance \(Dialect.name(of: $0, in: .storyboard)))" } ?? ""
            return [
                Self.description.diagnostic(
                    at: document.location,
                    """
                    the storyboard has no initial view controller, so an app whose main storyboard it is launches to a black screen: select the scene \
                    the app starts with\(hint) and check Is Initial View Controller in the Attributes inspector
                    """
                )
            ]
        }
        let hint = document.scenes.first.map { " (e.g. initial=\"\($0.id)\")" } ?? ""
        return [
            Self.description.diagnostic(
                at: document.location,
                "the flow has no initial scene: add `initial` to <flow> naming the scene the app starts with\(hint)"
            )
        ]
    }
}
