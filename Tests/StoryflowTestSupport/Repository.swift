import Foundation

/// The repository the tests run from, found from this source file's path, and the files in it.
public enum Repository {
    /// The repository's root folder.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `relative` (a path from the repository's root).
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The path of `relative` (a path from the repository's root).
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// The text of the file at `relative`.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }
}
