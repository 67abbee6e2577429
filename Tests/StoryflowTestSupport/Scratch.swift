import Foundation

/// A folder of its own for one test, removed (permissions restored first) when the test ends.
public struct Scratch: ~Copyable {
    /// The folder's path.
    public let path: String

    /// Makes a new, empty folder in the temporary directory.
    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        chmod(path, 0o700)
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: path) {
            for name in names { chmod(path + "/" + name, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` (making its folder) and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let target = file(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: false, encoding: .utf8)
        return target
    }

    /// The names in the folder, sorted.
    public var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// The permission bits of `path`.
    public static func mode(of path: String) -> mode_t {
        var status = stat()
        stat(path, &status)
        return status.st_mode & 0o7777
    }

    /// The kind bits of `path` itself (not following a link).
    public static func kind(of path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    /// Whether this process runs as root (device nodes can be made; permissions do not stop reading or writing).
    public static let isRoot = geteuid() == 0
}
