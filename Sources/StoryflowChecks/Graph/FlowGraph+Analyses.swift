import StoryflowModel

/// What rules ask of a `FlowGraph` as a whole: reachability, cycles, and how `show` is handled where.
extension FlowGraph {
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
    static func entries(initialScene: Int?, scenes: [Scene]) -> [Int] {
        var entries = initialScene.map { [$0] } ?? []
        for index in scenes.indices where scenes[index].storyboardIdentifier != nil { entries.append(index) }
        return entries
    }

    static func reach(from starts: [Int], count: Int, edges: [Edge], edgeStart: [Int32]) -> [Bool] {
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
    static func showContexts(initial: Int?, scenes: [Scene], edges: [Edge], edgeStart: [Int32]) -> [ShowContext] {
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
                // A tab's scene has the navigation controller its tab bar controller has, as UIKit's
                // `navigationController` walks up the parents (`nav → tab bar → child` pushes); a split view
                // above the tab bar does not show its tabs' scenes (they present).
                case .relationship(.tab):
                    var inherited = context.subtracting(.split)
                    if context.contains(.split) { inherited.formUnion(.none) }
                    add(inherited, to: destination)
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
