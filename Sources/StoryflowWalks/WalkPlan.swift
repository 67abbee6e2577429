import Dispatch
import StoryflowIO
import StoryflowModel
import StoryflowSemantics
import Synchronization

/// The walks `storyflow paths` generates for a flow with a strategy, and what no walk can reach, with why.
///
/// The walks go through the search tree depth first: into a scene, through everything beyond it, and back out
/// the way a person would (`back`, `dismiss`, the previous tab, an alert's cancel), so one walk covers many
/// scenes; after an unwind the walk goes on from the screen it lands on. Where no way back exists (a full-screen
/// presentation, a bar with its own left button, an alert action that fires a segue) the walk ends, and the next
/// one starts from the launch on the shortest way to where the work goes on.
public struct WalkPlan: Sendable {
    /// The walks, in the order they were generated.
    public private(set) var walks: [Walk] = []
    /// What no walk reaches or fires, one line each, with its line in the file and the reason.
    public private(set) var unwalkable: [String] = []
    /// How many segues walks can fire (on scenes a walk reaches).
    public private(set) var segueCount = 0
    /// How many of those segues the walks fire.
    public private(set) var firedSegueCount = 0
    /// How many segues on screens walks reach cannot be fired by a walk (each is in `unwalkable`).
    public private(set) var unwalkableSegueCount = 0
    /// How many scenes the walks show on top (containers not counted).
    public private(set) var shownSceneCount = 0
    /// Whether the walks were cut short at the maximum number of steps.
    public private(set) var isTruncated = false

    /// The most steps all walks take together unless told otherwise.
    public static let defaultMaximumSteps = 100_000
    /// How many steps from the launch the search goes unless told otherwise.
    public static let defaultMaximumDepth = 200
    /// The fewest scenes a flow has whose unwalkable report is written beside the walks' generating.
    static let concurrentReportSceneCount = 1_000

    /// Plans walks for `document` as it runs on `device` with `strategy` from `start`: walks that go at most
    /// `maximumDepth` steps from where they start, stopping before their steps add up to more than `maximumSteps`.
    /// `progress`, if given, counts the screens the search finds, then names the generating of the walks.
    public init(
        document: FlowDocument, strategy: WalkStrategy, start: WalkStart = .launch, maximumSteps: Int = defaultMaximumSteps,
        maximumDepth: Int = defaultMaximumDepth, device: Device = .default, progress: WorkProgress? = nil
    ) {
        guard let planner = WalkPlanner(document: document, start: start, maximumDepth: maximumDepth, device: device, progress: progress) else {
            unwalkable = [Self.noStart(document: document, start: start, device: device)]
            return
        }
        progress?.begin("Generating walks for", subject: document.file)
        // What no walk reaches needs only the search: on a large flow it is written on another core while the
        // walks are generated.
        let parts = Mutex<(generator: WalkGenerator?, report: [String]?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: document.scenes.count >= Self.concurrentReportSceneCount ? 2 : 1) { part in
            if part == 0 {
                var generator = WalkGenerator(planner: planner, strategy: strategy, maximumSteps: maximumSteps)
                generator.run()
                parts.withLock { $0.generator = generator }
            } else {
                let report = UnwalkableReport(planner: planner).lines
                parts.withLock { $0.report = report }
            }
        }
        // Taken out, not copied: the generator is freed in the background below, which needs the last reference.
        let (made, report) = parts.withLock { ($0.generator.take(), $0.report.take()) }
        guard let generator = made else { preconditionFailure("the walks are generated in the first part") }
        walks = generator.walks
        isTruncated = generator.isTruncated
        segueCount = planner.fireable.count
        firedSegueCount = planner.fireable.keys.count { generator.fired.contains($0) }
        unwalkableSegueCount = planner.unwalkable.count
        shownSceneCount = generator.shownCount
        unwalkable = report ?? UnwalkableReport(planner: planner).lines
        // The search and the walks' workings are freed in the background on a large flow.
        BackgroundRelease.release((consume generator, consume planner), ifSceneCount: document.scenes.count)
    }

    /// Why no walk can start from `start`, and what to do: without a launch or a scene code makes to start at,
    /// the scenes `--start` takes.
    private static func noStart(document: FlowDocument, start: WalkStart, device: Device) -> String {
        let scenes = FlowScenes(document, device: device)
        var starts = WalkStarts(scenes: scenes)
        switch start {
        case .launch, .codeEntryPoints:
            var reasons: [String] = []
            if start == .launch {
                _ = starts.launch()
                reasons += starts.problems.prefix(1).map(\.reason)
            }
            reasons.append("no scene code makes by its storyboard identifier can start a walk")
            // Only scenes a walk can start at, by a name `open` takes.
            let candidates = document.scenes.indices.compactMap { index -> String? in
                let scene = document.scenes[index]
                let name = scene.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? scene.id
                guard WalkStarts.isOpenable(name), starts.state(startingAt: index) != nil else { return nil }
                return name
            }
            guard !candidates.isEmpty else { return TerminalText.visible(reasons.joined(separator: ", and ") + ", and no scene can be started on its own") }
            let names = candidates.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
            return TerminalText.visible(
                """
                \(reasons.joined(separator: ", and ")), so no walk can start: name a scene to start at with `storyflow paths --start ID` \
                (\(names)\(candidates.count > 5 ? ", …" : ""); `storyflow run --start` lists them all)
                """)
        case .scene(let name) where !WalkStarts.isOpenable(name):
            return TerminalText.visible("no walk can start at `\(name)`: it holds `://` or characters a walk cannot write, so `open` cannot name it")
        case .scene(let name):
            _ = starts.state(named: name)
            return TerminalText.visible("no walk can start at `\(name)`: \(starts.problems.first?.reason ?? "it cannot be shown")")
        case .deepLink(let url):
            _ = starts.state(opening: url)
            return TerminalText.visible("no walk can start at `\(url)`: \(starts.problems.first?.reason ?? "it cannot be opened")")
        }
    }
}

/// Turns the search tree into walks, depth first (see `WalkPlan`).
struct WalkGenerator {
    let planner: WalkPlanner
    let maximumSteps: Int
    /// Each node's children, the ones a person can come back from first.
    private let children: [[Int]]
    /// For the segues strategy, the segues each node's screen offers that the tree does not fire.
    private let extras: [Int: [SegueReference]]
    private(set) var walks: [Walk] = []
    private(set) var fired: Set<SegueReference> = []
    /// For each scene (by index), whether a finished walk shows it on top (a walk is named after the first scene
    /// it shows that no earlier walk did).
    private var shown: [Bool]
    /// How many scenes the walks show on top.
    private(set) var shownCount = 0
    private(set) var isTruncated = false
    private var current: WalkBuilder?
    /// The node whose screen the current walk shows, when it is one the search reached that way.
    private var position: Int?
    private var totalSteps = 0
    /// For each scene (by index), the number of the last walk that showed it on top, counting walks begun from 1.
    private var lastWalkShowing: [Int]
    /// How many walks have begun.
    private var walksBegun = 0
    /// What a walk asserts on arriving at each node's screen, worked out once.
    private var nodeExpectations: [[String]?]

    init(planner: WalkPlanner, strategy: WalkStrategy, maximumSteps: Int) {
        self.planner = planner
        self.maximumSteps = maximumSteps
        var children = Array(repeating: [Int](), count: planner.nodes.count)
        for (index, node) in planner.nodes.enumerated() { if let parent = node.parent { children[parent].append(index) } }
        self.children = children.map { kids in kids.filter { planner.nodes[$0].gesture?.undo != nil } + kids.filter { planner.nodes[$0].gesture?.undo == nil } }
        var extras: [Int: [SegueReference]] = [:]
        if strategy == .segues {
            let treeEdges = Set(planner.nodes.compactMap(\.gesture?.segue))
            for segue in planner.fireable.keys.sorted() where !treeEdges.contains(segue) {
                extras[planner.fireable[segue]!.node, default: []].append(segue)
            }
        }
        self.extras = extras
        nodeExpectations = Array(repeating: nil, count: planner.nodes.count)
        shown = Array(repeating: false, count: planner.scenes.genericNavigation + 1)
        lastWalkShowing = Array(repeating: 0, count: shown.count)
    }

    mutating func run() {
        for start in planner.starts {
            // A walk ends where the next start begins: the ways back after its last step show nothing new.
            if start.node != 0 { current?.dropTrailingWaysBack() }
            guard !isTruncated, moveTo(start.node) else { break }
            visit(start.node)
        }
        current?.dropTrailingWaysBack()
        finishWalk()
    }

    private mutating func visit(_ node: Int) {
        for child in children[node] {
            guard !isTruncated, moveTo(node), let gesture = planner.nodes[child].gesture, take(gesture, arrivingAt: child) else { return }
            position = child
            visit(child)
            if let undo = gesture.undo, position == child, !isTruncated {
                guard record(undo, arrivingAt: node) else { return }
                position = node
            }
        }
        for segue in extras[node] ?? [] where !fired.contains(segue) {
            guard !isTruncated, moveTo(node), let gesture = planner.fireable[segue]?.gesture, take(gesture, arrivingAt: nil) else { return }
            // An unwind lands on a screen the walk showed before: the walk goes on from there.
            position = ancestor(of: node) { planner.nodes[$0].state == gesture.result }
            if let undo = gesture.undo {
                guard record(undo, arrivingAt: node) else { return }
                position = node
            }
        }
    }

    /// The nearest node at or above `node` in the search tree that `matches`.
    private func ancestor(of node: Int, where matches: (Int) -> Bool) -> Int? {
        var next: Int? = node
        while let index = next {
            if matches(index) { return index }
            next = planner.nodes[index].parent
        }
        return nil
    }

    /// Makes the current walk show `node`'s screen: it already does, or it shows a screen above it in the search
    /// tree and goes down from there, or a new walk goes there from the launch.
    private mutating func moveTo(_ node: Int) -> Bool {
        if position == node, current != nil { return true }
        let from = current == nil ? nil : position.flatMap { start in ancestor(of: node) { $0 == start } }
        if from == nil {
            finishWalk()
            let start = planner.start(of: node)
            current = WalkBuilder(planner: planner, start: start, launchExpectations: expectations(at: start.node))
            walksBegun += 1
            lastWalkShowing[planner.nodes[start.node].topScene] = walksBegun
        }
        var steps: [Int] = []
        var next: Int? = node
        while let index = next, index != from, planner.nodes[index].parent != nil {
            steps.append(index)
            next = planner.nodes[index].parent
        }
        for index in steps.reversed() {
            guard let gesture = planner.nodes[index].gesture, take(gesture, arrivingAt: index) else { return false }
        }
        position = node
        return true
    }

    /// Takes `gesture`, which arrives at the screen of `node` (nil for a segue off the search tree).
    private mutating func take(_ gesture: Gesture, arrivingAt node: Int?) -> Bool {
        let arrival: [String], scene: Int
        if let node {
            (arrival, scene) = (expectations(at: node), planner.nodes[node].topScene)
        } else {
            (arrival, scene) = (WalkBuilder.expectations(of: gesture.result, planner: planner), planner.topScene(of: gesture.result))
        }
        guard record(gesture.commands, fromCode: gesture.isFromCode, expectations: arrival, scene: scene) else { return false }
        if let segue = gesture.segue { fired.insert(segue) }
        return true
    }

    /// Records a way back to `node`'s screen.
    private mutating func record(_ commands: [String], arrivingAt node: Int) -> Bool {
        record(commands, fromCode: false, expectations: expectations(at: node), scene: planner.nodes[node].topScene, isWayBack: true)
    }

    private mutating func record(_ commands: [String], fromCode: Bool, expectations: [String], scene: Int, isWayBack: Bool = false) -> Bool {
        guard totalSteps + commands.count <= maximumSteps else {
            isTruncated = true
            return false
        }
        totalSteps += commands.count
        guard current != nil else { return true }
        let isFirstShown = lastWalkShowing[scene] != walksBegun
        lastWalkShowing[scene] = walksBegun
        current?.add(commands, fromCode: fromCode, expectations: expectations, scene: scene, isFirstShown: isFirstShown, isWayBack: isWayBack)
        return true
    }

    private mutating func expectations(at node: Int) -> [String] {
        if let known = nodeExpectations[node] { return known }
        let lines = WalkBuilder.expectations(of: planner.nodes[node].state, planner: planner)
        nodeExpectations[node] = lines
        return lines
    }

    private mutating func finishWalk() {
        guard let walk = current else { return }
        current = nil
        // A walk of no steps shows the launch screen only; later starts always take a step (their `open`).
        guard walk.stepCount > 0 || walks.isEmpty else { return }
        let name = walk.scenes.first { !shown[$0] } ?? walk.scenes.last ?? 0
        for scene in walk.scenes {
            if !shown[scene] {
                shown[scene] = true
                shownCount += 1
            }
        }
        walks.append(walk.walk(number: walks.count + 1, named: name))
    }
}
