import StoryflowModel

/// Containers that hold each other in a circle.
public struct RelationshipCycleRule: Rule {
    public static let description = RuleDescription(
        id: "relationship-cycle",
        severity: .error,
        summary: "Container relationships form a cycle.",
        rationale: """
            A container loads its children when it loads; if a chain of relationships leads back to a container \
            already in it, loading never ends (or UIKit throws when a controller becomes its own ancestor). \
            Break the cycle: a child must be a different scene than every container above it.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for index in graph.backEdges(among: { if case .relationship = $0.kind { true } else { false } }) {
            let edge = graph.edges[index]
            guard let destination = edge.destination else { continue }
            let container = graph.scenes[edge.source].id
            let child = graph.scenes[destination].id
            result.append(
                Self.description.diagnostic(
                    at: edge.location,
                    """
                    relationship cycle: `\(container)` holds `\(child)`, which already holds `\(container)` (directly or through other containers); a \
                    container cannot contain itself, so hold a different scene here
                    """
                ))
        }
        return result
    }
}
