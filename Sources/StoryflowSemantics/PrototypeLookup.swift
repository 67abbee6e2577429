import StoryflowModel

/// Finds a table's first prototype with a given reuse identifier, as dequeuing does: by looking through the
/// prototypes when the table has at most `fewPrototypes` (nearly every table), else in a dictionary made once, so
/// that a table of thousands of prototypes looked up for each of thousands of rows stays linear.
public struct PrototypeLookup {
    /// Up to how many prototypes a table's are compared one by one rather than hashed.
    public static let fewPrototypes = 8

    private let prototypes: [TableCell]
    /// The position of each reuse identifier's first prototype, for a table of more than `fewPrototypes`.
    private let positions: [String: Int]?

    public init(_ prototypes: [TableCell]) {
        self.prototypes = prototypes
        guard prototypes.count > Self.fewPrototypes else {
            positions = nil
            return
        }
        var positions: [String: Int] = [:]
        for (position, cell) in prototypes.enumerated() {
            if let identifier = cell.reuseIdentifier, positions[identifier] == nil { positions[identifier] = position }
        }
        self.positions = positions
    }

    /// The first prototype whose reuse identifier is `identifier` (an empty one included), if any.
    public func first(withReuseIdentifier identifier: String) -> TableCell? {
        firstIndex(withReuseIdentifier: identifier).map { prototypes[$0] }
    }

    /// The position among the table's prototypes of the first whose reuse identifier is `identifier`, if any.
    public func firstIndex(withReuseIdentifier identifier: String) -> Int? {
        guard let positions else { return prototypes.firstIndex { $0.reuseIdentifier == identifier } }
        return positions[identifier]
    }
}
