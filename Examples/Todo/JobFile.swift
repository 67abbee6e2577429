import Foundation

/// Where the jobs live: a JSON array of `JobToDo`, replaced atomically on every save (written to a temporary file
/// in the same directory, flushed, then renamed over the old file), so a crash leaves the previous file whole.
/// A file that cannot be read at launch is kept byte for byte: saves are refused until it is fixed or removed.
@MainActor
final class JobFile {
    let path: String
    /// Runs between writing the temporary file and renaming it; tests throw here to simulate a crash.
    var beforeReplacing: (() throws -> Void)?
    /// Set when the file at launch could not be read: saving would destroy what is in it.
    private(set) var protectsUnreadableFile = false

    init(path: String) {
        self.path = path
    }

    /// The saved jobs; a missing file is an empty list, a corrupt one an error (and the file is then protected).
    func load() throws(JobFileError) -> [JobToDo] {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode([JobToDo].self, from: data)
        } catch {
            protectsUnreadableFile = true
            throw .unreadable(path: path, reason: Self.reason(error))
        }
    }

    /// What went wrong reading the file, in a sentence (the decoder's own words for bad JSON).
    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            context.debugDescription
        default:
            error.localizedDescription
        }
    }

    /// Replaces the file with `jobs`.
    func save(_ jobs: [JobToDo]) throws {
        if protectsUnreadableFile { throw JobFileError.protected(path: path) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(jobs)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw JobFileError.notWritable(path: temporary.path)
        }
        let handle = try FileHandle(forWritingTo: temporary)
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
        try beforeReplacing?()
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw JobFileError.notWritable(path: "\(path) (\(reason))")
        }
    }
}
