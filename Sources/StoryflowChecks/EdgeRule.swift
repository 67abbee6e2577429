import StoryflowModel

/// A rule that judges each edge of the graph (a segue or a relationship) on its own, with the graph around it for
/// context: whether the edge is a problem does not depend on any other edge.
public protocol EdgeRule: Rule {
    /// The problem with `edge`, or nil when it has none.
    func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic?
}

extension EdgeRule {
    /// The problems the rule finds in every edge of `graph`, in the graph's order.
    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        graph.edges.compactMap { check($0, in: graph) }
    }
}
