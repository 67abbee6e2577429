import StoryflowModel

/// Finds a scene's position by its id: an open-addressing table of 32-bit scene positions (4 bytes a slot, at
/// most half full), keyed by the ids the scenes already hold, so no id is copied or stored twice. When several
/// scenes share an id, the first is found.
struct SceneIndex: Sendable {
    private static let empty: Int32 = -1
    private var slots: [Int32]
    private let mask: Int

    /// Indexes `scenes` by id, in one pass.
    init(_ scenes: [Scene]) {
        var capacity = 8
        while capacity < 2 * scenes.count { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: Self.empty, count: capacity)
        for position in scenes.indices {
            let id = scenes[position].id
            var slot = id.hashValue & mask
            while true {
                let occupant = slots[slot]
                if occupant == Self.empty {
                    slots[slot] = Int32(position)
                    break
                }
                if scenes[Int(occupant)].id == id { break }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position in `scenes` (the array the index was built from) of the first scene whose id is `id`.
    func position(of id: String, in scenes: [Scene]) -> Int? {
        var slot = id.hashValue & mask
        while true {
            let occupant = slots[slot]
            if occupant == Self.empty { return nil }
            if scenes[Int(occupant)].id == id { return Int(occupant) }
            slot = (slot + 1) & mask
        }
    }
}
