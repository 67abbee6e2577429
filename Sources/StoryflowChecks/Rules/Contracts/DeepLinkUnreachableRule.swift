import StoryflowModel

/// A deep link to a scene no back stack from the launch reaches.
public struct DeepLinkUnreachableRule: Rule {
    public static let description = RuleDescription(
        id: "deep-link-unreachable",
        severity: .error,
        summary: "A deep link opens a scene (or container) that is not in the flow, or that no chain of segues from the launch reaches.",
        rationale: """
            A deep link builds the back stack the app's code would build: from the initial scene, select the \
            tab, push and present the chain of segues to the target. When the target or the named container is \
            missing, or no chain of segues leads there (through the named container), the link has no stack to \
            build. Correct the ids, or add the segue that leads there.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let routes = graph.contracts(of: document).routes
        var result: [Diagnostic] = []
        for (link, outcome) in zip(document.deepLinks, routes.outcomes) {
            let message: String
            if document.scene(withID: link.sceneID) == nil {
                message = "deep link `\(link.pattern.text)` opens `\(link.sceneID)`, which is not a scene of this flow"
            } else if let container = link.containerID, document.scene(withID: container) == nil {
                message = "deep link `\(link.pattern.text)` names container `\(container)`, which is not a scene of this flow"
            } else if let container = link.containerID, document.scene(withID: container)?.kind.isContainer == false {
                message = "deep link `\(link.pattern.text)` names `\(container)` as its container, but it is not a navigation, tab bar or split view controller"
            } else if document.initialScene != nil, outcome == .none {
                let through = link.containerID.map { " inside `\($0)` (its tabs, columns and navigation stacks)" } ?? ""
                message =
                    """
                    deep link `\(link.pattern.text)` opens `\(link.sceneID)`, but no chain of segues from the launch (`\(document.initialSceneID ?? "")`) \
                    leads there\(through); add the segue that does
                    """
            } else {
                continue
            }
            result.append(Self.description.diagnostic(at: link.location, message))
        }
        return result
    }
}
