import Foundation
import StoryflowIO

/// Where the jobs live: a JSON array of `JobToDo`, written as `OutputFile` writes a file: a regular file is
/// replaced atomically (a new file beside it, with the old one's permissions, flushed, then renamed over it), a
/// symbolic link is written through to its target. A crash leaves the previous file whole, and the new files
/// such a crash leaves behind are removed at the next launch once they are a minute old.
/// A file that cannot be read at launch is kept byte for byte: saves are refused until it is fixed or removed.
/// Fields of a job this version does not know are kept (`JobToDo.unknownFields`), numbers as they were written.
@MainActor
final class JobFile {
    let path: String
    /// Runs between writing the new file and putting it in place; tests throw here to simulate a crash.
    var beforeReplacing: (() throws -> Void)?
    /// Set when the file at launch could not be read: saving would destroy what is in it.
    private(set) var protectsUnreadableFile = false

    init(path: String) {
        self.path = path
    }

    /// The saved jobs; a missing file is an empty list, a corrupt one an error (and the file is then protected).
    func load() throws(JobFileError) -> [JobToDo] {
        OutputFile.removeStaleTemporaries(for: path, olderThan: 60)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch let error where error.code == ENOENT {
            throw .missing(path: path)
        } catch {
            protectsUnreadableFile = true
            throw .unreadable(path: path, reason: error.reason)
        }
        do throws(JSONValueParser.Failure) {
            guard case .array(let values) = try JSONValueParser.parse(bytes) else {
                throw JSONValueParser.Failure(description: "the file holds no list")
            }
            var jobs: [JobToDo] = []
            for value in values { jobs.append(try JobToDo(json: value)) }
            return jobs
        } catch {
            protectsUnreadableFile = true
            throw .unreadable(path: path, reason: error.description)
        }
    }

    /// Replaces the file with `jobs`.
    func save(_ jobs: [JobToDo]) throws {
        if protectsUnreadableFile { throw JobFileError.protected(path: path) }
        let text = JSONValue.array(jobs.map(\.json)).prettyText
        let file: OutputFile
        do {
            file = try OutputFile(path: path)
            try file.write(text)
        } catch {
            throw JobFileError.notWritable(path: path, reason: error.reason)
        }
        do {
            try beforeReplacing?()
        } catch {
            file.discard()
            throw error
        }
        do {
            try file.commit()
        } catch {
            throw JobFileError.notWritable(path: path, reason: error.reason)
        }
    }
}
