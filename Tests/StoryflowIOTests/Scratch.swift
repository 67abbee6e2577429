import Foundation

/// A folder of its own for one test, removed when the test ends.
struct Scratch: ~Copyable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-io-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
        return file(name)
    }

    /// The names in the folder, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// The permission bits of `path`.
    static func mode(of path: String) -> mode_t {
        var status = stat()
        stat(path, &status)
        return status.st_mode & 0o7777
    }

    /// The kind bits of `path` itself (not following a link).
    static func kind(of path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }
}

/// Whether this process runs as root (device nodes can be made; permissions do not stop reading).
let isRoot = geteuid() == 0
