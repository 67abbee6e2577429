import StoryflowModel

/// A modally presented scene the user cannot leave.
public struct ModalWithoutWayBackRule: Rule {
    public static let description = RuleDescription(
        id: "modal-without-way-back",
        severity: .warning,
        summary: "A modally presented scene has no way back: no unwind segue, no button, no bar button.",
        rationale: """
            A modal scene stays until something dismisses it. With no unwind segue, no control and no bar \
            button, a full-screen presentation traps the user (a sheet can still be swiped down, which users \
            rarely discover). Add a Cancel or Done bar button with `effect="dismiss"`, or an unwind segue. \
            Alerts and popovers dismiss themselves and are not reported; for a presented navigation controller, \
            its root scene is checked. In a `.storyboard`, a scene with a custom class is not reported: \
            storyboards declare no button effects, and its code may dismiss it (a gesture, a row selection).
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <button title="About"><segue kind="present" destination="about"/></button>
              </viewController>
              ↓<viewController id="about">
                <label text="Version 1.0"/>
              </viewController>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <button title="About"><segue kind="present" destination="aboutNav"/></button>
                <button title="Help"><segue kind="popover" destination="help"/></button>
              </viewController>
              <navigationController id="aboutNav"><root scene="about"/></navigationController>
              <viewController id="about">
                <navigationItem title="About">
                  <barButton placement="right" system="done" effect="dismiss"/>
                </navigationItem>
              </viewController>
              <viewController id="help"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var reported = Set<Int>()
        var examined = Set<Int>()
        var result: [Diagnostic] = []
        for edge in graph.edges {
            guard edge.kind == .segue(.present) || edge.kind == .segue(.modal), let destination = edge.destination,
                  examined.insert(destination).inserted
            else { continue }
            let presented = graph.scenes[destination]
            let content: [Int]
            switch presented.kind {
            case .navigationController:
                content = graph.outgoing[destination].filter { graph.edges[$0].kind == .relationship(.root) }.compactMap { graph.edges[$0].destination }
            case .viewController, .tableViewController, .collectionViewController, .pageViewController:
                content = [destination]
            default:
                content = []
            }
            for scene in content where !hasWayBack(graph.scenes[scene], in: document) && reported.insert(scene).inserted {
                let via = scene == destination ? "" : " (the root of presented navigation controller `\(presented.id)`)"
                result.append(Self.description.diagnostic(
                    at: graph.scenes[scene].location,
                    "scene `\(graph.scenes[scene].id)`\(via) is presented modally but has no way back: no unwind segue, no button and no bar button; add a Cancel or Done bar button with effect=\"dismiss\", or an unwind segue"
                ))
            }
        }
        return result
    }

    private func hasWayBack(_ scene: Scene, in document: FlowDocument) -> Bool {
        if document.format == .storyboard, scene.className != nil { return true }
        if let item = scene.navigationItem, !item.allButtons.isEmpty { return true }
        if scene.segues.contains(where: { $0.kind == .unwind }) { return true }
        return scene.allControls.contains { control in
            switch control.kind {
            case .button: true
            case .switch, .textField: control.action != nil
            default: false
            }
        }
    }
}
