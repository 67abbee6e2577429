import Dispatch
import StoryflowIO
import StoryflowModel
import StoryflowSemantics
import StoryflowWalks
import Synchronization

/// What `storyflow graph` draws: the flow's content scenes as nodes, its containers as clusters holding the scenes
/// they show (a pushed scene in the navigation stack that reaches it), and its segues as edges with their kind,
/// identifier and trigger; an unwind points at the scene a walk lands on. Every list is in document order, so the
/// same flow always gives the same picture.
public struct FlowPicture: Sendable {
    /// A content scene.
    public struct Node: Sendable {
        public var id: String
        public var title: String?
        public var className: String?
        public var kind: String
        public var line: Int
        public var column: Int
        /// Whether the flow starts here (the initial scene, or the content its initial containers show first).
        public var isInitial: Bool
        /// Whether some chain of segues and relationships from the initial scene reaches it.
        public var isReachable: Bool
        /// For a storyboard reference, what it stands for (`Second › Welcome`: the storyboard, then the scene's
        /// storyboard identifier).
        public var reference: String?
        /// What the overlays say about it.
        public var marks = Marks()
        /// The file it is declared in, when that is another file than the picture's (a referenced storyboard).
        public var file: String?
    }

    /// A navigation, tab bar or split view controller and what it holds.
    public struct Cluster: Sendable {
        public var id: String
        public var title: String?
        /// `navigation`, `tabs` or `split`.
        public var kind: String
        public var line: Int
        public var column: Int
        /// The scenes and containers directly inside it, in order (a tab bar's tabs in tab order, a navigation
        /// stack's root first).
        public var members: [String]
        /// What the overlays say about it.
        public var marks = Marks()
        /// The file it is declared in, when that is another file than the picture's (a referenced storyboard).
        public var file: String?
    }

    /// A segue.
    public struct Edge: Sendable {
        public var from: String
        /// The destination scene; for an unwind, the scene a walk lands on; nil when neither is known.
        public var to: String?
        /// The segue's kind (`show`, `present`, `popover`, `unwind`, `embed`, ...).
        public var kind: String
        /// The presentation style of a present segue, when it names one.
        public var presentation: String?
        public var identifier: String?
        /// What fires it: a bar button's title, a button's, a cell's, an alert action's, or `code`.
        public var trigger: String
        /// The unwind action, for an unwind.
        public var action: String?
        public var line: Int
        public var column: Int
        /// What the overlays say about it.
        public var marks = Marks()
        /// The file it is declared in, when that is another file than the picture's (a referenced storyboard).
        public var file: String?
    }

    /// The flow's name (or file).
    public var name: String
    /// Whether the picture is of a storyboard, whose ids Interface Builder made up (outlines then name scenes by
    /// their titles too).
    public internal(set) var isStoryboard = false
    public internal(set) var nodes: [Node] = []
    public internal(set) var clusters: [Cluster] = []
    /// The clusters not inside another, in document order.
    public internal(set) var topClusters: [String] = []
    /// The content scenes not inside any cluster.
    public internal(set) var looseNodes: [String] = []
    public internal(set) var edges: [Edge] = []
    /// The container or scene the flow starts at.
    public internal(set) var initial: String?
    /// Which overlays were drawn, so formats show their marks (and a picture without them stays as it was).
    public internal(set) var overlays: Set<Overlay> = []
    /// Where the picture is centred, when it shows only part of the flow.
    public internal(set) var focus: Focus?
    /// What changed in the flow as a whole (its initial scene), in a picture of a difference.
    public internal(set) var flowChanges: [String] = []
    /// What `check` reported on no scene or segue of the picture (the document itself, or its root element).
    public internal(set) var flowFindings: [Finding] = []
    /// Where each node is in `nodes`, by id (the first of duplicates).
    var nodeIndex: [String: Int] = [:]

    /// The picture of `document`.
    public init(document: FlowDocument) {
        // The walk search (for unwind landings) takes longest; everything else is drawn beside it, and the
        // unwinds are pointed at their landings once both are done.
        let walkIndex = Mutex<WalkIndex?>(nil)
        let drawing = Mutex<(picture: FlowPicture, unwinds: [(edge: Int, segue: SegueReference)])?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                let hasUnwinds = document.scenes.containsInPlace { scene in
                    var found = false
                    scene.forEachSegue { segue, _ in found = found || segue.kind == .unwind }
                    return found
                }
                let found = hasUnwinds ? WalkIndex(document: document) : nil
                walkIndex.withLock { $0 = found }
            } else {
                let found = Self.drawing(of: document)
                drawing.withLock { $0 = found }
            }
        }
        // Taken out, not copied: a copy left behind would make pointing the unwinds copy every edge.
        guard let (picture, unwinds) = drawing.withLock({ $0.take() }) else { preconditionFailure("concurrentPerform runs every job") }
        self = consume picture
        if let walks = walkIndex.withLock({ $0.take() }) {
            for (edge, segue) in unwinds { edges[edge].to = walks.landing(of: segue).map { document.scenes[$0].id } }
            // The search of a large flow is freed in the background, as the document is.
            BackgroundRelease.release(consume walks, ifSceneCount: document.scenes.count)
        }
    }

    private init(name: String, initial: String?) {
        self.name = name
        self.initial = initial
    }

    /// The picture of `document` with its unwinds pointing nowhere yet, and where those unwinds are.
    private static func drawing(of document: FlowDocument) -> (picture: FlowPicture, unwinds: [(edge: Int, segue: SegueReference)]) {
        var picture = FlowPicture(name: document.name ?? document.file, initial: document.initialSceneID)
        picture.isStoryboard = document.format == .storyboard
        var unwinds: [(edge: Int, segue: SegueReference)] = []
        // The scenes each scene's segues lead to, gathered in the one pass over the segues that draws the edges.
        var targets: [[SegueTarget]] = Array(repeating: [], count: document.scenes.count)
        // The scene each node and cluster is, by position, for what is known once every segue is seen.
        var nodeScenes: [Int] = []
        var clusterScenes: [Int] = []
        // The id table is read directly: calling the document's lookup from the closures below would copy the
        // document at every segue.
        let scenes = document.scenes
        let sceneIDs = document.sceneIDs
        var index = 0
        // Scenes are read where the document keeps them: copying each out would retain and release all it holds.
        scenes.forEachInPlace { scene in
            defer { index += 1 }
            let location = scene.location
            if scene.kind.isContainer {
                clusterScenes.append(index)
                picture.clusters.append(
                    Cluster(
                        id: scene.id, title: scene.displayTitle, kind: Self.clusterKind(scene.kind), line: location.line,
                        column: location.column, members: []
                    ))
            } else {
                nodeScenes.append(index)
                picture.nodes.append(
                    Node(
                        id: scene.id, title: scene.displayTitle, className: scene.className, kind: scene.kind.rawValue,
                        line: location.line, column: location.column, isInitial: false, isReachable: false,
                        reference: scene.reference.map { ($0.storyboardName ?? "this file") + ($0.referencedIdentifier.map { " › " + $0 } ?? "") }
                    ))
            }
            var ordinal = 0
            let id = scene.id
            var controlNames: SegueTriggerName.ControlNames?
            scene.forEachSegue { segue, _ in
                defer { ordinal += 1 }
                if segue.kind == .unwind { unwinds.append((picture.edges.count, SegueReference(scene: index, ordinal: ordinal))) }
                if let destination = segue.destination, let target = sceneIDs.position(of: destination, in: scenes) {
                    targets[index].append(SegueTarget(scene: target, pushes: SegueTransition.mayPush(segue.kind, to: scenes[target].kind)))
                }
                picture.edges.append(
                    Edge(
                        from: id, to: segue.kind == .unwind ? nil : segue.destination, kind: segue.kind.rawValue,
                        presentation: segue.presentation?.rawValue, identifier: segue.identifier,
                        trigger: SegueTriggerName.name(of: segue, in: scene, controlNames: &controlNames), action: segue.unwindAction,
                        line: segue.location.line, column: segue.location.column
                    ))
            }
        }
        let layout = ClusterLayout(document: document, segueTargets: targets)
        for (position, scene) in clusterScenes.enumerated() { picture.clusters[position].members = layout.members[scene] ?? [] }
        let reachable = Self.reachable(document, segueTargets: targets)
        let initialContent = layout.firstContent(from: document.initialSceneID)
        for (position, scene) in nodeScenes.enumerated() {
            picture.nodes[position].isReachable = reachable[scene]
            picture.nodes[position].isInitial = picture.nodes[position].id == initialContent
        }
        picture.indexNodes()
        let held = Set(layout.members.values.flatMap { $0 })
        picture.topClusters = picture.clusters.map(\.id).filter { !held.contains($0) }
        picture.looseNodes = picture.nodes.map(\.id).filter { !held.contains($0) }
        return (picture, unwinds)
    }

    /// A scene (its index) a segue leads to, and whether the segue pushes it inside a navigation controller
    /// (`SegueTransition.mayPush`): what drawing gathers
    /// from each scene's segues for reachability and the navigation stacks' members.
    struct SegueTarget {
        var scene: Int
        var pushes: Bool
    }

    /// Rebuilds `nodeIndex` after `nodes` changed.
    mutating func indexNodes() {
        nodeIndex = [:]
        for (index, node) in nodes.enumerated() where nodeIndex[node.id] == nil { nodeIndex[node.id] = index }
    }

    private static func clusterKind(_ kind: SceneKind) -> String {
        switch kind {
        case .navigationController: "navigation"
        case .tabBarController: "tabs"
        default: "split"
        }
    }

    /// The scenes some chain of segues (`segueTargets`, by scene) and relationships leads to from the flow's
    /// entry points (`EntryPoints`): what `check` calls reachable.
    private static func reachable(_ document: FlowDocument, segueTargets: [[SegueTarget]]) -> [Bool] {
        let scenes = document.scenes
        let sceneIDs = document.sceneIDs
        return Reachability.reach(from: EntryPoints(document).all, count: scenes.count) { index, visit in
            for target in segueTargets[index] { visit(target.scene) }
            for relationship in scenes[index].relationships {
                if let target = sceneIDs.position(of: relationship.destination, in: scenes) { visit(target) }
            }
        }
    }
}
