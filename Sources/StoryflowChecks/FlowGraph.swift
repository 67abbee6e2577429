import StoryflowModel

/// One graph view of a flow, built once and shared by every rule that reads the flow as a graph: scenes are
/// nodes, segues and relationships are edges.
///
/// Everything here is computed in time linear in scenes plus edges, so rules stay fast on very large flows.
public struct FlowGraph: Sendable {
    /// What an edge is.
    public enum EdgeKind: Hashable, Sendable {
        /// A segue of this kind.
        case segue(SegueKind)
        /// A container's relationship of this kind.
        case relationship(Relationship.Kind)
    }

    /// A segue or relationship from one scene to another.
    public struct Edge: Sendable {
        /// What it is.
        public var kind: EdgeKind
        /// The index of the scene it starts in.
        public var source: Int
        /// The index of the scene it leads to; `nil` for unwind segues and destinations that do not exist.
        public var destination: Int?
        /// The id it names as destination, if any.
        public var destinationID: String?
        /// The segue, for segue edges.
        public var segue: Segue?
        /// Where it is declared.
        public var location: SourceLocation
    }

    /// The containers that handle `show` for the scenes below them, as a set of bits per scene.
    public struct ShowContext: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A navigation controller is above: `show` pushes.
        public static let navigation = ShowContext(rawValue: 1)
        /// A split view controller column is above (without a navigation controller in between).
        public static let split = ShowContext(rawValue: 2)
        /// No container handles `show`: it falls back to a modal presentation.
        public static let none = ShowContext(rawValue: 4)
    }

    /// The scenes, in document order; edges refer to them by index.
    public let scenes: [Scene]
    /// Every edge: per scene in document order, its segues (as `Scene.segues` lists them), then its relationships.
    public let edges: [Edge]
    /// Indices into `edges` of the edges starting at each scene.
    public let outgoing: [[Int]]
    /// Indices into `edges` of the edges arriving at each scene.
    public let incoming: [[Int]]
    /// The index of the initial scene, if the flow names one that exists.
    public let initialScene: Int?
    /// Whether each scene can be reached from the initial scene or a scene with a storyboard identifier.
    public let isReachable: [Bool]
    /// For each scene, every way `show` can be handled there, over all paths from the initial scene. Empty for
    /// scenes not reached from the initial scene (how code presents them is unknown).
    public let showContexts: [ShowContext]

    private let indexByID: [String: Int]

    /// Builds the graph of `document`.
    public init(_ document: FlowDocument) {
        let scenes = document.scenes
        self.scenes = scenes
        var index: [String: Int] = [:]
        for (position, scene) in scenes.enumerated() where index[scene.id] == nil {
            index[scene.id] = position
        }
        indexByID = index
        var edges: [Edge] = []
        var outgoing = Array(repeating: [Int](), count: scenes.count)
        var incoming = Array(repeating: [Int](), count: scenes.count)
        for (source, scene) in scenes.enumerated() {
            var sceneEdges: [Edge] = scene.segues.map { segue in
                Edge(kind: .segue(segue.kind), source: source, destination: segue.destination.flatMap { index[$0] },
                     destinationID: segue.destination, segue: segue, location: segue.location)
            }
            sceneEdges += scene.relationships.map { relationship in
                Edge(kind: .relationship(relationship.kind), source: source, destination: index[relationship.destination],
                     destinationID: relationship.destination, segue: nil, location: relationship.location)
            }
            for edge in sceneEdges {
                outgoing[source].append(edges.count)
                if let destination = edge.destination { incoming[destination].append(edges.count) }
                edges.append(edge)
            }
        }
        self.edges = edges
        self.outgoing = outgoing
        self.incoming = incoming
        initialScene = document.initialSceneID.flatMap { index[$0] }
        let entries = (initialScene.map { [$0] } ?? []) + scenes.indices.filter { scenes[$0].storyboardIdentifier != nil }
        isReachable = Self.reach(from: entries, count: scenes.count, edges: edges, outgoing: outgoing)
        showContexts = Self.showContexts(initial: initialScene, scenes: scenes, edges: edges, outgoing: outgoing)
    }

    /// The index of the scene with this id (the first, if several share it).
    public func index(of id: String) -> Int? { indexByID[id] }

    /// The scenes reachable from `sources` along one edge or more (a source is included only if a path leads
    /// back to it). One breadth-first walk.
    public func reachable(afterAnyOf sources: [Int]) -> [Bool] {
        let firstSteps = sources.flatMap { outgoing[$0] }.compactMap { edges[$0].destination }
        return Self.reach(from: firstSteps, count: scenes.count, edges: edges, outgoing: outgoing)
    }

    /// The edges that close a cycle among the edges `included` accepts: those leading to a scene already on
    /// the current path of a depth-first walk that starts at the initial scene, then at scenes with a storyboard
    /// identifier, then at every scene not visited yet, in document order. One walk, iterative.
    public func backEdges(among included: (Edge) -> Bool) -> [Int] {
        enum Mark { case unvisited, onPath, done }
        var marks = Array(repeating: Mark.unvisited, count: scenes.count)
        var result: [Int] = []
        let roots = (initialScene.map { [$0] } ?? []) + scenes.indices.filter { scenes[$0].storyboardIdentifier != nil }
            + Array(scenes.indices)
        for root in roots where marks[root] == .unvisited {
            var stack: [(scene: Int, next: Int)] = [(root, 0)]
            marks[root] = .onPath
            while let top = stack.last {
                let list = outgoing[top.scene]
                guard top.next < list.count else {
                    marks[top.scene] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edgeIndex = list[top.next]
                let edge = edges[edgeIndex]
                guard included(edge), let destination = edge.destination else { continue }
                switch marks[destination] {
                case .onPath: result.append(edgeIndex)
                case .unvisited:
                    marks[destination] = .onPath
                    stack.append((destination, 0))
                case .done: break
                }
            }
        }
        return result.sorted()
    }

    private static func reach(from starts: [Int], count: Int, edges: [Edge], outgoing: [[Int]]) -> [Bool] {
        var seen = Array(repeating: false, count: count)
        var queue: [Int] = []
        for start in starts where !seen[start] {
            seen[start] = true
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let scene = queue[head]
            head += 1
            for edgeIndex in outgoing[scene] {
                guard let destination = edges[edgeIndex].destination, !seen[destination] else { continue }
                seen[destination] = true
                queue.append(destination)
            }
        }
        return seen
    }

    /// A worklist propagation: each scene's set only grows, over three bits, so each scene is processed at most
    /// four times.
    private static func showContexts(initial: Int?, scenes: [Scene], edges: [Edge], outgoing: [[Int]]) -> [ShowContext] {
        var contexts = Array(repeating: ShowContext(), count: scenes.count)
        var queue: [Int] = []
        func add(_ context: ShowContext, to scene: Int) {
            guard !contexts[scene].isSuperset(of: context) else { return }
            contexts[scene].formUnion(context)
            queue.append(scene)
        }
        if let initial { add(.none, to: initial) }
        for edge in edges where edge.kind == .relationship(.root) {
            if let destination = edge.destination { add(.navigation, to: destination) }
        }
        var head = 0
        while head < queue.count {
            let scene = queue[head]
            head += 1
            let context = contexts[scene]
            for edgeIndex in outgoing[scene] {
                let edge = edges[edgeIndex]
                guard let destination = edge.destination else { continue }
                switch edge.kind {
                case .relationship(.root): break
                case .relationship(.tab): add(.none, to: destination)
                case .relationship: add(.split, to: destination)
                case .segue(.show), .segue(.push), .segue(.embed), .segue(.showDetail), .segue(.replace):
                    add(context, to: destination)
                case .segue: add(.none, to: destination)
                }
            }
        }
        return contexts
    }
}
