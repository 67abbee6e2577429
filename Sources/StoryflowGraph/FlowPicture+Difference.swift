extension FlowPicture {
    /// The picture of `head` with what changed since `base` marked: scenes, containers and segues added, changed
    /// (what changed listed) or removed (drawn where they were, in the base's containers when those remain).
    /// Scenes and containers are matched by id, segues by their scene and identifier (or, without one, by their
    /// scene, kind, trigger and destination), so moving things in the file or in Interface Builder's canvas, and
    /// the frames and constraints of views, change nothing.
    public static func difference(from base: FlowPicture, to head: FlowPicture) -> FlowPicture {
        var result = head
        result.overlays.insert(.difference)
        result.name = head.name == base.name ? head.name : base.name + " → " + head.name
        if base.initial != head.initial {
            result.flowChanges.append("initial scene \(base.initial ?? "none") → \(head.initial ?? "none")")
        }
        let baseNodes = Dictionary(base.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let baseClusters = Dictionary(base.clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let headIDs = Set(head.nodes.map(\.id) + head.clusters.map(\.id))
        for index in result.nodes.indices {
            guard let old = baseNodes[result.nodes[index].id] else {
                // A container that became a scene of another kind changed; a new id was added.
                if let container = baseClusters[result.nodes[index].id] {
                    result.nodes[index].marks.mark(["kind \(container.kind) → \(result.nodes[index].kind)"])
                } else {
                    result.nodes[index].marks.change = .added
                }
                continue
            }
            let new = result.nodes[index]
            var changes: [String] = []
            if old.kind != new.kind { changes.append("kind \(old.kind) → \(new.kind)") }
            if old.title != new.title { changes.append("title \(quoted(old.title)) → \(quoted(new.title))") }
            if old.className != new.className { changes.append("class \(old.className ?? "none") → \(new.className ?? "none")") }
            if old.isReachable != new.isReachable { changes.append(new.isReachable ? "now reachable" : "no longer reachable") }
            result.nodes[index].marks.mark(changes)
        }
        for index in result.clusters.indices {
            guard let old = baseClusters[result.clusters[index].id] else {
                if let scene = baseNodes[result.clusters[index].id] {
                    result.clusters[index].marks.mark(["kind \(scene.kind) → \(result.clusters[index].kind)"])
                } else {
                    result.clusters[index].marks.change = .added
                }
                continue
            }
            let new = result.clusters[index]
            var changes: [String] = []
            if old.kind != new.kind { changes.append("kind \(old.kind) → \(new.kind)") }
            if old.title != new.title { changes.append("title \(quoted(old.title)) → \(quoted(new.title))") }
            // What its relationships hold; the scenes a navigation stack pushes follow from the segues.
            let held = { (cluster: Cluster) in cluster.kind == "navigation" ? Array(cluster.members.prefix(1)) : cluster.members }
            if held(old) != held(new) {
                let word =
                    switch new.kind {
                    case "navigation": "root"
                    case "tabs": "tabs"
                    default: "columns"
                    }
                changes.append("\(word) \(list(held(old))) → \(list(held(new)))")
            }
            result.clusters[index].marks.mark(changes)
        }
        // What was removed is drawn in the base's container when that is still drawn, else on its own.
        var parentInBase: [String: String] = [:]
        for cluster in base.clusters { for member in cluster.members where parentInBase[member] == nil { parentInBase[member] = cluster.id } }
        var removed: [String] = []
        for node in base.nodes where !headIDs.contains(node.id) {
            var node = node
            node.marks = Marks(change: .removed)
            result.nodes.append(node)
            removed.append(node.id)
        }
        for cluster in base.clusters where !headIDs.contains(cluster.id) {
            var cluster = cluster
            cluster.members = cluster.members.filter { !headIDs.contains($0) }
            cluster.marks = Marks(change: .removed)
            result.clusters.append(cluster)
            removed.append(cluster.id)
        }
        let removedSet = Set(removed)
        var clusterIndex: [String: Int] = [:]
        for (index, cluster) in result.clusters.enumerated() where clusterIndex[cluster.id] == nil { clusterIndex[cluster.id] = index }
        for id in removed {
            if let parent = parentInBase[id] {
                // Inside a removed container, it is drawn with it.
                if removedSet.contains(parent) { continue }
                if let index = clusterIndex[parent] {
                    result.clusters[index].members.append(id)
                    continue
                }
            }
            if baseClusters[id] != nil { result.topClusters.append(id) } else { result.looseNodes.append(id) }
        }
        result.edges = differenceOfEdges(base: base.edges, head: head.edges)
        result.indexNodes()
        return result
    }

    /// Whether any scene, container or segue is marked added, removed or changed.
    public var hasChanges: Bool {
        nodes.contains { $0.marks.change != nil } || clusters.contains { $0.marks.change != nil } || edges.contains { $0.marks.change != nil }
    }

    /// Head's segues marked added or changed, then base's segues that head no longer has, marked removed.
    private static func differenceOfEdges(base: [Edge], head: [Edge]) -> [Edge] {
        // Base segues by key, in order, and how many of each key head has matched so far.
        var candidates: [EdgeKey: [Int]] = [:]
        for (index, edge) in base.enumerated() { candidates[EdgeKey(edge), default: []].append(index) }
        var matchedCount: [EdgeKey: Int] = [:]
        var matched = Array(repeating: false, count: base.count)
        var result: [Edge] = []
        for var edge in head {
            let key = EdgeKey(edge)
            let next = matchedCount[key, default: 0]
            guard let list = candidates[key], next < list.count else {
                edge.marks.change = .added
                result.append(edge)
                continue
            }
            matchedCount[key] = next + 1
            matched[list[next]] = true
            let old = base[list[next]]
            var changes: [String] = []
            if old.to != edge.to { changes.append("destination \(old.to ?? "none") → \(edge.to ?? "none")") }
            if old.kind != edge.kind { changes.append("kind \(old.kind) → \(edge.kind)") }
            if old.presentation != edge.presentation { changes.append("presentation \(old.presentation ?? "default") → \(edge.presentation ?? "default")") }
            if old.trigger != edge.trigger { changes.append("trigger \(old.trigger) → \(edge.trigger)") }
            if old.action != edge.action { changes.append("unwind action \(old.action ?? "none") → \(edge.action ?? "none")") }
            edge.marks.mark(changes)
            result.append(edge)
        }
        for (index, edge) in base.enumerated() where !matched[index] {
            var removed = edge
            removed.marks = Marks(change: .removed)
            result.append(removed)
        }
        return result
    }

    /// How a segue is recognised in two versions of a flow.
    private struct EdgeKey: Hashable {
        var from: String
        var name: [String]

        init(_ edge: Edge) {
            from = edge.from
            if let identifier = edge.identifier, !identifier.isEmpty {
                name = [identifier]
            } else {
                name = [edge.kind, edge.trigger, edge.to ?? "", edge.action ?? ""]
            }
        }
    }

    private static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "none" }

    private static func list(_ ids: [String]) -> String { ids.isEmpty ? "nothing" : ids.joined(separator: ", ") }
}

extension FlowPicture.Marks {
    /// Marks a part found in both versions as changed when `changes` lists anything.
    mutating func mark(_ changes: [String]) {
        guard !changes.isEmpty else { return }
        change = .changed
        self.changes = changes
    }
}
