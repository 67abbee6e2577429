/// A row's address in a table: section and row (`IndexPath` as UIKit uses it).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row in the section.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Index paths sort by section, then row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints index paths.
    public var description: String { "[\(section), \(row)]" }
}
