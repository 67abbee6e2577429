import StoryflowModel
import StoryflowSemantics

/// Where a segue leads from a screen, as `storyflow run` performs it with the flow's generic controllers; or why
/// a walk cannot take it.
struct SegueEffect {
    let scenes: FlowScenes

    /// The state after `segue` runs from the controller at `source`; for a scene embedded in a container view,
    /// `source` is its host's position and `embeddedScene` that scene (an unwind's search then starts at it, as
    /// UIKit's does, so its host and the other scenes the host embeds may take it).
    func apply(_ segue: Segue, from source: WalkState.Position, embeddedScene: Int? = nil, in state: WalkState) -> Result<WalkState, Unwalkable> {
        apply(kind: segue, from: source, embeddedScene: embeddedScene, in: state).flatMap { result in
            if scenes.isReference(result.node(at: result.shownContent(from: WalkState.Position(layer: result.layers.count - 1, path: []))).scene) {
                return .failure(.init("it shows a scene of another storyboard, which paths do not follow"))
            }
            if let (scene, failed) = scenes.failedDequeue(showing: result) { return .failure(.init(failed.reason(scene: scenes[scene].id))) }
            return .success(result)
        }
    }

    private func apply(kind segue: Segue, from source: WalkState.Position, embeddedScene: Int?, in state: WalkState) -> Result<WalkState, Unwalkable> {
        switch segue.kind {
        case .unwind: return unwind(segue, from: source, embeddedScene: embeddedScene, in: state)
        case .embed: return .failure(.init("an embed segue runs when its container view loads, not from a gesture"))
        case .custom:
            return .failure(.init("a custom segue runs only with its class registered; `storyflow run` reports UIKit's error for it"))
        default: break
        }
        guard let id = segue.destination, !id.isEmpty else { return .failure(.init("the segue names no destination")) }
        guard let destinationIndex = scenes.index(of: id) else { return .failure(.init("it leads to scene `\(id)`, which does not exist")) }
        guard let destination = scenes.instantiate(destinationIndex) else {
            return .failure(
                .init(
                    scenes.isReference(destinationIndex)
                        ? "it leads to a storyboard reference, which paths do not follow"
                        : """
                        making its destination raises the runtime's error: a relationship to a missing scene or a cycle, a navigation or split view \
                        controller as a navigation controller's root (UIKit: "Pushing a navigation controller is not supported"), containers nested \
                        more than \(FlowScenes.maximumNestingDepth) deep, or more than \(FlowScenes.maximumControllers) controllers
                        """
                ))
        }
        var result = state
        let navigation = nearest(from: source, in: state, where: { if case .navigation = $0 { true } else { false } })
        let split = nearest(from: source, in: state, where: { if case .split = $0 { true } else { false } })
        switch SegueTransition.of(segue.kind, to: scenes.kind(of: destinationIndex), insideNavigation: navigation != nil, insideSplit: split != nil) {
        case .push:
            guard let navigation else { break }
            result.update(at: navigation) { node in
                guard case .navigation(let scene, let stack) = node else { return node }
                return .navigation(scene: scene, stack: stack + [destination])
            }
            return .success(result)
        case .showDetail:
            // A split view replaces its secondary column, or adds one when it shows only the primary. Collapsed,
            // it pushes onto its primary navigation controller, or presents (`CollapsedSplitView`).
            guard let split else { break }
            if scenes.device.collapsesSplitViews {
                guard case .split(_, let columns) = state.node(at: split), let primary = columns.first else { break }
                guard case .navigation(let scene, let stack) = primary else {
                    if let problem = partialCurlProblem(segue, destination: scenes[destinationIndex], from: source) { return .failure(problem) }
                    break
                }
                result.update(at: WalkState.Position(layer: split.layer, path: split.path + [0])) { _ in
                    .navigation(scene: scene, stack: stack + destination.pushedStack)
                }
                return .success(result)
            }
            result.update(at: split) { node in
                guard case .split(let scene, var columns) = node else { return node }
                if columns.count > 1 { columns[columns.count - 1] = destination } else { columns.append(destination) }
                return .split(scene: scene, columns: columns)
            }
            return .success(result)
        case .raises(.pushWithoutNavigationController):
            return .failure(.init("a legacy push segue with no navigation controller above it raises UIKit's error"))
        case .raises(let exception):
            return .failure(.init("it raises UIKit's error \"\(exception.message)\""))
        case .present, .popover:
            if let problem = partialCurlProblem(segue, destination: scenes[destinationIndex], from: source) { return .failure(problem) }
        default:
            break
        }
        result.layers.append(destination)
        return .success(result)
    }

    /// Why a presentation with the partial-curl transition cannot be walked: UIKit refuses it outside full screen
    /// (`UIKitException.presenting`), and from a presented scene whether it may depends on how that scene was
    /// presented, which the planner does not follow.
    private func partialCurlProblem(_ segue: Segue, destination: Scene, from source: WalkState.Position) -> Unwalkable? {
        guard ModalPresentation.transition(of: segue, destination: destination) == .partialCurl else { return nil }
        if let exception = ModalPresentation.exception(of: segue, destination: destination) {
            return .init("it raises UIKit's error \"\(exception.message)\"")
        }
        guard source.layer == 0 else {
            return .init("a partial curl presented from a presented scene needs that scene to cover the screen, which depends on how it was presented")
        }
        return nil
    }

    /// The nearest controller at or above `source` in its layer that `matches`.
    private func nearest(from source: WalkState.Position, in state: WalkState, where matches: (ControllerNode) -> Bool) -> WalkState.Position? {
        var position = source
        while true {
            if matches(state.node(at: position)) { return position }
            guard !position.path.isEmpty else { return nil }
            position.path.removeLast()
        }
    }

    // MARK: Unwinding (TN2298, as the runtime searches)

    private func unwind(_ segue: Segue, from source: WalkState.Position, embeddedScene: Int?, in state: WalkState) -> Result<WalkState, Unwalkable> {
        guard let action = segue.unwindAction, !action.isEmpty else { return .failure(.init("the unwind segue names no action")) }
        let search = unwindTarget(action, from: source, embeddedScene: embeddedScene, in: state)
        if search.passedUnloadedEmbeds {
            return .failure(
                .init(
                    """
                    a scene embedded in a tab that is not selected takes the unwind action `\(action)` only once its tab has been shown (its \
                    container view loads then), so where it lands depends on what the walk did before
                    """))
        }
        guard let target = search.target else {
            return .failure(.init("no controller on the way back implements the unwind action `\(action)` (UIKit's error)"))
        }
        var result = state
        result.layers.removeSubrange((target.layer + 1)...)
        var ancestor = WalkState.Position(layer: target.layer, path: [])
        for child in target.path {
            result.update(at: ancestor) { node in
                switch node {
                case .navigation(let scene, let stack): .navigation(scene: scene, stack: Array(stack.prefix(child + 1)))
                case .tabs(let scene, let children, _): .tabs(scene: scene, children: children, selected: child)
                default: node
                }
            }
            ancestor.path.append(child)
        }
        return .success(result)
    }

    /// The controller the runtime unwinds to (`UnwindSearch`, TN2298), over the planner's model of the
    /// controllers; a scene a content embeds counts as that content, where the screen stays.
    /// Where the unwind lands, and whether the search passed scenes embedded in a tab that may not have loaded
    /// (the runtime makes a container view's scene when its host's view loads, a tab's when it is first shown).
    private func unwindTarget(
        _ action: String, from source: WalkState.Position, embeddedScene: Int?, in state: WalkState
    ) -> (target: WalkState.Position?, passedUnloadedEmbeds: Bool) {
        let hierarchy = PlannedHierarchy(effect: self, state: state, embeddedSource: embeddedScene)
        let start: PlannedHierarchy.Node = embeddedScene == nil ? .controller(source) : .embeddedSource(in: source)
        let target = UnwindSearch.destination(of: action, from: start, in: hierarchy)?.position
        return (target, hierarchy.passedUnloadedEmbeds.value)
    }

    /// Whether the content at `position` has surely loaded its view: every tab bar controller above it shows the
    /// tab it is in (a tab not selected now may or may not have been shown before).
    fileprivate func hasSurelyLoaded(_ position: WalkState.Position, in state: WalkState) -> Bool {
        var ancestor = WalkState.Position(layer: position.layer, path: [])
        for child in position.path {
            if case .tabs(_, _, let selected) = state.node(at: ancestor), selected != child { return false }
            ancestor.path.append(child)
        }
        return true
    }

    /// The planner's controllers as the unwind search walks them: each position, and under each content the
    /// scenes it embeds (one node: the runtime searches them as its children, and unwinding to one leaves the
    /// screen at the content). An unwind fired by an embedded scene starts at that scene, below its host.
    private struct PlannedHierarchy: UnwindHierarchy {
        enum Node: Equatable {
            case controller(WalkState.Position)
            case embedded(in: WalkState.Position)
            /// The embedded scene that fired the unwind: never a candidate itself (UIKit's source is not).
            case embeddedSource(in: WalkState.Position)

            var position: WalkState.Position {
                switch self {
                case .controller(let position), .embedded(let position), .embeddedSource(let position): position
                }
            }
        }

        let effect: SegueEffect
        let state: WalkState
        /// The embedded scene that fired the unwind, if one did.
        let embeddedSource: Int?
        /// Set when the search asked scenes embedded in a content that may not have loaded, and one would take it.
        let passedUnloadedEmbeds = Flag()

        final class Flag {
            var value = false
        }

        /// Made as the search reaches them: a navigation stack hundreds deep is searched from its top, where the
        /// search usually ends, and each child's position is an array of its own.
        func childrenSearched(in node: Node) -> LazyMapSequence<[Int], Node> {
            guard case .controller(let position) = node else { return [Int]().lazy.map { _ in node } }
            // A content's one child: the scenes it embeds, searched as one node.
            if case .content = state.node(at: position) { return [0].lazy.map { _ in .embedded(in: position) } }
            return effect.childOrder(of: position, in: state).lazy.map { .controller(WalkState.Position(layer: position.layer, path: position.path + [$0])) }
        }

        func parentOrPresenter(of node: Node) -> Node? {
            guard case .controller(let position) = node else { return .controller(node.position) }
            if position.path.isEmpty { return position.layer > 0 ? .controller(WalkState.Position(layer: position.layer - 1, path: [])) : nil }
            return .controller(position.parent)
        }

        func canPerformUnwind(_ action: String, at node: Node, from source: Node) -> Bool {
            switch node {
            case .embedded(let host):
                guard effect.embedsImplementer(of: action, host, except: embeddedSource, in: state) else { return false }
                guard effect.hasSurelyLoaded(host, in: state) else {
                    passedUnloadedEmbeds.value = true
                    return false
                }
                return true
            case .embeddedSource: return false
            case .controller(let position): return node != source && effect.implements(action, position, in: state)
            }
        }
    }

    /// Whether a scene the content at `position` embeds in a container view (or one those embed), other than
    /// `source` itself, implements `action`: the runtime searches a controller's children first, and unwinding
    /// to an embedded child leaves the screen at its host.
    fileprivate func embedsImplementer(of action: String, _ position: WalkState.Position, except source: Int?, in state: WalkState) -> Bool {
        guard case .content(let host) = state.node(at: position) else { return false }
        var pending = scenes.embeddedScenes(of: host)
        var seen: Set<Int> = [host]
        while let scene = pending.popLast() {
            guard seen.insert(scene).inserted, seen.count <= FlowScenes.maximumNestingDepth else { continue }
            if scene != source, scenes.implementsUnwind(action, at: scene) { return true }
            pending += scenes.embeddedScenes(of: scene)
        }
        return false
    }

    /// The indices of the children searched for an unwind destination, in the order the runtime searches them.
    fileprivate func childOrder(of position: WalkState.Position, in state: WalkState) -> [Int] {
        let node = state.node(at: position)
        var order = Array(node.children.indices)
        switch node {
        case .navigation: order.reverse()
        case .tabs(_, _, let selected): order = [selected] + order.filter { $0 != selected }
        default: break
        }
        return order
    }

    fileprivate func implements(_ action: String, _ position: WalkState.Position, in state: WalkState) -> Bool {
        scenes.implementsUnwind(action, at: state.node(at: position).scene)
    }
}

/// Why a walk cannot take a segue or reach a scene.
struct Unwalkable: Error, Hashable, Sendable {
    /// The reason, as a clause ("it leads to scene `x`, which does not exist").
    var reason: String

    init(_ reason: String) { self.reason = reason }
}
