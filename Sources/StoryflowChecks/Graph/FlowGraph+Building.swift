import Dispatch
import StoryflowModel
import StoryflowSemantics

/// Building a `FlowGraph`: two walks over the scenes (on all cores for very large flows) that count, then write,
/// every edge in place; then the arrivals, the reachable scenes and the `show` contexts.
extension FlowGraph {
    /// Builds the graph of `document`: one walk of each scene's segues and relationships.
    public init(_ document: FlowDocument) {
        self.init(document, concurrentSceneCount: CheckTuning.concurrentSceneCount)
    }

    /// Builds the graph of `document`, collecting edges on all cores if it has `concurrentSceneCount` scenes or more.
    init(_ document: FlowDocument, concurrentSceneCount: Int) {
        let scenes = document.scenes
        let sceneIDs = document.sceneIDs
        let ranges = scenes.count >= concurrentSceneCount ? CheckTuning.sceneRanges(scenes.count) : [scenes.indices]
        // Two walks of the scenes, each in ranges the cores share: the first counts every scene's edges, so the
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
        format = document.format
        self.edges = edges
        self.edgeStart = edgeStart
        self.incomingStart = arriving
        self.incomingEdges = incomingEdges
        self.sceneIDs = sceneIDs
        let initialScene = document.initialSceneID.flatMap { sceneIDs.position(of: $0, in: scenes) }
        self.initialScene = initialScene
        let entryPoints = EntryPoints(initialScene: initialScene, scenes: scenes)
        self.entryPoints = entryPoints
        isReachable = Self.reach(from: entryPoints.all, count: scenes.count, edges: edges, edgeStart: edgeStart)
        // Where code places the initial scene, its place is unknown, as for any scene code makes.
        let launchPlace = initialScene.flatMap { EntryPoints.initialSceneIsPlacedByCode(scenes[$0], format: document.format) ? nil : $0 }
        showContexts = Self.showContexts(initial: launchPlace, scenes: scenes, edges: edges, edgeStart: edgeStart)
    }

    /// Calls `body` with each of `ranges`, on all cores if there are several.
    static func forEach(_ ranges: [Range<Int>], _ body: @Sendable (Range<Int>) -> Void) {
        guard ranges.count > 1 else { return ranges.forEach(body) }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { body(ranges[$0]) }
    }
}

/// A buffer that several threads fill at once, each in its own part of it.
struct DisjointWrites<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }
}

/// The walk of a range of scenes that counts their edges, then the one that writes them: each scene's segues (in
/// `Scene.segues` order), then its relationships.
struct EdgeWalk {
    let scenes: [Scene]
    let sceneIDs: SceneIDTable

    /// Stores the number of edges of each scene of `range` at its index in `counts`.
    func count(range: Range<Int>, into counts: DisjointWrites<Int32>) {
        for source in range {
            scenes.withElementInPlace(at: source) { scene in
                var count = Int32(scene.relationships.count)
                scene.forEachSegue { _, _ in count += 1 }
                counts.buffer[source] = count
            }
        }
    }

    /// Writes the edges of the scenes of `range` into `target`, each scene's from its offset in `edgeStart`
    /// (counted by `count(range:into:)`).
    func write(range: Range<Int>, into target: DisjointWrites<FlowGraph.Edge>, startingAt edgeStart: [Int32]) {
        for source in range {
            var next = Int(edgeStart[source])
            scenes.withElementInPlace(at: source) { scene in
                write(from: scene, at: source) { edge in
                    precondition(next < Int(edgeStart[source + 1]), "a scene has more edges than were counted")
                    (target.buffer.baseAddress! + next).initialize(to: edge)
                    next += 1
                }
            }
            precondition(next == Int(edgeStart[source + 1]), "a scene has fewer edges than were counted")
        }
    }

    private func write(from scene: borrowing InPlace<Scene>, at source: Int, _ emit: (FlowGraph.Edge) -> Void) {
        var ordinal = 0
        scene.forEachSegue { segue, origin in
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
            emit(
                FlowGraph.Edge(
                    kind: .segue(segue.kind), source: source, destination: destination, ordinal: ordinal,
                    flags: flags, location: segue.location))
            ordinal += 1
        }
        ordinal = 0
        scene.relationships.forEachInPlace { relationship in
            let id = relationship.destination
            let destination = sceneIDs.position(of: id, in: scenes)
            let flags: FlowGraph.Edge.Flags = destination == nil && !id.isEmpty ? .namesUnknownScene : []
            emit(
                FlowGraph.Edge(
                    kind: .relationship(relationship.kind), source: source, destination: destination,
                    ordinal: ordinal, flags: flags, location: relationship.location))
            ordinal += 1
        }
    }
}
