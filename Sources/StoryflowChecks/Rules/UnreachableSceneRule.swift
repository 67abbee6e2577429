import StoryflowModel

/// A scene nothing leads to and code cannot instantiate.
public struct UnreachableSceneRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-scene",
        severity: .warning,
        summary: "Scene is unreachable due to lack of entry points and has no storyboard identifier.",
        rationale: """
            A scene that is not the initial scene, has no incoming segue or relationship, and has no \
            `storyboardIdentifier` for `instantiateViewController(withIdentifier:)` can never appear (Xcode \
            warns about it too). Connect it, give it an identifier, or delete it.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home"/>
              ↓<viewController id="orphan" title="Orphan"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <button title="Next"><segue kind="present" destination="next"/></button>
              </viewController>
              <viewController id="next"/>
              <viewController id="login" storyboardIdentifier="Login"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        graph.scenes.indices.compactMap { index in
            let scene = graph.scenes[index]
            guard index != graph.initialScene, scene.storyboardIdentifier == nil,
                  !graph.incoming[index].contains(where: { graph.edges[$0].source != index })
            else { return nil }
            return Self.description.diagnostic(
                at: scene.location,
                "Scene `\(scene.id)` is unreachable due to lack of entry points and does not have an identifier for runtime access via instantiateViewController(withIdentifier:): connect a segue or relationship to it, give it a `storyboardIdentifier`, or remove it"
            )
        }
    }
}
