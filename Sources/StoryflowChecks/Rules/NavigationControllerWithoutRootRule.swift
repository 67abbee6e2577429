import StoryflowModel

/// A navigation controller with nothing to show.
public struct NavigationControllerWithoutRootRule: Rule {
    public static let description = RuleDescription(
        id: "navigation-controller-without-root",
        severity: .warning,
        summary: "A navigation controller has no root scene.",
        rationale: """
            A navigation controller without a root view controller shows an empty navigation bar over nothing \
            until code pushes something. Add a <root scene="..."/>. A navigation controller with a custom class \
            (`class`, or Custom Class in a `.storyboard`) is not reported: its class may set `viewControllers` in code.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let scenes = graph.scenes
        // A custom navigation controller class may set its view controllers in code, in either dialect (a flow
        // imported from a storyboard keeps the class).
        let candidates = graph.scenes(.navigationController, without: .root).filter { scenes[$0].className == nil }
        return candidates.map { index in
            Self.description.diagnostic(
                at: scenes[index].location,
                document.format == .storyboard
                    ? """
                    navigation controller \(Dialect.name(of: scenes[index], in: document.format)) has no root view controller, so it shows an empty bar: \
                    Control-drag from it to its first scene and choose Relationship Segue › root view controller
                    """
                    : "navigation controller `\(scenes[index].id)` has no root scene, so it shows an empty bar: add <root scene=\"...\"/>"
            )
        }
    }
}
