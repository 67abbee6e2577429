import StoryflowModel

/// The back stack a deep link builds, as the steps UIKit code would take from the app's launch: select the tab
/// that holds the target, show the navigation root, push and present the chain of segues to it.
public struct DeepLinkRoute: Hashable, Sendable {
    /// One step from the launch towards the target.
    public enum Step: Hashable, Sendable {
        /// A container shows one of its children: selects a tab (a navigation root or split view column is
        /// shown without a step of its own at run time).
        case relationship(Relationship, container: String)
        /// A container view embeds a child as its parent's view loads: no step of its own at run time.
        case embed(Segue, source: String)
        /// A segue of the scene `source`, performed as `performSegue(withIdentifier:sender:)` would.
        case segue(Segue, source: String)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// The shortest route from the launch to the scene `sceneID` (segues count, relationships and embeds are
    /// free). With `containerID`, the route reaches that container and then stays in it: its relationships,
    /// embeds, and the pushes of the navigation stacks it holds. `nil` when there is no initial scene, no such
    /// scene or container, or no route.
    public static func find(to sceneID: String, through containerID: String? = nil, in document: FlowDocument) -> DeepLinkRoute? {
        guard let target = document.position(ofSceneWithID: sceneID) else { return nil }
        let search = DeepLinkSearch(document)
        guard let containerID else { return search.fromLaunch.route(to: target) }
        guard let container = document.position(ofSceneWithID: containerID), document.scenes[container].kind.isContainer,
            let toContainer = search.fromLaunch.route(to: container),
            let inside = search.inside(container).route(to: target)
        else { return nil }
        return DeepLinkRoute(steps: toContainer.steps + inside.steps)
    }

    /// The innermost containers that hold the scene `sceneID`: a navigation controller whose root it is or
    /// onto whose stack a `show` or `push` segue from a scene it holds pushes it, a tab bar controller one of
    /// whose tabs it is, a split view controller one of whose columns it is. Several mean a deep link must say
    /// which one. `nil` when finding out would take too long (a flow built to make it slow).
    public static func containers(holding sceneID: String, in document: FlowDocument) -> [String]? {
        var holders = ContainerHolders(document)
        return holders.containers(holding: sceneID)
    }
}

/// Which containers hold which scenes, for many scenes of one document: the pushes are indexed once, and the
/// searches share one budget of scene visits.
public struct ContainerHolders {
    private let document: FlowDocument
    /// For each scene that is not a container, the scenes that push it.
    private var pushedFrom: [Int: [Int]] = [:]
    /// For each scene, the containers with a relationship to it (as root, tab or column).
    private var relationshipHolders: [Int: [Int]] = [:]
    /// Scene visits left for all searches together.
    private var budget: Int

    /// The visits all searches together may make: far beyond any real flow.
    public static let visitBudget = 2_000_000

    /// Indexes `document`'s pushes and relationships.
    public init(_ document: FlowDocument) {
        self.document = document
        budget = Self.visitBudget
        for (index, scene) in document.scenes.enumerated() {
            if scene.kind.isContainer {
                for relationship in scene.relationships {
                    if let child = document.position(ofSceneWithID: relationship.destination) { relationshipHolders[child, default: []].append(index) }
                }
                continue
            }
            for segue in scene.segues {
                guard let destination = segue.destination.flatMap(document.position(ofSceneWithID:)),
                    SegueTransition.mayPush(segue.kind, to: document.scenes[destination].kind)
                else { continue }
                pushedFrom[destination, default: []].append(index)
            }
        }
    }

    /// The innermost containers holding `sceneID` (see `DeepLinkRoute.containers(holding:in:)`), in document
    /// order; `nil` once the visit budget is spent.
    public mutating func containers(holding sceneID: String) -> [String]? {
        guard let target = document.position(ofSceneWithID: sceneID) else { return [] }
        var pushAncestors: Set<Int> = [target]
        var pending = [target]
        while let scene = pending.popLast() {
            budget -= 1
            guard budget >= 0 else { return nil }
            for source in pushedFrom[scene] ?? [] where pushAncestors.insert(source).inserted { pending.append(source) }
        }
        var holders: Set<Int> = Set(relationshipHolders[target] ?? [])
        for ancestor in pushAncestors where ancestor != target {
            for holder in relationshipHolders[ancestor] ?? [] where document.scenes[holder].kind == .navigationController {
                holders.insert(holder)
            }
        }
        return holders.sorted().map { document.scenes[$0].id }
    }
}

/// Breadth-first searches for deep link routes over one document: from the launch, and inside a container.
struct DeepLinkSearch {
    let document: FlowDocument

    init(_ document: FlowDocument) {
        self.document = document
    }

    /// The search from the initial scene over every relationship, embed and segue (not from alerts, whose
    /// actions run their segues from the presenter after the alert goes).
    var fromLaunch: Tree {
        Tree(document: document, root: document.initialSceneID.flatMap(document.position(ofSceneWithID:)), insideContainer: false)
    }

    /// The search from `container` over its relationships and embeds and the pushes of its navigation stacks.
    func inside(_ container: Int) -> Tree {
        Tree(document: document, root: container, insideContainer: true)
    }

    /// The shortest ways from a root to every scene it reaches, a layer per segue.
    struct Tree {
        /// For each scene reached, the scene before it and the step from there.
        private var previous: [Int: (Int, DeepLinkRoute.Step)] = [:]
        private let root: Int?

        init(document: FlowDocument, root: Int?, insideContainer: Bool) {
            self.root = root
            guard let root else { return }
            var seen: Set<Int> = [root]
            // Scenes in a navigation stack under the root: a navigation root, what is pushed or embedded there.
            var inStack: Set<Int> = []
            var layer = [root]
            while !layer.isEmpty {
                var index = 0
                while index < layer.count {
                    let scene = document.scenes[layer[index]]
                    index += 1
                    for relationship in scene.relationships {
                        guard let next = document.position(ofSceneWithID: relationship.destination), seen.insert(next).inserted else { continue }
                        previous[next] = (layer[index - 1], .relationship(relationship, container: scene.id))
                        if scene.kind == .navigationController, relationship.kind == .root { inStack.insert(next) }
                        layer.append(next)
                    }
                    for segue in scene.segues where segue.kind == .embed {
                        guard let next = segue.destination.flatMap(document.position(ofSceneWithID:)), seen.insert(next).inserted else { continue }
                        previous[next] = (layer[index - 1], .embed(segue, source: scene.id))
                        if inStack.contains(layer[index - 1]) { inStack.insert(next) }
                        layer.append(next)
                    }
                }
                var nextLayer: [Int] = []
                for position in layer where document.scenes[position].kind != .alertController {
                    let scene = document.scenes[position]
                    for segue in scene.segues where segue.kind != .unwind && segue.kind != .embed {
                        guard let next = segue.destination.flatMap(document.position(ofSceneWithID:)) else { continue }
                        if insideContainer {
                            // Inside a container a route only pushes onto a stack.
                            guard inStack.contains(position), SegueTransition.mayPush(segue.kind, to: document.scenes[next].kind) else { continue }
                        }
                        guard seen.insert(next).inserted else { continue }
                        previous[next] = (position, .segue(segue, source: scene.id))
                        if inStack.contains(position), SegueTransition.mayPush(segue.kind, to: document.scenes[next].kind) { inStack.insert(next) }
                        nextLayer.append(next)
                    }
                }
                layer = nextLayer
            }
        }

        /// Whether the search reached `target`.
        func reaches(_ target: Int) -> Bool {
            target == root || previous[target] != nil
        }

        /// Calls `body` with the steps from `target` back to the root until it returns `false`; returns whether
        /// it went all the way.
        @discardableResult
        func forEachStepBackwards(to target: Int, _ body: (DeepLinkRoute.Step) -> Bool) -> Bool {
            var current = target
            while current != root, let (before, step) = previous[current] {
                guard body(step) else { return false }
                current = before
            }
            return true
        }

        /// The route from the root to `target`, if the search reached it.
        func route(to target: Int) -> DeepLinkRoute? {
            guard let root else { return nil }
            var steps: [DeepLinkRoute.Step] = []
            var current = target
            while current != root {
                guard let (before, step) = previous[current] else { return nil }
                steps.append(step)
                current = before
            }
            return DeepLinkRoute(steps: steps.reversed())
        }
    }
}

/// The routes of every deep link of a document, found with one search from the launch and one inside each
/// container the links name, shared by the rules that need them. Routes are kept as the searches' trees, not as
/// lists of steps: a flow of long chains would otherwise hold a long list per link.
public struct DeepLinkRoutes: Sendable {
    /// What the search found for one link.
    public enum Outcome: Hashable, Sendable {
        /// A route exists.
        case found
        /// No route: the scene or container is missing, or nothing leads there.
        case none
        /// Not searched: the links name more containers than `containerSearchLimit`.
        case notSearched
    }

    /// The outcome for each of the document's deep links, in order.
    public let outcomes: [Outcome]
    /// For each link found: the tree its route ends in (0: the launch's, else a container's) and its scene.
    private let ends: [(tree: Int, target: Int, container: Int?)?]
    private let trees: [DeepLinkSearch.Tree]

    /// At most this many different containers are searched inside: a flow whose links name more is not routed
    /// for the rest, rather than searched without end.
    public static let containerSearchLimit = 64

    /// The routes of a document without deep links.
    public static let none = DeepLinkRoutes(outcomes: [], ends: [], trees: [])

    private init(outcomes: [Outcome], ends: [(tree: Int, target: Int, container: Int?)?], trees: [DeepLinkSearch.Tree]) {
        self.outcomes = outcomes
        self.ends = ends
        self.trees = trees
    }

    /// Finds the route of every deep link of `document`.
    public init(_ document: FlowDocument) {
        let search = DeepLinkSearch(document)
        var trees = [search.fromLaunch]
        var treeOfContainer: [Int: Int] = [:]
        var outcomes: [Outcome] = []
        var ends: [(tree: Int, target: Int, container: Int?)?] = []
        for link in document.deepLinks {
            var outcome = Outcome.none
            var end: (tree: Int, target: Int, container: Int?)?
            defer {
                outcomes.append(outcome)
                ends.append(end)
            }
            guard let target = document.position(ofSceneWithID: link.sceneID) else { continue }
            guard let containerID = link.containerID else {
                if trees[0].reaches(target) { (outcome, end) = (.found, (0, target, nil)) }
                continue
            }
            guard let container = document.position(ofSceneWithID: containerID), document.scenes[container].kind.isContainer,
                trees[0].reaches(container)
            else { continue }
            if treeOfContainer[container] == nil {
                guard treeOfContainer.count < Self.containerSearchLimit else {
                    outcome = .notSearched
                    continue
                }
                trees.append(search.inside(container))
                treeOfContainer[container] = trees.count - 1
            }
            let tree = treeOfContainer[container]!
            if trees[tree].reaches(target) { (outcome, end) = (.found, (tree, target, container)) }
        }
        self.outcomes = outcomes
        self.ends = ends
        self.trees = trees
    }

    /// Calls `body` with the steps of the route of link `index`, from its scene back to the launch, until it
    /// returns `false`; nothing when the link has no route.
    public func forEachStepBackwards(ofLink index: Int, _ body: (DeepLinkRoute.Step) -> Bool) {
        guard let end = ends[index] else { return }
        guard trees[end.tree].forEachStepBackwards(to: end.target, body) else { return }
        if let container = end.container { trees[0].forEachStepBackwards(to: container, body) }
    }
}
