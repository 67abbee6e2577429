extension FlowPicture {
    /// Where a focused picture is centred and how much of the flow it leaves out.
    public struct Focus: Sendable, Hashable {
        /// The scene or container the picture is centred on.
        public var center: String
        /// How many hops (segues, or a container holding a scene) the picture reaches from it.
        public var depth: Int
        /// How many scenes and containers of the whole flow are left out.
        public var hiddenCount: Int
    }

    /// The ids of the scenes and containers `name` can stand for: the one with that id, else those titled `name`,
    /// else those of class `name`.
    public func ids(named name: String) -> [String] {
        if nodeIndex[name] != nil || clusters.contains(where: { $0.id == name }) { return [name] }
        let titled = nodes.filter { $0.title == name }.map(\.id) + clusters.filter { $0.title == name }.map(\.id)
        if !titled.isEmpty { return titled }
        return nodes.filter { $0.className == name }.map(\.id)
    }

    /// The part of the picture within `depth` hops of `center` (a segue either way is a hop, and so is a container
    /// holding a scene), with the containers around what is kept, and the segues between kept scenes.
    public func around(_ center: String, depth: Int) -> FlowPicture {
        var neighbours: [String: [String]] = [:]
        for edge in edges {
            guard let to = edge.to else { continue }
            neighbours[edge.from, default: []].append(to)
            neighbours[to, default: []].append(edge.from)
        }
        for cluster in clusters {
            for member in cluster.members {
                neighbours[cluster.id, default: []].append(member)
                neighbours[member, default: []].append(cluster.id)
            }
        }
        var kept: Set<String> = [center]
        var frontier = [center]
        for _ in 0..<max(depth, 0) where !frontier.isEmpty {
            frontier = frontier.flatMap { neighbours[$0] ?? [] }.filter { kept.insert($0).inserted }
        }
        var focused = self
        let clustersByID = Dictionary(clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A container is drawn when it or anything inside it is kept.
        var drawn: [String: Bool] = [:]
        func isDrawn(_ id: String, depth: Int = 0) -> Bool {
            if let known = drawn[id] { return known }
            guard let cluster = clustersByID[id], depth < 64 else { return kept.contains(id) }
            drawn[id] = false
            let result = kept.contains(id) || cluster.members.contains { isDrawn($0, depth: depth + 1) }
            drawn[id] = result
            return result
        }
        focused.nodes = nodes.filter { kept.contains($0.id) }
        focused.clusters = clusters.filter { isDrawn($0.id) }.map { cluster in
            var cluster = cluster
            cluster.members = cluster.members.filter { clustersByID[$0] != nil ? isDrawn($0) : kept.contains($0) }
            return cluster
        }
        focused.topClusters = topClusters.filter { isDrawn($0) }
        focused.looseNodes = looseNodes.filter { kept.contains($0) }
        focused.edges = edges.filter { kept.contains($0.from) && $0.to.map(kept.contains) == true }
        focused.initial = initial.flatMap { kept.contains($0) ? $0 : nil }
        focused.indexNodes()
        let shown = focused.nodes.count + focused.clusters.count
        focused.focus = Focus(center: center, depth: depth, hiddenCount: nodes.count + clusters.count - shown)
        return focused
    }
}
