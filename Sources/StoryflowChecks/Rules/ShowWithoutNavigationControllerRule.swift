import StoryflowModel
import StoryflowSemantics

/// `show` or legacy `push` from a scene that is not inside a navigation controller on every path.
public struct ShowWithoutNavigationControllerRule: EdgeRule {
    public static let description = RuleDescription(
        id: "show-without-navigation-controller",
        severity: .warning,
        summary: "A show or push segue starts in a scene with no navigation controller above it.",
        rationale: """
            `show` pushes only when a navigation controller is above the source; otherwise it falls back to a \
            modal presentation with no back button, and a legacy `push` throws (a scene in a split view's column \
            without a navigation controller is left to the split view and not reported). The check follows \
            every path from the initial scene, so it also finds scenes that are in a navigation controller on \
            some paths only. A segue in an alert's action runs from the controller that presented the alert, so \
            it is checked in that controller's place. Embed the source in a <navigationController>, or present \
            instead. A push is reported as an error. A show segue leading to a navigation or split view controller \
            presents it whatever is above the source, so it is not reported. A scene nothing in the file shows but that has a \
            `storyboardIdentifier` is made by code (`instantiateViewController(withIdentifier:)`), which may put \
            it in a navigation controller, so its segues are reported as notes saying so (none when its navigation \
            item has bar buttons, which says it expects a navigation bar); \
            `identified_scenes_embedded: true` in .storyflow.yml leaves them out when the app's code always embeds \
            such scenes. The initial scene of a storyboard counts as made by code when it has a storyboard \
            identifier (a storyboard code instantiates, or that another storyboard references). A scene the file \
            itself shows without a navigation controller is reported whatever its identifier.
            """
    )

    public init() {}

    public func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic? {
        guard case .segue(let kind) = edge.kind, kind == .show || kind == .push else { return nil }
        let target = edge.destination.map { graph.scenes[$0].kind }
        // A show that presents the container it leads to does so from anywhere.
        guard SegueTransition.of(kind, to: target, from: .none) != .present(.containerCannotBePushed) else { return nil }
        let context = graph.showContexts[edge.source]
        let isPush = kind == .push
        let scene = { graph.format == .storyboard ? Dialect.name(of: graph.scenes[edge.source], in: graph.format) : "`\(graph.scenes[edge.source].id)`" }
        // A scene nothing in the file shows, which code makes by its storyboard identifier: whether it is in a
        // navigation controller is up to that code (and one whose navigation item has bar buttons expects to be).
        if context.isEmpty, let identifier = graph.scenes[edge.source].storyboardIdentifier, !identifier.isEmpty {
            let hasBarButtons = graph.scenes[edge.source].withNavigationItem { !$0.leftButtons.isEmpty || !$0.rightButtons.isEmpty } == true
            guard !hasBarButtons else { return nil }
            let madeBy =
                edge.source == graph.initialScene
                ? "is the initial view controller of a storyboard code instantiates (it has the Storyboard ID `\(identifier)`)"
                : "is shown only by code, by its storyboard identifier `\(identifier)`"
            return Self.description.diagnostic(
                at: edge.location,
                """
                scene \(scene()) \(madeBy); this \(isPush ? "push" : "show") segue needs that code to put it in a navigation controller (if it always \
                does, set `identified_scenes_embedded: true` in .storyflow.yml)
                """,
                severity: .note
            )
        }
        // Where a push raises (any place without a navigation controller), or a show falls back to a presentation
        // (shown with no container above; a split view's column is left to the split view).
        let reported = SeguePlace.singles.contains { place in
            guard context.contains(place) else { return false }
            let transition = SegueTransition.of(kind, to: target, from: place)
            if isPush, case .raises(.pushWithoutNavigationController) = transition { return true }
            return !isPush && place == .none && transition == .present(.noNavigationController)
        }
        guard reported else { return nil }
        let paths = context.someHaveNavigation ? " on some paths" : ""
        let embed =
            graph.format == .storyboard
            ? "embed it in a navigation controller (Editor › Embed In › Navigation Controller)"
            : "embed \(scene()) in a <navigationController>"
        if isPush {
            return Self.description.diagnostic(
                at: edge.location,
                "this legacy push segue throws because scene \(scene()) has no navigation controller above it\(paths): \(embed)",
                severity: .error
            )
        }
        return Self.description.diagnostic(
            at: edge.location,
            """
            scene \(scene()) has no navigation controller above it\(paths), so this show segue falls back to a modal presentation without a back button: \
            \(embed), or \(Dialect.changeSegueKind(to: .present, in: graph.format))
            """
        )
    }
}
