import StoryflowModel

/// A deep link to a scene that sits in several containers, naming none.
public struct AmbiguousDeepLinkContainerRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-deep-link-container",
        severity: .error,
        summary: "A deep link opens a scene that sits in several containers and does not say in which.",
        rationale: """
            A scene pushed in two navigation stacks, or held by two tab bars, can be opened in either: the back \
            stack the link builds, and where Back leads, depend on the choice. Android's navigation opens such \
            a destination in an arbitrary graph; Storyflow asks you to choose. Name the container with \
            `container="..."`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let analysis = graph.contracts(of: document)
        var result: [Diagnostic] = []
        for (link, found) in zip(document.deepLinks, analysis.holders) where link.containerID == nil {
            guard let holders = found, holders.count > 1 else { continue }
            result.append(
                Self.description.diagnostic(
                    at: link.location,
                    """
                    deep link `\(link.pattern.text)` opens `\(link.sceneID)`, which sits in \(DiagnosticLimits.list(holders)); name the one to open it in \
                    with container=\"\(holders[0])\"
                    """
                ))
        }
        return result
    }
}
