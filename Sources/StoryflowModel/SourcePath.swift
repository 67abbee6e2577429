import Synchronization

/// A file path interned for the life of the process: equal paths get the same small number, so a
/// `SourceLocation` can name its file in four bytes and be copied without reference counting.
///
/// Interning takes a lock and a hash lookup; readers intern a file's path once and reuse the value for every
/// location in it. Paths are never forgotten, which costs one entry per distinct file ever read.
public struct SourcePath: Hashable, Sendable {
    private let number: UInt32

    /// The interned form of `path`.
    public init(_ path: String) {
        number = Self.table.withLock { table in
            if let existing = table.numbers[path] { return existing }
            let number = UInt32(table.paths.count)
            table.paths.append(path)
            table.numbers[path] = number
            return number
        }
    }

    /// The path as given.
    public var string: String {
        Self.table.withLock { $0.paths[Int(number)] }
    }

    private struct Table {
        var paths: [String] = []
        var numbers: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())
}
