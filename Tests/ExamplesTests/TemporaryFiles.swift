import Foundation

/// A fresh directory for one test's files, removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-examples-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
}

/// The bytes of the file at `path`, or `nil` if it cannot be read.
func bytes(at path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
}

/// Writes `text` to `path` as UTF-8.
func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

/// A simulated crash between writing the temporary file and renaming it.
struct SimulatedCrash: Error {}
