import StoryflowModel

/// A segue back to a scene that is already below its source, instead of an unwind.
public struct SegueToAncestorRule: Rule {
    public static let description = RuleDescription(
        id: "segue-to-ancestor",
        severity: .warning,
        summary: "A segue leads back to a scene already below it on the stack instead of unwinding.",
        rationale: """
            Segues always create a new destination: a `show` or `present` back to a scene the user came from \
            stacks a fresh copy of it on every tap, an endless loop that only grows memory. Go back with an \
            unwind segue (and an <unwindAction> on the scene to return to), or a bar button or button with \
            `effect="pop"` or `effect="dismiss"`. A prototype row that opens its own scene again is a drill-down \
            into nested data (folders in folders, results within results), where each level shows other rows, and \
            is not reported; nor is a manual segue, which only code fires, on purpose (a "start over" that opens a \
            fresh sign-in screen).
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let backEdges = graph.backEdges { edge in
            switch edge.kind {
            case .relationship: true
            case .segue(let kind): kind != .unwind && kind != .showDetail && kind != .replace && kind != .custom
            }
        }
        var result: [Diagnostic] = []
        for index in backEdges {
            let edge = graph.edges[index]
            guard case .segue(let kind) = edge.kind, let destination = edge.destination, !Self.isDrillDown(edge), !edge.isManual else { continue }
            let source = Dialect.name(of: graph.scenes[edge.source], in: graph.format)
            let target = Dialect.name(of: graph.scenes[destination], in: graph.format)
            let destinationPhrase = edge.source == destination ? "itself" : "\(target), which is already below \(source)"
            let wayBack =
                graph.format == .storyboard
                ? "Control-drag from what fires it to the scene's Exit to unwind to \(target) instead, or pop or dismiss in code"
                : "go back with an unwind segue to \(target), or a button with effect=\"pop\" or \"dismiss\""
            result.append(
                Self.description.diagnostic(
                    at: edge.location,
                    "this \(kind.rawValue) segue leads back to \(destinationPhrase): every tap stacks a new copy (an endless loop); \(wayBack)"
                ))
        }
        return result
    }

    /// A prototype row's segue back to its own scene: the same controller one level deeper in nested data.
    private static func isDrillDown(_ edge: FlowGraph.Edge) -> Bool {
        edge.destination == edge.source && edge.firesFromPrototype
    }
}
