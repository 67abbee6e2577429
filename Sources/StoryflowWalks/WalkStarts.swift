import StoryflowIO
import StoryflowModel
import StoryflowSemantics

/// The states walks start in, as `storyflow run` makes them: the launch, a scene started on its own (`open ID`,
/// `--start`), a deep link's back stack (`open URL`, `--open`); and, for each that cannot be a start, why.
struct WalkStarts {
    let scenes: FlowScenes
    /// Why each start tried could not be one: the scene it is about (if any), and the reason.
    private(set) var problems: [(scene: Int?, reason: String)] = []

    init(scenes: FlowScenes) {
        self.scenes = scenes
    }

    /// Records that a start the user named cannot be one, for `reason`.
    mutating func reject(_ reason: String) {
        problems.append((nil, reason))
    }

    /// The state at launch: the initial scene with the controllers its containers hold.
    mutating func launch() -> WalkState? {
        let isStoryboard = scenes.document.format == .storyboard
        guard let id = scenes.document.initialSceneID else {
            problems.append((nil, isStoryboard ? "the storyboard has no initial view controller" : "the flow has no initial scene"))
            return nil
        }
        let initialName = isStoryboard ? "the initial view controller" : "the initial scene"
        guard let initial = scenes.index(of: id) else {
            problems.append((nil, "\(initialName) `\(id)` does not exist"))
            return nil
        }
        return state(showing: scenes.instantiate(initial), of: initial, as: initialName)
    }

    /// The scenes code makes by their storyboard identifier (`EntryPoints`), in document order, each with the
    /// identifier that makes it: a scene whose identifier an earlier scene has, or another scene has as its id, is
    /// not what `open` with that identifier shows, and one that `open` cannot name (`isOpenable`) is left out.
    func codeEntryPoints() -> [(scene: Int, identifier: String)] {
        let document = scenes.document
        var taken: Set<String> = []
        return EntryPoints(document).identifiedScenes.compactMap { index in
            guard let identifier = document.scenes[index].storyboardIdentifier, taken.insert(identifier).inserted, Self.isOpenable(identifier),
                document.position(ofSceneWithID: identifier).map({ $0 == index }) ?? true
            else { return nil }
            return (index, identifier)
        }
    }

    /// Whether `open NAME` in a script names a scene: a name holding `://` is read as a deep link, and one with
    /// characters a script line cannot hold cannot be written.
    static func isOpenable(_ name: String) -> Bool {
        !DeepLinkPattern.isURL(name) && ScreenGestures.isExpressible(name)
    }

    /// The state when the scene at `index` is started on its own, as `open ID` does; nil (with the reason) when
    /// showing it so raises the runtime's error: a required input nothing passes to a first scene.
    mutating func state(startingAt index: Int) -> WalkState? {
        if let input = scenes[index].contract?.requiredInputs.first {
            problems.append((index, "started on its own it would have no value for its required input `\(input.name)`, which only a way into it passes"))
            return nil
        }
        return state(showing: scenes.startController(index), of: index, as: "it")
    }

    /// The scene `name` stands for, as `storyflow run --start` finds it (a storyboard identifier, else an id), and
    /// the state when it is started on its own.
    mutating func state(named name: String) -> WalkState? {
        let document = scenes.document
        guard let index = document.scenes.firstIndex(where: { $0.storyboardIdentifier == name }) ?? scenes.index(of: name) else {
            problems.append((nil, "no scene has the storyboard identifier or id `\(name)`"))
            return nil
        }
        return state(startingAt: index)
    }

    /// The state after the deep link for `url` opens: the launch, then its route's tabs and segues
    /// (`DeepLinkRoute`), as the runtime's `open` builds the back stack.
    mutating func state(opening url: String) -> WalkState? {
        let document = scenes.document
        guard var state = launch() else { return nil }
        guard let link = document.deepLinks.first(where: { $0.pattern.match(url) != nil }) else {
            problems.append((nil, "no deep link of the flow matches `\(url)`"))
            return nil
        }
        guard let route = DeepLinkRoute.find(to: link.sceneID, through: link.containerID, in: document) else {
            problems.append((scenes.index(of: link.sceneID), "no route from the launch leads to `\(link.sceneID)`, the scene of `\(link.pattern.text)`"))
            return nil
        }
        let effect = SegueEffect(scenes: scenes)
        for step in route.steps {
            switch step {
            case .embed: continue
            case .relationship(let relationship, let containerID):
                guard relationship.kind == .tab, let container = scenes.index(of: containerID), let position = find(container, in: state) else { continue }
                let tabs = scenes[container].relationships.filter { $0.kind == .tab }
                guard let selected = tabs.firstIndex(of: relationship) else { continue }
                state.update(at: position.position) { node in
                    guard case .tabs(let scene, let children, _) = node else { return node }
                    return .tabs(scene: scene, children: children, selected: selected)
                }
                // The tab shows at once, before the route goes on.
                if let (scene, failed) = scenes.failedDequeue(showing: state) {
                    problems.append(
                        (
                            scenes.index(of: link.sceneID),
                            "the deep link's route shows a tab that raises UIKit's error: " + failed.reason(scene: scenes[scene].id)
                        ))
                    return nil
                }
            case .segue(let segue, let sourceID):
                guard let source = scenes.index(of: sourceID), let found = find(source, in: state) else {
                    problems.append((scenes.index(of: sourceID), "the deep link's route goes through `\(sourceID)`, which is not on screen"))
                    return nil
                }
                switch effect.apply(segue, from: found.position, embeddedScene: found.embedded, in: state) {
                case .success(let next): state = next
                case .failure(let problem):
                    problems.append((source, "the deep link's route takes a segue of `\(sourceID)` that a walk cannot: \(problem.reason)"))
                    return nil
                }
            }
        }
        return state
    }

    /// `node` as a start's state, or nil (with the reason) when it cannot be made or shows another storyboard.
    private mutating func state(showing node: ControllerNode?, of index: Int, as name: String) -> WalkState? {
        guard let node else {
            problems.append(
                (
                    index,
                    scenes.isReference(index)
                        ? "\(name) is a storyboard reference, which paths do not follow"
                        : "making \(name) raises the runtime's error (a relationship to a missing scene, a cycle, or containers nested too deep)"
                ))
            return nil
        }
        let state = WalkState(layers: [node])
        guard !scenes.isReference(state.node(at: state.shownContent(from: WalkState.Position(layer: 0, path: []))).scene) else {
            problems.append((index, "\(name) shows a scene of another storyboard, which paths do not follow"))
            return nil
        }
        if let (scene, failed) = scenes.failedDequeue(showing: state) {
            problems.append((index, "showing \(name) raises UIKit's error: " + failed.reason(scene: scenes[scene].id)))
            return nil
        }
        return state
    }

    /// Where the controller of scene `index` is on screen, as the runtime's deep links find it: the top layer
    /// first, each container's children in order; for a scene a content embeds, the content's position and the
    /// embedded scene.
    func find(_ index: Int, in state: WalkState) -> (position: WalkState.Position, embedded: Int?)? {
        for layer in state.layers.indices.reversed() {
            var pending = [WalkState.Position(layer: layer, path: [])]
            while let position = pending.popLast() {
                let node = state.node(at: position)
                if node.scene == index { return (position, nil) }
                if case .content(let host) = node, embeds(index, host: host) { return (position, index) }
                pending += node.children.indices.reversed().map { WalkState.Position(layer: layer, path: position.path + [$0]) }
            }
        }
        return nil
    }

    /// Whether the scene `host` embeds the scene `index`, directly or through the scenes it embeds.
    private func embeds(_ index: Int, host: Int) -> Bool {
        var seen: Set<Int> = [host]
        var pending = [host]
        while let scene = pending.popLast() {
            for child in scenes.embeddedScenes(of: scene) where seen.insert(child).inserted {
                if child == index { return true }
                pending.append(child)
            }
        }
        return false
    }
}
