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
    /// else those of class `name`, else those whose title is `name` in other letter case.
    public func ids(named name: String) -> [String] {
        if nodeIndex[name] != nil || clusters.contains(where: { $0.id == name }) { return [name] }
        let titled = nodes.filter { $0.title == name }.map(\.id) + clusters.filter { $0.title == name }.map(\.id)
        if !titled.isEmpty { return titled }
        let ofClass = nodes.filter { $0.className == name }.map(\.id)
        if !ofClass.isEmpty { return ofClass }
        let lowered = name.lowercased()
        return nodes.filter { $0.title?.lowercased() == lowered }.map(\.id) + clusters.filter { $0.title?.lowercased() == lowered }.map(\.id)
    }

    /// The line saying what a focused picture shows: `around playerDetails (Add Player, ...), depth 1: 1 more
    /// scene or container not drawn`.
    var focusCaption: String? {
        focus.map {
            """
            around \(describe($0.center)), depth \($0.depth): \($0.hiddenCount) more \($0.hiddenCount == 1 ? "scene or container" : "scenes and containers") \
            not drawn
            """
        }
    }

    /// How an error names the scene or container `id`: its id, with its title and class when it has them.
    public func describe(_ id: String) -> String {
        let label = label(of: id)
        return label == [id] ? id : id + " (" + label.joined(separator: ", ") + ")"
    }

    /// The part of the picture within `depth` hops of `center`, with the containers around what is kept, and the
    /// segues between kept scenes. A segue either way is a hop; a scene's container is no hop from it, and
    /// entering a container by a segue reaches what it shows first (a navigation root, the first tab, a split
    /// view's columns) in the same hop, so `--depth 1` around a presented screen shows the screen presenting it.
    public func around(_ center: String, depth: Int) -> FlowPicture {
        let kept = Set(distances(from: center, upTo: depth).keys)
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

    /// How many hops each scene and container within `depth` hops is from `center` (see `around(_:depth:)`).
    private func distances(from center: String, upTo depth: Int) -> [String: Int] {
        struct Step {
            var to: String
            var cost: Int
            var entering: Bool
        }
        var steps: [String: [Step]] = [:]
        for edge in edges {
            guard let to = edge.to else { continue }
            steps[edge.from, default: []].append(Step(to: to, cost: 1, entering: true))
            steps[to, default: []].append(Step(to: edge.from, cost: 1, entering: true))
        }
        var firstShown: [String: Set<String>] = [:]
        for cluster in clusters {
            firstShown[cluster.id] = Set(cluster.kind == "split" ? cluster.members : Array(cluster.members.prefix(1)))
            for member in cluster.members {
                steps[member, default: []].append(Step(to: cluster.id, cost: 0, entering: false))
                steps[cluster.id, default: []].append(Step(to: member, cost: 1, entering: false))
            }
        }
        // A state is a scene or container, and whether a segue entered it (then what it shows first is free).
        // States are taken hop by hop: free steps join the hop being taken, the others the next one.
        var best: [String: Int] = [:]
        var seen: Set<String> = []
        var level: [(id: String, entered: Bool)] = [(center, true)]
        for cost in 0...max(depth, 0) {
            var next: [(id: String, entered: Bool)] = []
            while let (id, entered) = level.popLast() {
                guard seen.insert(id + (entered ? "\u{1}" : "\u{0}")).inserted else { continue }
                if best[id] == nil { best[id] = cost }
                for step in steps[id] ?? [] {
                    let free = step.cost == 0 || (entered && firstShown[id]?.contains(step.to) == true)
                    if free { level.append((step.to, step.entering)) } else { next.append((step.to, step.entering)) }
                }
            }
            level = next
        }
        return best
    }
}
