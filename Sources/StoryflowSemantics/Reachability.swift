/// Which scenes a flow can show: those its entry points lead to along segues and relationships. The one
/// definition `check` (unreachable-scene), `graph` (grey nodes) and the agreement tests share.
public enum Reachability {
    /// For each of `count` scenes, whether a breadth-first walk from `entries` along `successors` reaches it.
    /// `successors(scene, visit)` calls `visit` with every scene one segue or relationship from `scene`.
    @inlinable
    public static func reach(from entries: [Int], count: Int, successors: (Int, (Int) -> Void) -> Void) -> [Bool] {
        var seen = Array(repeating: false, count: count)
        var queue: [Int32] = []
        for entry in entries where !seen[entry] {
            seen[entry] = true
            queue.append(Int32(entry))
        }
        var head = 0
        while head < queue.count {
            let scene = Int(queue[head])
            head += 1
            successors(scene) { next in
                guard !seen[next] else { return }
                seen[next] = true
                queue.append(Int32(next))
            }
        }
        return seen
    }
}
