import StoryflowModel

/// Plans walks through a flow from its graph, without running it: a breadth-first search over what the screen
/// shows, taking only gestures a person has on each screen (and `perform` for segues fired only from code).
///
/// The search keys each state by the scene on top, so it visits each scene once, from the shortest way there;
/// the tab bar's other tabs are offered once, where the tab bar first shows. It stops `maximumDepth` steps
/// from the launch. `WalkGenerator` turns the search tree into walks.
struct WalkPlanner {
    /// A state the search reached: how (the step from its parent) and what it shows.
    struct Node {
        var state: WalkState
        var parent: Int?
        var gesture: Gesture?
        var depth: Int
        /// The scene on top of its state (`topScene(of:)`).
        var topScene: Int
    }

    let scenes: FlowScenes
    /// The search tree, in the order states were reached; the first is the launch.
    private(set) var nodes: [Node] = []
    /// For each scene reached, the first node that showed it.
    private(set) var reached: [Int: Int] = [:]
    /// For each segue a walk can fire, the node whose screen offers it, the gesture, and the scene on top after
    /// it (`topScene(of:)` of its result).
    private(set) var fireable: [SegueReference: (node: Int, gesture: Gesture, landing: Int)] = [:]
    /// Segues on a reached screen that a walk cannot fire, with the first reason found.
    private(set) var unwalkable: [SegueReference: Unwalkable] = [:]
    /// How many steps from the launch the search goes.
    let maximumDepth: Int
    /// The scenes on top of nodes the search did not go beyond, being `maximumDepth` steps from the launch.
    private(set) var depthLimited: Set<Int> = []

    /// Whether each gesture carries the commands that come back from it (`Gesture.undo`), which only generating
    /// walks needs.
    let findsWaysBack: Bool

    /// Searches the flow from its initial scene, up to `maximumDepth` steps; nil when it has no initial scene a
    /// walk can start from. Without `findsWaysBack`, no gesture has an `undo`.
    init?(document: FlowDocument, maximumDepth: Int, findsWaysBack: Bool = true) {
        scenes = FlowScenes(document)
        self.maximumDepth = maximumDepth
        self.findsWaysBack = findsWaysBack
        guard let initial = document.initialSceneID.flatMap(scenes.index(of:)), let root = scenes.instantiate(initial) else { return nil }
        let launch = WalkState(layers: [root])
        guard !scenes.isReference(launch.node(at: launch.shownContent(from: WalkState.Position(layer: 0, path: []))).scene) else { return nil }
        search(from: launch)
    }

    /// The scene a node shows on top: an alert on top, else the content `expect scene` sees.
    func topScene(of state: WalkState) -> Int {
        if case .content(let scene) = state.layers[state.layers.count - 1], scenes.isAlert(scene) { return scene }
        return state.node(at: topContent(of: state)).scene
    }

    /// The content on top, under any alert.
    func topContent(of state: WalkState) -> WalkState.Position {
        var layer = state.layers.count - 1
        while layer > 0, case .content(let scene) = state.layers[layer], scenes.isAlert(scene) { layer -= 1 }
        return state.shownContent(from: WalkState.Position(layer: layer, path: []))
    }

    private mutating func search(from launch: WalkState) {
        let gestures = ScreenGestures(scenes: scenes, findsWaysBack: findsWaysBack)
        nodes.append(Node(state: launch, parent: nil, gesture: nil, depth: 0, topScene: topScene(of: launch)))
        markReached(launch, node: 0)
        var tabBarsOffered: Set<Int> = []
        var next = 0
        while next < nodes.count {
            let current = next
            next += 1
            let state = nodes[current].state
            guard nodes[current].depth < maximumDepth else {
                depthLimited.insert(nodes[current].topScene)
                continue
            }
            let screen = ScreenContents(scenes: scenes, state: state)
            let (found, blocked) = gestures.segueGestures(in: state, screen: screen)
            for (reference, reason) in blocked where fireable[reference] == nil && unwalkable[reference] == nil {
                unwalkable[reference] = reason
            }
            var offered = found
            if let tabs = screen.tabBar(in: state), tabBarsOffered.insert(tabs.scene).inserted {
                offered += gestures.tabGestures(in: state, screen: screen)
            }
            for gesture in offered {
                let top = topScene(of: gesture.result)
                if let segue = gesture.segue, fireable[segue] == nil {
                    fireable[segue] = (current, gesture, top)
                    unwalkable[segue] = nil
                }
                guard reached[top] == nil else { continue }
                nodes.append(Node(state: gesture.result, parent: current, gesture: gesture, depth: nodes[current].depth + 1, topScene: top))
                markReached(gesture.result, node: nodes.count - 1)
            }
        }
    }

    /// Marks every scene `state` shows as reached by `node`: the containers on the way to the top content, the
    /// content, the scenes it embeds, and an alert on top.
    private mutating func markReached(_ state: WalkState, node: Int) {
        let top = topContent(of: state)
        var position = WalkState.Position(layer: top.layer, path: [])
        while true {
            let scene = state.node(at: position).scene
            if reached[scene] == nil { reached[scene] = node }
            guard position.path.count < top.path.count else { break }
            position.path.append(top.path[position.path.count])
        }
        var pending = [state.node(at: top).scene]
        while let scene = pending.popLast() {
            for child in scenes.embeddedScenes(of: scene) where reached[child] == nil {
                reached[child] = node
                pending.append(child)
            }
        }
        if case .content(let alert) = state.layers[state.layers.count - 1], scenes.isAlert(alert), reached[alert] == nil {
            reached[alert] = node
        }
    }

    /// The gestures from the launch to `node`.
    func steps(to node: Int) -> [Gesture] {
        var result: [Gesture] = []
        var current: Int? = node
        while let index = current, let gesture = nodes[index].gesture {
            result.append(gesture)
            current = nodes[index].parent
        }
        return result.reversed()
    }
}
