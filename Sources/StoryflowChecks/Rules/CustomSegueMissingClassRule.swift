import StoryflowModel

/// A custom segue without its segue class.
public struct CustomSegueMissingClassRule: EdgeRule {
    public static let description = RuleDescription(
        id: "custom-segue-missing-class",
        severity: .error,
        summary: "A custom segue has no segue class.",
        rationale: """
            A custom segue is performed by an instance of the class it names (a `StoryboardSegue` subclass \
            registered by the app); without one there is nothing to perform it and UIKit throws. Add `class`, or \
            use a built-in kind.
            """
    )

    public init() {}

    public func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic? {
        guard edge.kind == .segue(.custom), !edge.hasCustomClass else { return nil }
        return Self.description.diagnostic(
            at: edge.location,
            graph.format == .storyboard
                ? """
                this custom segue names no segue class: set its Class in the Attributes inspector to the UIStoryboardSegue subclass that performs it, or \
                choose a built-in Kind
                """
                : "this custom segue names no segue class: add `class` with the StoryboardSegue subclass that performs it, or use a built-in kind"
        )
    }
}
