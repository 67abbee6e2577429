import StoryflowModel
import StoryflowSemantics

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
            Alerts and popovers dismiss themselves and are not reported; for a presented navigation controller \
            (by a modal segue, or by a show segue, which presents a navigation controller), its root scene is checked, \
            and its bar buttons count only when the navigation controller shows its bar. In a `.storyboard`, a scene \
            with a custom class is not reported: storyboards declare no button effects, and its code may dismiss it \
            (a gesture, a row selection).
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let scenes = graph.scenes
        var reported = Array(repeating: false, count: scenes.count)
        var examined = Array(repeating: false, count: scenes.count)
        var result: [Diagnostic] = []
        func report(_ scene: Int, presentedBy destination: Int) {
            let isBarHidden = scene != destination && scenes[destination].isNavigationBarHidden == true
            guard !reported[scene], !hasWayBack(scene, in: graph, format: document.format, barButtonsShow: !isBarHidden) else { return }
            reported[scene] = true
            let format = document.format
            let via = scene == destination ? "" : " (the root of presented navigation controller \(Dialect.name(of: scenes[destination], in: format)))"
            let wayBack =
                format == .storyboard
                ? """
                add a Cancel or Done bar button item and connect it to the scene's Exit (an unwind segue), or give the scene a custom class that \
                dismisses it
                """
                : "add a Cancel or Done bar button with effect=\"dismiss\", or an unwind segue"
            result.append(
                Self.description.diagnostic(
                    at: scenes[scene].location,
                    """
                    scene \(Dialect.name(of: scenes[scene], in: format))\(via) is presented modally but has no way back: no unwind segue, no button and no \
                    bar button\(isBarHidden ? Self.hiddenBar(format) : ""); \(wayBack)
                    """
                ))
        }
        for edge in graph.edges {
            // A modal segue, or a show that presents the container it leads to, whatever is above its source.
            guard case .segue(let kind) = edge.kind, let destination = edge.destination, !examined[destination] else { continue }
            let transition = SegueTransition.of(kind, to: scenes[destination].kind, from: .navigation)
            guard transition == .present(.declared) || transition == .present(.containerCannotBePushed) else { continue }
            examined[destination] = true
            switch scenes[destination].kind {
            case .navigationController:
                for edgeIndex in graph.outgoing(destination) where graph.edges[edgeIndex].kind == .relationship(.root) {
                    if let root = graph.edges[edgeIndex].destination { report(root, presentedBy: destination) }
                }
            case .viewController, .tableViewController, .collectionViewController, .pageViewController:
                report(destination, presentedBy: destination)
            default:
                break
            }
        }
        return result
    }

    /// Why the bar buttons of a presented navigation controller's root do not count, in the file's vocabulary.
    private static func hiddenBar(_ format: FlowDocument.Format) -> String {
        format == .storyboard
            ? " (its navigation controller has Shows Navigation Bar unchecked, so its bar button items do not show)"
            : " (its navigation controller hides its bar, navigationBarHidden=\"true\", so its bar buttons do not show)"
    }

    private func hasWayBack(_ scene: Int, in graph: FlowGraph, format: FlowDocument.Format, barButtonsShow: Bool) -> Bool {
        if format == .storyboard, graph.scenes[scene].className != nil { return true }
        if barButtonsShow, graph.scenes[scene].withNavigationItem({ !$0.leftButtons.isEmpty || !$0.rightButtons.isEmpty }) == true { return true }
        if graph.outgoing(scene).contains(where: { graph.edges[$0].kind == .segue(.unwind) }) { return true }
        return graph.scenes.withElementInPlace(at: scene) { declaration in
            declaration.containsControl { control in
                switch control.kind {
                case .button: true
                case .switch, .textField: control.action != nil
                default: false
                }
            }
        }
    }
}
