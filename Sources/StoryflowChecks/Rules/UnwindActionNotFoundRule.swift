import StoryflowModel

/// An unwind segue whose action no scene on the way back declares.
public struct UnwindActionNotFoundRule: Rule {
    public static let description = RuleDescription(
        id: "unwind-action-not-found",
        severity: .warning,
        summary: "No scene on the presentation chain back from an unwind segue declares its action.",
        rationale: """
            UIKit looks for the unwind destination among the controllers the source was reached through \
            (its parents and the controllers that presented them, TN2298); when none implements the action, \
            the unwind silently does nothing. Declare `<unwindAction name="..."/>` on the scene to return to, one \
            that leads to the source scene. Storyboards declare no unwind actions (they are `@IBAction` methods \
            in code), so the rule does not run on `.storyboard` documents; it does on the flow `storyflow import` \
            writes, where the actions are to be declared.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        guard document.format == .flow else { return [] }
        // Actions are numbered in the order unwind segues first name them. Each unwind segue naming one asks
        // whether a scene declaring its action leads to the segue's scene: one question per action, answered in
        // one batch, laid out flat (pairs of an action's number and a scene), so no array is made per action.
        var number: [String: Int] = [:]
        number.reserveCapacity(graph.edges.count { $0.kind == .segue(.unwind) })
        var actions: [String] = []
        var unwindEdges: [Int] = []
        var unwindScenes: [(query: Int, scene: Int)] = []
        var walkedScene = -1
        for edge in graph.edges where edge.kind == .segue(.unwind) && edge.source != walkedScene {
            // One walk of the scene reads the action of each of its unwind segues, in edge order.
            walkedScene = edge.source
            graph.forEachSegue(ofScene: edge.source) { edgeIndex, segue in
                guard segue.kind == .unwind, let action = segue.unwindAction, !action.isEmpty else { return }
                let known: Int
                if let existing = number[action] {
                    known = existing
                } else {
                    known = actions.count
                    number[action] = known
                    actions.append(action)
                }
                unwindEdges.append(edgeIndex)
                unwindScenes.append((known, edge.source))
            }
        }
        guard !actions.isEmpty else { return [] }
        var declaringScenes: [(query: Int, scene: Int)] = []
        let scenes = graph.scenes
        for index in scenes.indices {
            let declared = scenes[index].unwindActions
            for position in declared.indices {
                if let known = number[declared[position].name] { declaringScenes.append((known, index)) }
            }
        }
        let queries = ComponentGraph.Queries(count: actions.count, sources: declaringScenes, targets: unwindScenes)
        let reached = ComponentGraph(graph).answer(queries).reached
        var result: [Diagnostic] = []
        for (known, action) in actions.enumerated() {
            for position in queries.targetPositions(of: known) where !reached[position] {
                let edge = graph.edges[unwindEdges[position]]
                let scene = scenes[edge.source].id
                let sources = queries.sources(of: known)
                let detail =
                    sources.isEmpty
                    ? "no scene declares it"
                    : """
                    the scenes declaring it \
                    (\(DiagnosticLimits.list(sources.prefix(DiagnosticLimits.namesInMessage + 1).map { scenes[$0].id }, total: sources.count))) never \
                    lead to `\(scene)`
                    """
                result.append(
                    Self.description.diagnostic(
                        at: edge.location,
                        """
                        this unwind segue does nothing: UIKit finds no `\(action)` action on the way back from scene `\(scene)` (\(detail)); add \
                        <unwindAction name=\"\(action)\"/> to the scene to return to
                        """
                    ))
            }
        }
        return result
    }
}
