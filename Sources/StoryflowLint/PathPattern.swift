import Foundation

/// A path pattern from a configuration file's `included` or `excluded` list, relative to the file's folder.
///
/// `*` and `?` match as in the shell, except that `*` also matches `/` (so `Flows/*.flow.xml` and
/// `Flows/**/*.flow.xml` both reach into subfolders); a pattern without wildcards matches that file or
/// everything inside that folder.
public struct PathPattern: Hashable, Sendable {
    /// The pattern as absolute path.
    public let pattern: String

    /// A pattern `text` relative to `base` (an absolute folder path).
    public init(_ text: String, relativeTo base: String) {
        let trimmed = text.hasPrefix("./") ? String(text.dropFirst(2)) : text
        let joined = trimmed.hasPrefix("/") ? trimmed : (base.hasSuffix("/") ? base : base + "/") + trimmed
        pattern = joined.count > 1 && joined.hasSuffix("/") ? String(joined.dropLast()) : joined
    }

    /// Whether the absolute path `path` matches.
    public func matches(_ path: String) -> Bool {
        if !pattern.contains(where: { "*?[".contains($0) }) {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        return fnmatch(pattern, path, 0) == 0 || fnmatch(pattern + "/*", path, 0) == 0
    }
}
