/// The strongly connected components of a flow graph, numbered in topological order, and a way to answer many
/// "does some scene of this set lead to that scene" questions at once in a few linear passes.
///
/// Scenes of one component all lead to each other, so reachability between components is a question on a graph
/// without cycles, where every edge goes from a lower component number to a higher one. That lets a walk stop at
/// the highest component it is asked about, and lets up to 64 questions share one pass (one bit each).
public struct ComponentGraph: Sendable {
    /// The answers to a batch of queries, and the work it took.
    public struct Answers: Sendable {
        /// For each target, in the order `Queries` was given them, whether some source of its question leads to it.
        public var reached: [Bool]
        /// Components and component edges visited by the passes: at most about `components + edges` per 64
        /// queries whose walks overlap, and much less when each query only spans a few components.
        public var visits: Int
    }

    /// The component of each scene. If an edge leads from component `a` to a different component `b`, `a < b`.
    public let component: [Int]
    /// Whether a walk of one edge or more leads from a scene of the component back into the component (it has
    /// more than one scene, or a segue from a scene to itself).
    public let isCyclic: [Bool]
    /// Where each component's successors start in `successorList`, plus the total at the end.
    private let successorStart: [Int32]
    /// The successors of every component, component after component.
    private let successorList: [Int32]

    /// The number of components.
    public var count: Int { isCyclic.count }

    /// Finds the components of `graph` with Tarjan's algorithm, iteratively: one walk of the scenes and edges.
    public init(_ graph: FlowGraph) {
        let sceneCount = graph.scenes.count
        // Scene numbers and edge indices fit in 32 bits (the graph stores them so): the walk's arrays, one slot per
        // scene, take half the memory they would with `Int`.
        let unvisited: Int32 = -1
        var order = Array(repeating: unvisited, count: sceneCount)
        var lowLink = Array(repeating: Int32(0), count: sceneCount)
        var onStack = Array(repeating: false, count: sceneCount)
        var stack: [Int32] = []
        var finished = Array(repeating: unvisited, count: sceneCount)
        var finishedComponents: Int32 = 0
        var counter: Int32 = 0
        var walk: [(scene: Int32, next: Int32)] = []
        for root in 0..<sceneCount where order[root] == unvisited {
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(Int32(root))
            onStack[root] = true
            walk.append((Int32(root), Int32(graph.outgoing(root).lowerBound)))
            while let top = walk.last {
                let scene = Int(top.scene)
                if Int(top.next) < graph.outgoing(scene).upperBound {
                    walk[walk.count - 1].next += 1
                    guard let next = graph.edges[Int(top.next)].destination else { continue }
                    if order[next] == unvisited {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(Int32(next))
                        onStack[next] = true
                        walk.append((Int32(next), Int32(graph.outgoing(next).lowerBound)))
                    } else if onStack[next] {
                        lowLink[scene] = min(lowLink[scene], order[next])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last {
                    lowLink[Int(parent.scene)] = min(lowLink[Int(parent.scene)], lowLink[scene])
                }
                guard lowLink[scene] == order[scene] else { continue }
                while let member = stack.popLast() {
                    onStack[Int(member)] = false
                    finished[Int(member)] = finishedComponents
                    if member == top.scene { break }
                }
                finishedComponents += 1
            }
        }
        // Tarjan finishes a component after every component it leads to: reverse the numbers for topological order.
        let component = finished.map { Int(finishedComponents - 1 - $0) }
        let finishedCount = Int(finishedComponents)
        var isCyclic = Array(repeating: false, count: finishedCount)
        var size = Array(repeating: Int32(0), count: finishedCount)
        for scene in 0..<sceneCount { size[component[scene]] += 1 }
        // Successor lists are laid out flat: count per component, turn counts into offsets, then place each.
        var successorStart = Array(repeating: Int32(0), count: finishedCount + 1)
        for edge in graph.edges {
            guard let destination = edge.destination else { continue }
            let from = component[edge.source], to = component[destination]
            if from == to {
                isCyclic[from] = true
            } else {
                successorStart[from] += 1
            }
        }
        let total = successorStart.replaceCountsWithOffsets()
        var successorList = Array(repeating: Int32(0), count: Int(total))
        var next = successorStart
        for edge in graph.edges {
            guard let destination = edge.destination else { continue }
            let from = component[edge.source], to = component[destination]
            guard from != to else { continue }
            successorList[Int(next[from])] = Int32(to)
            next[from] += 1
        }
        for index in 0..<finishedCount where size[index] > 1 { isCyclic[index] = true }
        self.component = component
        self.isCyclic = isCyclic
        self.successorStart = successorStart
        self.successorList = successorList
    }

    /// The components `component` has edges to (other than itself), possibly repeated.
    public func successors(of component: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
        successorList[Int(successorStart[component])..<Int(successorStart[component + 1])].lazy.map { Int($0) }
    }

    /// Answers every query. A target is settled without walking when it shares a cyclic component with a source,
    /// or when no source's component comes before its own; the others are answered by passes over the components
    /// in topological order, 64 queries per pass (one bit each, queries sorted by their first source component),
    /// each pass covering only the components from its queries' first source to their last target.
    public func answer(_ queries: Queries) -> Answers {
        // Answers by place in `queries.targetList` while walking; in the order the targets were given at the end.
        var reachedSlot = Array(repeating: false, count: queries.targetList.count)
        var visits = 0
        var sourceMark = Array(repeating: -1, count: count)
        var first = Array(repeating: Int.max, count: queries.count)
        var pending: [Int] = []
        for number in 0..<queries.count {
            for slot in queries.sourceSlots(of: number) {
                let own = component[Int(queries.sourceList[slot])]
                sourceMark[own] = number
                first[number] = min(first[number], own)
            }
            var open = false
            for slot in queries.targetSlots(of: number) {
                let own = component[Int(queries.targetList[slot])]
                if isCyclic[own], sourceMark[own] == number {
                    reachedSlot[slot] = true
                } else if first[number] < own {
                    open = true
                }
            }
            if open { pending.append(number) }
        }
        pending.sort { first[$0] < first[$1] }
        var arriving: [UInt64] = []
        var leaving: [UInt64] = []
        var start = 0
        while start < pending.count {
            let batch = pending[start..<min(start + 64, pending.count)]
            start += batch.count
            let low = first[batch.first!]
            var high = low
            for number in batch {
                for slot in queries.targetSlots(of: number) where !reachedSlot[slot] {
                    high = max(high, component[Int(queries.targetList[slot])])
                }
            }
            arriving.removeAll(keepingCapacity: true)
            arriving.append(contentsOf: repeatElement(0, count: high - low + 1))
            leaving.removeAll(keepingCapacity: true)
            leaving.append(contentsOf: repeatElement(0, count: high - low + 1))
            for (bit, number) in batch.enumerated() {
                for slot in queries.sourceSlots(of: number) {
                    let own = component[Int(queries.sourceList[slot])]
                    if own <= high { leaving[own - low] |= 1 << UInt64(bit) }
                }
            }
            for index in low...high {
                visits += 1
                let bits = arriving[index - low] | leaving[index - low]
                guard bits != 0 else { continue }
                for next in successors(of: index) where next <= high {
                    visits += 1
                    arriving[next - low] |= bits
                }
            }
            for (bit, number) in batch.enumerated() {
                for slot in queries.targetSlots(of: number) where !reachedSlot[slot] {
                    let own = component[Int(queries.targetList[slot])]
                    reachedSlot[slot] = own >= low && arriving[own - low] & (1 << UInt64(bit)) != 0
                }
            }
        }
        var reached = Array(repeating: false, count: reachedSlot.count)
        for slot in reachedSlot.indices where reachedSlot[slot] { reached[Int(queries.targetInput[slot])] = true }
        return Answers(reached: reached, visits: visits)
    }
}
