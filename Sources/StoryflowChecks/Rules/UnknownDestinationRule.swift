import StoryflowModel

/// A segue or relationship that leads to a scene the flow does not have.
public struct UnknownDestinationRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-destination",
        severity: .error,
        summary: "A segue or relationship names a destination scene that does not exist.",
        rationale: """
            Firing such a segue fails because there is no view controller to instantiate, and a container \
            without its child shows nothing. Fix the id, or add the scene.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var ids: [String]?
        var hints: [String: String] = [:]
        func report(_ edge: FlowGraph.Edge, naming id: String) {
            let known = ids ?? graph.scenes.map(\.id)
            ids = known
            // "Did you mean" compares the id with every scene's: only for the first unknown ids, so a file full of
            // them costs time in proportion to its size.
            let hint = hints[id] ?? (hints.count < DiagnosticLimits.suggestionsPerRule ? Suggestion.hint(for: id, in: known) : "")
            hints[id] = hint
            // "; did you mean `x`?" goes in brackets, before the advice that follows it.
            let aside = hint.hasPrefix("; ") ? " (" + hint.dropFirst(2) + ")" : hint
            let what: String
            switch edge.kind {
            case .segue(let kind): what = "this \(kind.rawValue) segue leads to"
            case .relationship(let kind): what = "this \(kind.rawValue) relationship holds"
            }
            result.append(
                Self.description.diagnostic(
                    at: edge.location,
                    graph.format == .storyboard
                        ? "\(what) the object `\(id)`, which is not in this storyboard\(aside); reconnect it in Xcode or delete it"
                        : "\(what) scene `\(id)`, which does not exist\(aside); fix the id or add the scene"
                ))
        }
        var walkedScene = -1
        for edge in graph.edges where edge.namesUnknownScene {
            switch edge.kind {
            case .relationship:
                report(edge, naming: graph.scenes[edge.source].relationships[edge.ordinal].destination)
            case .segue:
                // One walk reports every segue of the scene naming a missing scene.
                guard edge.source != walkedScene else { continue }
                walkedScene = edge.source
                graph.forEachSegue(ofScene: edge.source) { edgeIndex, segue in
                    guard graph.edges[edgeIndex].namesUnknownScene, let id = segue.destination else { return }
                    report(graph.edges[edgeIndex], naming: id)
                }
            }
        }
        return result
    }
}
