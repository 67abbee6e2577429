import StoryflowModel
import StoryflowSemantics

/// One graph view of a flow, built once and shared by every rule that reads the flow as a graph: scenes are
/// nodes, segues and relationships are edges.
///
/// The graph is compact: an edge is 28 bytes with no reference counting (it names scenes by index and keeps
/// what the rules ask about segues as flags), the edges of a scene are contiguous, and incoming edges are one
/// flat array with offsets. Rules that need more of a segue than its flags walk its scene with
/// `forEachSegue(ofScene:_:)`. Everything here is computed in time linear in scenes plus edges, so rules stay
/// fast on very large flows.
public struct FlowGraph: Sendable {
    /// The scenes, in document order; edges refer to them by index.
    public let scenes: [Scene]
    /// The dialect the flow is written in, so messages use its vocabulary (Interface Builder's for storyboards).
    public let format: FlowDocument.Format
    /// Every edge: per scene in document order, its segues (as `Scene.segues` lists them), then its relationships.
    public let edges: [Edge]
    /// The index of the initial scene, if the flow names one that exists.
    public let initialScene: Int?
    /// The ways into the flow besides segues and relationships: the initial scene and scenes with a storyboard
    /// identifier.
    public let entryPoints: EntryPoints
    /// Whether each scene can be reached from an entry point (`Reachability`).
    public let isReachable: [Bool]
    /// For each scene, every way `show` can be handled there, over all paths from the initial scene. Empty for
    /// scenes not reached from the initial scene (how code presents them is unknown).
    public let showContexts: [ShowContext]

    /// Where each scene's edges start in `edges`, plus the total at the end.
    let edgeStart: [Int32]
    /// Where each scene's arriving edges start in `incomingEdges`, plus the total at the end.
    let incomingStart: [Int32]
    /// Indices into `edges` of the edges arriving at each scene, scene after scene.
    let incomingEdges: [Int32]
    /// The document's table of positions in `scenes` by id.
    let sceneIDs: SceneIDTable
    /// The contract analysis, made when a rule first asks (`contracts(of:)`).
    let contractCache = ContractAnalysisCache()

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
        scenes.withElementInPlace(at: scene) { declaration in
            declaration.forEachSegue { segue, _ in
                body(edgeIndex, segue)
                edgeIndex += 1
            }
        }
    }
}
