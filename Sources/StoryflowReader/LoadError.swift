import StoryflowIO

/// An input/output failure: the path does not exist or cannot be read. Distinct from diagnostics about the
/// content, because the command line exits 2 for these.
public struct LoadError: Error, Sendable, CustomStringConvertible {
    /// The path that failed.
    public var path: String
    /// Why.
    public var reason: String

    /// Creates an error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(TerminalText.visible(path)): \(reason)" }
}
