import StoryflowIO
import StoryflowModel
import StoryflowSemantics

/// Plans walks through a flow from its graph, without running it: a breadth-first search over what the screen
/// shows, taking only gestures a person has on each screen (and `perform` for segues fired only from code).
///
/// The search keys each state by the scene on top, so it visits each scene once, from the shortest way there;
/// the tab bar's other tabs are offered once, where the tab bar first shows. It stops `maximumDepth` steps
/// from the launch. It searches from each start in turn (`WalkStart`): a later start adds what the earlier ones
/// did not reach, so the search is a forest whose roots are the starts. `WalkGenerator` turns it into walks.
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

    /// A root of the search: a state a walk starts in, and the commands that start it (none for the launch).
    struct Start {
        var node: Int
        var commands: [String]
        /// A comment line that says how the app gets there, for a start code makes.
        var comment: String?
    }

    let scenes: FlowScenes
    /// Where walks start.
    let start: WalkStart
    /// The search forest, in the order states were reached; each start's root comes before what it reaches.
    private(set) var nodes: [Node] = []
    /// The starts, in the order they were searched.
    private(set) var starts: [Start] = []
    /// For each node, the index in `starts` of the root it was reached from.
    private(set) var startOfNode: [Int] = []
    /// Why each way of starting that was tried could not be a start: the scene, and the reason.
    private(set) var startProblems: [(scene: Int?, reason: String)] = []
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

    /// The tab bars whose other tabs the search has offered: once each, where a tab bar first shows.
    private var tabBarsOffered: Set<Int> = []

    /// Whether each gesture carries the commands that come back from it (`Gesture.undo`), which only generating
    /// walks needs.
    let findsWaysBack: Bool
    /// Counts the screens found, if given.
    private let progress: WorkProgress?

    /// Searches the flow from `start` as it runs on `device`, up to `maximumDepth` steps from each root; nil when no walk can start
    /// (`WalkStarts` says why). Without `findsWaysBack`, no gesture has an `undo`. `progress`, if given, counts the screens found.
    init?(
        document: FlowDocument, start: WalkStart = .launch, maximumDepth: Int, findsWaysBack: Bool = true, device: Device = .default,
        progress: WorkProgress? = nil
    ) {
        progress?.begin("Searching", unit: "screens found", subject: document.file)
        self.progress = progress
        scenes = FlowScenes(document, device: device)
        self.start = start
        self.maximumDepth = maximumDepth
        self.findsWaysBack = findsWaysBack
        var starts = WalkStarts(scenes: scenes)
        switch start {
        case .launch, .codeEntryPoints:
            if start == .launch, let launch = starts.launch() { search(from: launch, commands: []) }
            for (scene, identifier) in starts.codeEntryPoints() where reached[scene] == nil {
                guard let state = starts.state(startingAt: scene) else { continue }
                let literal = identifier.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                let comment = "# Made by code, as instantiateViewController(withIdentifier: \"\(literal)\") does:"
                search(from: state, commands: ["open " + ScreenGestures.quoted(identifier)], comment: comment)
            }
        case .scene(let name) where !WalkStarts.isOpenable(name):
            starts.reject("`\(TerminalText.visible(name))` holds `://` or characters a walk cannot write, so `open` cannot name it")
        case .scene(let name):
            if let state = starts.state(named: name) { search(from: state, commands: ["open " + ScreenGestures.quoted(name)]) }
        case .deepLink(let url) where !ScreenGestures.isExpressible(url):
            starts.reject("`\(TerminalText.visible(url))` holds characters a walk cannot write")
        case .deepLink(let url):
            if let state = starts.state(opening: url) { search(from: state, commands: ["open " + ScreenGestures.quoted(url)]) }
        }
        startProblems = starts.problems
        guard !nodes.isEmpty else { return nil }
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

    /// Adds `launch` as a root, started by `commands`, and searches what it reaches that no earlier root did.
    private mutating func search(from launch: WalkState, commands: [String], comment: String? = nil) {
        let gestures = ScreenGestures(scenes: scenes, findsWaysBack: findsWaysBack)
        let root = nodes.count
        starts.append(Start(node: root, commands: commands, comment: comment))
        nodes.append(Node(state: launch, parent: nil, gesture: nil, depth: 0, topScene: topScene(of: launch)))
        progress?.advance()
        startOfNode.append(starts.count - 1)
        markReached(launch, node: root)
        var next = root
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
            if let back = gestures.backGesture(in: state) { offered.append(back) }
            for gesture in offered {
                let top = topScene(of: gesture.result)
                if let segue = gesture.segue, fireable[segue] == nil {
                    fireable[segue] = (current, gesture, top)
                    unwalkable[segue] = nil
                }
                guard reached[top] == nil else { continue }
                nodes.append(Node(state: gesture.result, parent: current, gesture: gesture, depth: nodes[current].depth + 1, topScene: top))
                progress?.advance()
                startOfNode.append(startOfNode[current])
                markReached(gesture.result, node: nodes.count - 1)
                if let navigation = gesture.showsTakenOverNavigation, reached[navigation] == nil { reached[navigation] = nodes.count - 1 }
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
            for taken in scenes.navigationsTakenByCollapse(of: scene) where reached[taken] == nil { reached[taken] = node }
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

    /// The start `node` was reached from.
    func start(of node: Int) -> Start { starts[startOfNode[node]] }

    /// The commands from the launch to `node`: its start's, then each gesture's.
    func commands(to node: Int) -> [String] {
        start(of: node).commands + steps(to: node).flatMap(\.commands)
    }

    /// The gestures from `node`'s start to `node`.
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
