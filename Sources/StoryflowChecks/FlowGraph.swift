import Dispatch
import StoryflowModel

/// One graph view of a flow, built once and shared by every rule that reads the flow as a graph: scenes are
/// nodes, segues and relationships are edges.
///
/// The graph is compact: an edge is 28 bytes with no reference counting (it names scenes by index and keeps
/// what the rules ask about segues as flags), the edges of a scene are contiguous, and incoming edges are one
/// flat array with offsets. Rules that need more of a segue than its flags walk its scene with
/// `forEachSegue(ofScene:_:)`. Everything here is computed in time linear in scenes plus edges, so rules stay
/// fast on very large flows.
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
        struct Flags: OptionSet, Sendable {
            let rawValue: UInt8
            static let namesUnknownScene = Flags(rawValue: 1)
            static let hasIdentifier = Flags(rawValue: 2)
            static let hasCustomClass = Flags(rawValue: 4)
            static let isManual = Flags(rawValue: 8)
            static let startsInContainerView = Flags(rawValue: 16)
            static let firesFromPrototype = Flags(rawValue: 32)
        }

        private let storedSource: Int32
        private let storedDestination: Int32
        private let storedOrdinal: Int32
        /// Where it is declared.
        public let location: SourceLocation
        /// What it is.
        public let kind: EdgeKind
        let flags: Flags

        init(kind: EdgeKind, source: Int, destination: Int?, ordinal: Int, flags: Flags, location: SourceLocation) {
            storedSource = Int32(source)
            storedDestination = destination.map { Int32($0) } ?? -1
            storedOrdinal = Int32(ordinal)
            self.location = location
            self.kind = kind
            self.flags = flags
        }

        /// The index of the scene it starts in.
        public var source: Int { Int(storedSource) }
        /// The index of the scene it leads to; `nil` for unwind segues and destinations that do not exist.
        public var destination: Int? { storedDestination < 0 ? nil : Int(storedDestination) }
        /// Its position among its scene's segues (in the order `Scene.segues` lists them), for a segue, or among
        /// the scene's relationships, for a relationship.
        public var ordinal: Int { Int(storedOrdinal) }
        /// Whether it names a destination id, not empty, that no scene has.
        public var namesUnknownScene: Bool { flags.contains(.namesUnknownScene) }
        /// Whether it is a segue with a non-empty identifier.
        public var hasIdentifier: Bool { flags.contains(.hasIdentifier) }
        /// Whether it is a segue naming a segue class (not empty).
        public var hasCustomClass: Bool { flags.contains(.hasCustomClass) }
        /// Whether it is a segue declared directly under its scene (a manual segue).
        public var isManual: Bool { flags.contains(.isManual) }
        /// Whether it is the segue of a container view (in the scene's view or in a cell).
        public var startsInContainerView: Bool { flags.contains(.startsInContainerView) }
        /// Whether it is a segue fired by selecting a prototype row or tapping its accessory.
        public var firesFromPrototype: Bool { flags.contains(.firesFromPrototype) }
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
    /// The index of the initial scene, if the flow names one that exists.
    public let initialScene: Int?
    /// Whether each scene can be reached from the initial scene or a scene with a storyboard identifier.
    public let isReachable: [Bool]
    /// For each scene, every way `show` can be handled there, over all paths from the initial scene. Empty for
    /// scenes not reached from the initial scene (how code presents them is unknown).
    public let showContexts: [ShowContext]

    /// Where each scene's edges start in `edges`, plus the total at the end.
    private let edgeStart: [Int32]
    /// Where each scene's arriving edges start in `incomingEdges`, plus the total at the end.
    private let incomingStart: [Int32]
    /// Indices into `edges` of the edges arriving at each scene, scene after scene.
    private let incomingEdges: [Int32]
    /// The document's table of positions in `scenes` by id.
    private let sceneIDs: SceneIDTable

    /// Flows with at least this many scenes have their edges collected on all cores, a range of scenes each.
    static let concurrentSceneCount = 10_000

    /// Builds the graph of `document`: one walk of each scene's segues and relationships.
    public init(_ document: FlowDocument) {
        self.init(document, concurrentSceneCount: Self.concurrentSceneCount)
    }

    /// Builds the graph of `document`, collecting edges on all cores if it has `concurrentSceneCount` scenes or more.
    init(_ document: FlowDocument, concurrentSceneCount: Int) {
        let scenes = document.scenes
        let sceneIDs = document.sceneIDs
        let ranges = scenes.count >= concurrentSceneCount
            ? [0..<scenes.count / 2, scenes.count / 2..<scenes.count]
            : [scenes.indices]
        // Two walks of the scenes, each a range of scenes per core: the first counts every scene's edges, so the
        // second writes them in place into one array of exactly the right size, with no array per thread to merge.
        var edgeStart = Array(repeating: Int32(0), count: scenes.count + 1)
        edgeStart.withUnsafeMutableBufferPointer { counts in
            let counts = DisjointWrites(counts)
            Self.forEach(ranges) { EdgeWalk(scenes: scenes, sceneIDs: sceneIDs).count(range: $0, into: counts) }
        }
        let total = Int(edgeStart.replaceCountsWithOffsets())
        let offsets = edgeStart
        let edges = [Edge](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = DisjointWrites(buffer)
            Self.forEach(ranges) { range in
                EdgeWalk(scenes: scenes, sceneIDs: sceneIDs).write(range: range, into: target, startingAt: offsets)
            }
            initialized = total
        }
        // Arrival counts become offsets, then each edge is placed at its destination's next free slot.
        var arriving = Array(repeating: Int32(0), count: scenes.count + 1)
        for edge in edges {
            if let destination = edge.destination { arriving[destination] += 1 }
        }
        let arrivals = arriving.replaceCountsWithOffsets()
        var incomingEdges = Array(repeating: Int32(0), count: Int(arrivals))
        var next = arriving
        for edgeIndex in edges.indices {
            guard let destination = edges[edgeIndex].destination else { continue }
            incomingEdges[Int(next[destination])] = Int32(edgeIndex)
            next[destination] += 1
        }
        self.scenes = scenes
        self.edges = edges
        self.edgeStart = edgeStart
        self.incomingStart = arriving
        self.incomingEdges = incomingEdges
        self.sceneIDs = sceneIDs
        let initialScene = document.initialSceneID.flatMap { sceneIDs.position(of: $0, in: scenes) }
        self.initialScene = initialScene
        isReachable = Self.reach(from: Self.entries(initialScene: initialScene, scenes: scenes), count: scenes.count,
                                 edges: edges, edgeStart: edgeStart)
        showContexts = Self.showContexts(initial: initialScene, scenes: scenes, edges: edges, edgeStart: edgeStart)
    }

    /// Calls `body` with each of `ranges`, one range per core if there are several.
    private static func forEach(_ ranges: [Range<Int>], _ body: @Sendable (Range<Int>) -> Void) {
        guard ranges.count > 1 else { return ranges.forEach(body) }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { body(ranges[$0]) }
    }

    /// The scenes of `kind` with no relationship of the kind `relationship` (a navigation controller without a
    /// root, a tab bar controller without tabs), in document order.
    public func scenes(_ kind: SceneKind, without relationship: Relationship.Kind) -> [Int] {
        scenes.indices.filter { index in
            scenes[index].kind == kind && !outgoing(index).contains { edges[$0].kind == .relationship(relationship) }
        }
    }

    /// The index of the scene with this id (the first, if several share it).
    public func index(of id: String) -> Int? { sceneIDs.position(of: id, in: scenes) }

    /// Indices into `edges` of the edges starting at `scene`: its segues, then its relationships.
    public func outgoing(_ scene: Int) -> Range<Int> { Int(edgeStart[scene])..<Int(edgeStart[scene + 1]) }

    /// Indices into `edges` of the edges arriving at `scene`, in the order of `edges`.
    public func incoming(_ scene: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
        incomingEdges[Int(incomingStart[scene])..<Int(incomingStart[scene + 1])].lazy.map { Int($0) }
    }

    /// Calls `body` with the index in `edges` of each segue starting at `scene`, and the segue itself, in order;
    /// reads the scene in place.
    public func forEachSegue(ofScene scene: Int, _ body: (_ edge: Int, _ segue: Segue) -> Void) {
        var edgeIndex = Int(edgeStart[scene])
        scenes.withUnsafeBufferPointer { scenes in
            Scene.forEachSegue(in: scenes.baseAddress! + scene) { segue, _ in
                body(edgeIndex, segue)
                edgeIndex += 1
            }
        }
    }

    /// The scenes reachable from `sources` along one edge or more (a source is included only if a path leads
    /// back to it). One breadth-first walk.
    public func reachable(afterAnyOf sources: [Int]) -> [Bool] {
        var firstSteps: [Int] = []
        for source in sources {
            for edgeIndex in outgoing(source) {
                if let destination = edges[edgeIndex].destination { firstSteps.append(destination) }
            }
        }
        return Self.reach(from: firstSteps, count: scenes.count, edges: edges, edgeStart: edgeStart)
    }

    /// The edges that close a cycle among the edges `included` accepts: those leading to a scene already on
    /// the current path of a depth-first walk that starts at the initial scene, then at scenes with a storyboard
    /// identifier, then at every scene not visited yet, in document order. One walk, iterative.
    public func backEdges(among included: (Edge) -> Bool) -> [Int] {
        enum Mark { case unvisited, onPath, done }
        var marks = Array(repeating: Mark.unvisited, count: scenes.count)
        var result: [Int] = []
        var stack: [(scene: Int, next: Int)] = []
        let roots = Self.entries(initialScene: initialScene, scenes: scenes) + Array(scenes.indices)
        for root in roots where marks[root] == .unvisited {
            stack.append((root, Int(edgeStart[root])))
            marks[root] = .onPath
            while let top = stack.last {
                guard top.next < Int(edgeStart[top.scene + 1]) else {
                    marks[top.scene] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                guard included(edge), let destination = edge.destination else { continue }
                switch marks[destination] {
                case .onPath: result.append(top.next)
                case .unvisited:
                    marks[destination] = .onPath
                    stack.append((destination, Int(edgeStart[destination])))
                case .done: break
                }
            }
        }
        return result.sorted()
    }

    /// The initial scene, if any, then the scenes with a storyboard identifier, in document order.
    private static func entries(initialScene: Int?, scenes: [Scene]) -> [Int] {
        var entries = initialScene.map { [$0] } ?? []
        for index in scenes.indices where scenes[index].storyboardIdentifier != nil { entries.append(index) }
        return entries
    }

    private static func reach(from starts: [Int], count: Int, edges: [Edge], edgeStart: [Int32]) -> [Bool] {
        var seen = Array(repeating: false, count: count)
        var queue: [Int32] = []
        for start in starts where !seen[start] {
            seen[start] = true
            queue.append(Int32(start))
        }
        var head = 0
        while head < queue.count {
            let scene = Int(queue[head])
            head += 1
            for edgeIndex in Int(edgeStart[scene])..<Int(edgeStart[scene + 1]) {
                guard let destination = edges[edgeIndex].destination, !seen[destination] else { continue }
                seen[destination] = true
                queue.append(Int32(destination))
            }
        }
        return seen
    }

    /// A worklist propagation: each scene's set only grows, over three bits, so each scene is processed at most
    /// four times. An alert takes its presenter's context: the segues of its actions run from the presenter.
    private static func showContexts(initial: Int?, scenes: [Scene], edges: [Edge], edgeStart: [Int32]) -> [ShowContext] {
        var contexts = Array(repeating: ShowContext(), count: scenes.count)
        var queue: [Int32] = []
        func add(_ context: ShowContext, to scene: Int) {
            guard !contexts[scene].isSuperset(of: context) else { return }
            contexts[scene].formUnion(context)
            queue.append(Int32(scene))
        }
        if let initial { add(.none, to: initial) }
        for edge in edges where edge.kind == .relationship(.root) {
            if let destination = edge.destination { add(.navigation, to: destination) }
        }
        var head = 0
        while head < queue.count {
            let scene = Int(queue[head])
            head += 1
            let context = contexts[scene]
            for edgeIndex in Int(edgeStart[scene])..<Int(edgeStart[scene + 1]) {
                let edge = edges[edgeIndex]
                guard let destination = edge.destination else { continue }
                switch edge.kind {
                case .relationship(.root): break
                case .relationship(.tab): add(.none, to: destination)
                case .relationship: add(.split, to: destination)
                case .segue(.show), .segue(.push), .segue(.embed), .segue(.showDetail), .segue(.replace):
                    add(context, to: destination)
                case .segue: add(scenes[destination].kind == .alertController ? context : .none, to: destination)
                }
            }
        }
        return contexts
    }
}

/// A buffer that several threads fill at once, each in its own part of it.
private struct DisjointWrites<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }
}

/// The walk of a range of scenes that counts their edges, then the one that writes them: each scene's segues (in
/// `Scene.segues` order), then its relationships.
private struct EdgeWalk {
    let scenes: [Scene]
    let sceneIDs: SceneIDTable

    /// Stores the number of edges of each scene of `range` at its index in `counts`.
    func count(range: Range<Int>, into counts: DisjointWrites<Int32>) {
        scenes.withUnsafeBufferPointer { buffer in
            for source in range {
                var count = Int32(buffer[source].relationships.count)
                Scene.forEachSegue(in: buffer.baseAddress! + source) { _, _ in count += 1 }
                counts.buffer[source] = count
            }
        }
    }

    /// Writes the edges of the scenes of `range` into `target`, each scene's from its offset in `edgeStart`
    /// (counted by `count(range:into:)`).
    func write(range: Range<Int>, into target: DisjointWrites<FlowGraph.Edge>, startingAt edgeStart: [Int32]) {
        scenes.withUnsafeBufferPointer { buffer in
            for source in range {
                var next = Int(edgeStart[source])
                write(from: buffer.baseAddress! + source, at: source) { edge in
                    precondition(next < Int(edgeStart[source + 1]), "a scene has more edges than were counted")
                    (target.buffer.baseAddress! + next).initialize(to: edge)
                    next += 1
                }
                precondition(next == Int(edgeStart[source + 1]), "a scene has fewer edges than were counted")
            }
        }
    }

    private func write(from scene: UnsafePointer<Scene>, at source: Int, _ emit: (FlowGraph.Edge) -> Void) {
        var ordinal = 0
        Scene.forEachSegue(in: scene) { segue, origin in
            var flags = FlowGraph.Edge.Flags()
            var destination: Int?
            if let id = segue.destination {
                destination = sceneIDs.position(of: id, in: scenes)
                if destination == nil, !id.isEmpty { flags.insert(.namesUnknownScene) }
            }
            if let identifier = segue.identifier, !identifier.isEmpty { flags.insert(.hasIdentifier) }
            if let customClass = segue.customClass, !customClass.isEmpty { flags.insert(.hasCustomClass) }
            if origin == .manual { flags.insert(.isManual) }
            if origin == .control(.containerView) { flags.insert(.startsInContainerView) }
            switch segue.trigger {
            case .prototypeSelection, .prototypeAccessory: flags.insert(.firesFromPrototype)
            default: break
            }
            emit(FlowGraph.Edge(kind: .segue(segue.kind), source: source, destination: destination, ordinal: ordinal,
                                flags: flags, location: segue.location))
            ordinal += 1
        }
        ordinal = 0
        scene.pointee.relationships.forEachInPlace { relationship in
            let id = relationship.pointee.destination
            let destination = sceneIDs.position(of: id, in: scenes)
            let flags: FlowGraph.Edge.Flags = destination == nil && !id.isEmpty ? .namesUnknownScene : []
            emit(FlowGraph.Edge(kind: .relationship(relationship.pointee.kind), source: source, destination: destination,
                                ordinal: ordinal, flags: flags, location: relationship.pointee.location))
            ordinal += 1
        }
    }
}
