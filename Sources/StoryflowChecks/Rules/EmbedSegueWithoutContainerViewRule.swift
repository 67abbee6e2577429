import StoryflowModel

/// An embed segue that does not start from a container view.
public struct EmbedSegueWithoutContainerViewRule: Rule {
    public static let description = RuleDescription(
        id: "embed-segue-without-container-view",
        severity: .error,
        summary: "An embed segue must start from a container view.",
        rationale: """
            An embed segue adds its destination as a child view controller inside the container view it starts \
            from, when the scene loads; from a button, cell or bar button there is no view to embed into and it \
            never fires. Move the segue into a <containerView>, or use `show` or `present`.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <button title="Open">↓<segue kind="embed" destination="child"/></button>
                ↓<segue id="Embed" kind="embed" destination="child"/>
              </viewController>
              <viewController id="child"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <view>
                  <containerView><segue kind="embed" destination="child"/></containerView>
                </view>
              </viewController>
              <viewController id="child"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        graph.outgoing.indices.flatMap { index -> [Diagnostic] in
            let embeds = graph.outgoing[index].compactMap { graph.edges[$0].segue }.filter { $0.kind == .embed }
            guard !embeds.isEmpty else { return [] }
            let scene = graph.scenes[index]
            let embedded = Set(scene.allControls.filter { $0.kind == .containerView }.compactMap { $0.segue?.location })
            return embeds.filter { !embedded.contains($0.location) }.map { segue in
                Self.description.diagnostic(
                    at: segue.location,
                    "this embed segue of scene `\(scene.id)` does not start from a container view, so it never fires: move it into a <containerView>, or use kind=\"show\" or \"present\""
                )
            }
        }
    }
}
