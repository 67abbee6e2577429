import StoryflowModel

/// The walks `storyflow paths` generates for a flow with a strategy, and what no walk can reach, with why.
public struct WalkPlan: Sendable {
    /// The walks, shortest first in the order the search reached their ends.
    public private(set) var walks: [Walk] = []
    /// What no walk reaches or fires, one line each, with its line in the file and the reason.
    public private(set) var unwalkable: [String] = []
    /// How many segues walks can fire (on scenes a walk reaches), and how many of them the walks fire.
    public private(set) var segueCount = 0
    /// How many of those segues the walks fire.
    public private(set) var firedSegueCount = 0
    /// How many scenes walks reach, of all the flow's scenes.
    public private(set) var reachedSceneCount = 0
    /// Whether the walks were cut short at `maximumSteps`.
    public private(set) var isTruncated = false

    /// The largest total number of steps a plan holds unless told otherwise.
    public static let defaultMaximumSteps = 100_000

    /// Plans walks for `document` with `strategy`, stopping before the walks' steps add up to more than
    /// `maximumSteps`.
    public init(document: FlowDocument, strategy: WalkStrategy, maximumSteps: Int = defaultMaximumSteps) {
        guard let planner = WalkPlanner(document: document) else {
            unwalkable = [document.initialSceneID == nil
                ? "the flow has no initial scene, so no walk can start (`storyflow run --start ID` starts at a scene by hand)"
                : "the initial scene `\(document.initialSceneID!)` does not exist or is a storyboard reference, so no walk can start"]
            return
        }
        let writer = WalkWriter(planner: planner)
        var fired: Set<SegueReference> = []
        var totalSteps = 0
        func add(_ steps: [Gesture]) -> Bool {
            guard totalSteps + steps.count <= maximumSteps else {
                isTruncated = true
                return false
            }
            totalSteps += steps.count
            walks.append(writer.walk(number: walks.count + 1, steps: steps))
            fired.formUnion(steps.compactMap(\.segue))
            return true
        }
        // The ends of the search tree: walking to each shows every scene reached, and fires every tree edge.
        let hasChildren = Set(planner.nodes.compactMap(\.parent))
        let leaves = planner.nodes.indices.filter { !hasChildren.contains($0) }
        // Every other segue gets a walk of its own, unless a walk to a leaf can end by firing it.
        let treeEdges = Set(planner.nodes.compactMap(\.gesture?.segue))
        let extra = strategy == .segues ? planner.fireable.keys.filter { !treeEdges.contains($0) }.sorted() : []
        var extraByNode: [Int: SegueReference] = [:]
        for segue in extra.reversed() { extraByNode[planner.fireable[segue]!.node] = segue }
        for leaf in leaves {
            var steps = planner.steps(to: leaf)
            if let segue = extraByNode[leaf], let gesture = planner.fireable[segue]?.gesture { steps.append(gesture) }
            guard add(steps) else { break }
        }
        for segue in extra where !isTruncated && !fired.contains(segue) {
            let firing = planner.fireable[segue]!
            guard add(planner.steps(to: firing.node) + [firing.gesture]) else { break }
        }
        segueCount = planner.fireable.count
        firedSegueCount = planner.fireable.keys.count { fired.contains($0) }
        reachedSceneCount = planner.reached.count
        unwalkable = UnwalkableReport(planner: planner).lines
    }
}
