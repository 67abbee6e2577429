import StoryflowModel
import StoryflowWalks

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
    }

    /// The flow's name (or file).
    public var name: String
    public private(set) var nodes: [Node] = []
    public private(set) var clusters: [Cluster] = []
    /// The clusters not inside another, in document order.
    public private(set) var topClusters: [String] = []
    /// The content scenes not inside any cluster.
    public private(set) var looseNodes: [String] = []
    public private(set) var edges: [Edge] = []
    /// The container or scene the flow starts at.
    public private(set) var initial: String?
    /// Where each node is in `nodes`, by id (the first of duplicates).
    private(set) var nodeIndex: [String: Int] = [:]

    /// The picture of `document`.
    public init(document: FlowDocument) {
        name = document.name ?? document.file
        initial = document.initialSceneID
        let layout = ClusterLayout(document: document)
        let reachable = Self.reachable(document)
        let walks = WalkIndex(document: document)
        let initialContent = layout.firstContent(from: document.initialSceneID)
        for (index, scene) in document.scenes.enumerated() {
            if scene.kind.isContainer {
                clusters.append(Cluster(
                    id: scene.id, title: scene.displayTitle, kind: Self.clusterKind(scene.kind), line: scene.location.line,
                    column: scene.location.column, members: layout.members[index] ?? []
                ))
            } else {
                nodes.append(Node(
                    id: scene.id, title: scene.displayTitle, className: scene.className, kind: scene.kind.rawValue,
                    line: scene.location.line, column: scene.location.column, isInitial: scene.id == initialContent,
                    isReachable: reachable.contains(index)
                ))
            }
            for (ordinal, segue) in scene.segues.enumerated() {
                let landing = segue.kind == .unwind ? walks?.landing(of: SegueReference(scene: index, ordinal: ordinal)).map { document.scenes[$0].id } : nil
                edges.append(Edge(
                    from: scene.id, to: segue.kind == .unwind ? landing : segue.destination, kind: segue.kind.rawValue,
                    presentation: segue.presentation?.rawValue, identifier: segue.identifier,
                    trigger: SegueTriggerName.name(of: segue, in: scene), action: segue.unwindAction,
                    line: segue.location.line, column: segue.location.column
                ))
            }
        }
        for (index, node) in nodes.enumerated() where nodeIndex[node.id] == nil { nodeIndex[node.id] = index }
        let held = Set(layout.members.values.flatMap { $0 })
        topClusters = clusters.map(\.id).filter { !held.contains($0) }
        looseNodes = nodes.map(\.id).filter { !held.contains($0) }
    }

    private static func clusterKind(_ kind: SceneKind) -> String {
        switch kind {
        case .navigationController: "navigation"
        case .tabBarController: "tabs"
        default: "split"
        }
    }

    /// The scenes some chain of segues and relationships from the initial scene reaches.
    private static func reachable(_ document: FlowDocument) -> Set<Int> {
        var indexByID: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() where indexByID[scene.id] == nil { indexByID[scene.id] = index }
        guard let start = document.initialSceneID.flatMap({ indexByID[$0] }) else { return [] }
        var seen: Set<Int> = [start]
        var pending = [start]
        while let index = pending.popLast() {
            let scene = document.scenes[index]
            let next = scene.segues.compactMap(\.destination) + scene.relationships.map(\.destination)
            for id in next { if let target = indexByID[id], seen.insert(target).inserted { pending.append(target) } }
        }
        return seen
    }
}
