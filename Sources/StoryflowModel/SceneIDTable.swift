/// Positions of scenes by id: an open-addressing table (linear probing, at most half full) of 32-bit positions in
/// a scene array, keyed by the ids the scenes already hold, so no id is copied or stored twice. Four bytes a slot,
/// against the 24 of a `[String: Int]`. When several scenes share an id, the table keeps the first.
///
/// A reader builds it as it appends scenes (`Builder`), and the document it produces adopts it, so a flow's ids
/// are hashed once for the duplicate-id check, `FlowDocument.scene(withID:)` and the checks' graph alike.
package struct SceneIDTable: Sendable {
    private static let empty: Int32 = -1
    /// A position in the scene array, or `empty`; the count is a power of two.
    private var slots: [Int32]

    /// A table of all of `scenes`, sized once.
    package init(indexing scenes: [Scene]) {
        var capacity = 8
        while capacity < 2 * scenes.count { capacity *= 2 }
        self.init(capacity: capacity)
        for position in scenes.indices { _ = place(position, hash: scenes[position].id.hashValue, in: scenes) }
    }

    private init(capacity: Int) {
        slots = Array(repeating: Self.empty, count: capacity)
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

    /// Puts `position` in the first free slot from `hash` on, unless a scene found on the way has the same id:
    /// then the table is unchanged and that scene's position is returned.
    private mutating func place(_ position: Int, hash: Int, in scenes: [Scene]) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        let id = scenes[position].id
        while true {
            let occupant = slots[slot]
            if occupant == Self.empty { break }
            if scenes[Int(occupant)].id == id { return Int(occupant) }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position)
        return nil
    }

    /// Doubles the slots and places every position again, by the hashes of the scenes' ids (by position).
    private mutating func grow(hashes: [UInt32]) {
        var grown = [Int32](repeating: Self.empty, count: 2 * slots.count)
        let mask = grown.count - 1
        for occupant in slots where occupant != Self.empty {
            var slot = Int(hashes[Int(occupant)]) & mask
            while grown[slot] != Self.empty { slot = (slot + 1) & mask }
            grown[slot] = occupant
        }
        slots = grown
    }

    /// Builds a table scene by scene, as a reader appends them, growing it by doubling when it is half full. It
    /// keeps the hash of every id indexed (four bytes a scene, not adopted by the document), so that growing does
    /// not hash any id again.
    package struct Builder: Sendable {
        /// The table of the scenes indexed so far.
        package private(set) var table = SceneIDTable(capacity: 8)
        /// The low 32 bits of each indexed scene's id hash, by position (enough: the table has fewer slots).
        private var hashes: [UInt32] = []
        /// How many slots hold a position.
        private var occupied = 0

        /// A builder with an empty table.
        package init() {}

        /// Indexes the last scene of `scenes`, whose other scenes were indexed before, one call each and in
        /// order. If a scene indexed before has the same id, the table keeps that first one and its position is
        /// returned.
        package mutating func indexLast(of scenes: [Scene]) -> Int? {
            let position = scenes.count - 1
            assert(position == hashes.count, "every scene is indexed once, in order")
            let hash = scenes[position].id.hashValue
            hashes.append(UInt32(truncatingIfNeeded: hash))
            if let first = table.place(position, hash: hash, in: scenes) { return first }
            occupied += 1
            if 2 * occupied > table.slots.count { table.grow(hashes: hashes) }
            return nil
        }
    }
}
