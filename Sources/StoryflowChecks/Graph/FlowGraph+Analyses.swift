import StoryflowModel
import StoryflowSemantics

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
    /// the current path of a depth-first walk that starts at the entry points (`EntryPoints.all`), then at every
    /// scene not visited yet, in document order. One walk, iterative.
    public func backEdges(among included: (Edge) -> Bool) -> [Int] {
        enum Mark { case unvisited, onPath, done }
        var marks = Array(repeating: Mark.unvisited, count: scenes.count)
        var result: [Int] = []
        var stack: [(scene: Int, next: Int)] = []
        let roots = entryPoints.all + Array(scenes.indices)
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

    static func reach(from starts: [Int], count: Int, edges: [Edge], edgeStart: [Int32]) -> [Bool] {
        Reachability.reach(from: starts, count: count) { scene, visit in
            for edgeIndex in Int(edgeStart[scene])..<Int(edgeStart[scene + 1]) {
                if let destination = edges[edgeIndex].destination { visit(destination) }
            }
        }
    }

    /// A worklist propagation of `SeguePlace`s from the initial scene, then from the roots of the navigation
    /// controllers it never reaches: each scene's set only grows, over four bits, so each scene is processed at
    /// most five times. What each edge does from each place is `SegueTransition`'s and `ContainerRules`' to say.
    static func showContexts(initial: Int?, scenes: [Scene], edges: [Edge], edgeStart: [Int32]) -> [ShowContext] {
        var contexts = Array(repeating: ShowContext(), count: scenes.count)
        var queue: [Int32] = []
        func add(_ context: ShowContext, to scene: Int) {
            guard !contexts[scene].isSuperset(of: context) else { return }
            contexts[scene].formUnion(context)
            queue.append(Int32(scene))
        }
        var head = 0
        func propagate() {
            while head < queue.count {
                let scene = Int(queue[head])
                head += 1
                let context = contexts[scene]
                for edgeIndex in Int(edgeStart[scene])..<Int(edgeStart[scene + 1]) {
                    let edge = edges[edgeIndex]
                    guard let destination = edge.destination else { continue }
                    switch edge.kind {
                    case .relationship(let kind):
                        add(ContainerRules.childPlace(of: kind, containerPlace: context), to: destination)
                    case .segue(let kind):
                        let target = scenes[destination].kind
                        var place = ShowContext()
                        for member in SeguePlace.singles where context.contains(member) {
                            let transition = SegueTransition.of(kind, to: target, from: member)
                            place.formUnion(transition.destinationPlace(from: member, destinationIsAlert: target == .alertController))
                        }
                        add(place, to: destination)
                    }
                }
            }
        }
        if let initial { add(.none, to: initial) }
        propagate()
        // A navigation controller the file does not show (code shows it) still has its root below it.
        for edge in edges where edge.kind == .relationship(.root) && contexts[edge.source].isEmpty {
            if let destination = edge.destination { add(ContainerRules.childPlace(of: .root, containerPlace: []), to: destination) }
        }
        propagate()
        return contexts
    }
}
