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
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <button title="Add"><segue kind="present" destination="add"/></button>
              </viewController>
              <viewController id="add">
                <unwindAction name="backToAdd"/>
                <button title="Done">↓<segue kind="unwind" action="backToHome"/></button>
                <button title="Stay">↓<segue kind="unwind" action="backToAdd:"/></button>
              </viewController>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="home"/></navigationController>
              <viewController id="home">
                <unwindAction name="backToHome:"/>
                <button title="Add"><segue kind="present" destination="addNav"/></button>
              </viewController>
              <navigationController id="addNav"><root scene="add"/></navigationController>
              <viewController id="add">
                <button title="Done"><segue kind="unwind" action="backToHome"/></button>
              </viewController>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        guard document.format == .flow else { return [] }
        var unwindsByAction: [String: [FlowGraph.Edge]] = [:]
        var actions: [String] = []
        for edge in graph.edges where edge.kind == .segue(.unwind) {
            guard let action = edge.segue?.unwindAction, !action.isEmpty else { continue }
            if unwindsByAction[action] == nil { actions.append(action) }
            unwindsByAction[action, default: []].append(edge)
        }
        guard !actions.isEmpty else { return [] }
        var declarers: [String: [Int]] = [:]
        for (index, scene) in graph.scenes.enumerated() {
            for action in scene.unwindActions where unwindsByAction[action.name] != nil {
                declarers[action.name, default: []].append(index)
            }
        }
        let answers = ComponentGraph(graph).answer(actions.map { action in
            ComponentGraph.Query(sources: declarers[action] ?? [], targets: (unwindsByAction[action] ?? []).map(\.source))
        })
        var result: [Diagnostic] = []
        for (number, action) in actions.enumerated() {
            let sources = declarers[action] ?? []
            for (position, edge) in (unwindsByAction[action] ?? []).enumerated() where !answers.reached[number][position] {
                let scene = graph.scenes[edge.source].id
                let detail = sources.isEmpty
                    ? "no scene declares it"
                    : "the scenes declaring it (\(sources.map { "`\(graph.scenes[$0].id)`" }.joined(separator: ", "))) never lead to `\(scene)`"
                result.append(Self.description.diagnostic(
                    at: edge.location,
                    "this unwind segue does nothing: UIKit finds no `\(action)` action on the way back from scene `\(scene)` (\(detail)); add <unwindAction name=\"\(action)\"/> to the scene to return to"
                ))
            }
        }
        return result
    }
}
