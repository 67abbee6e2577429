/// Positions of scenes by id: an open-addressing table (linear probing, at most half full) of 32-bit positions in
/// a scene array, keyed by the ids the scenes already hold, so no id is copied or stored twice. Four bytes a slot,
/// against the 24 of a `[String: Int]`. When several scenes share an id, the table keeps the first.
///
/// A reader builds it as it appends scenes (`insert`), and the document it produces adopts it, so a flow's ids
/// are hashed once for the duplicate-id check, `FlowDocument.scene(withID:)` and the checks' graph alike.
package struct SceneIDTable: Sendable {
    private static let empty: Int32 = -1
    /// A position in the scene array, or `empty`; the count is a power of two.
    private var slots: [Int32]
    /// How many slots hold a position.
    private var occupied = 0

    /// An empty table, for scenes to be inserted one by one.
    package init() {
        slots = Array(repeating: Self.empty, count: 8)
    }

    /// A table of all of `scenes`, sized once.
    package init(indexing scenes: [Scene]) {
        var capacity = 8
        while capacity < 2 * scenes.count { capacity *= 2 }
        slots = Array(repeating: Self.empty, count: capacity)
        for position in scenes.indices { _ = insert(position, in: scenes) }
    }

    /// Records the scene at `position` in `scenes` under its id, unless a scene recorded before has that id: then
    /// the table is unchanged and the position of that first scene is returned.
    package mutating func insert(_ position: Int, in scenes: [Scene]) -> Int? {
        let id = scenes[position].id
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while true {
            let occupant = slots[slot]
            if occupant == Self.empty { break }
            if scenes[Int(occupant)].id == id { return Int(occupant) }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position)
        occupied += 1
        if 2 * occupied > slots.count { grow(in: scenes) }
        return nil
    }

    /// The position in `scenes` (the array the table was built from) of the first scene whose id is `id`.
    package func position(of id: String, in scenes: [Scene]) -> Int? {
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while true {
            let occupant = slots[slot]
            if occupant == Self.empty { return nil }
            if scenes[Int(occupant)].id == id { return Int(occupant) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots and places every recorded position again. Ids are distinct here, so no comparisons.
    private mutating func grow(in scenes: [Scene]) {
        var grown = [Int32](repeating: Self.empty, count: 2 * slots.count)
        let mask = grown.count - 1
        for occupant in slots where occupant != Self.empty {
            var slot = scenes[Int(occupant)].id.hashValue & mask
            while grown[slot] != Self.empty { slot = (slot + 1) & mask }
            grown[slot] = occupant
        }
        slots = grown
    }
}
