#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or stream that could not be written: the path, and why in the system's words.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// Why it could not be written.
    public var reason: String
    /// The system's error number, when a system call failed.
    public var code: Int32 = 0

    /// An error with a reason of its own.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error from a failed system call's `errno`.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
        self.code = code
    }

    public var description: String { "\(TerminalText.visible(path)): cannot be written: \(reason)" }
}
