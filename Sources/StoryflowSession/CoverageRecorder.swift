import StoryflowCoverage
import StoryflowIO
import StoryflowModel
import StoryflowRuntime

/// Records what a session covers (`--coverage FILE`) and adds it to the coverage file when the session ends.
@MainActor
package final class CoverageRecorder: CoverageObserver {
    private let path: String
    private var record = CoverageRecord()

    /// A recorder for a run of the flow `file`, adding to the coverage file at `path`; throws when a file there
    /// is not a coverage file, so nothing is run for a record that cannot be saved.
    package init(path: String, file: String) throws {
        self.path = path
        _ = try Self.readToAddTo(path)
        record.files[file, default: .init()].runs = 1
    }

    package func sceneAppeared(_ scene: Scene, file: String) {
        record.files[file, default: .init()].scenes[scene.id, default: 0] += 1
    }

    package func segueRan(_ segue: Segue, in scene: Scene, file: String) {
        record.files[file, default: .init()].segues["\(segue.location.line):\(segue.location.column)", default: 0] += 1
    }

    package func tabSelected(_ tabBar: Scene, index: Int, file: String) {
        record.files[file, default: .init()].tabs["\(tabBar.id)#\(index)", default: 0] += 1
    }

    package func rowSelected(in scene: Scene, section: Int, row: Int, file: String) {
        record.files[file, default: .init()].rows["\(scene.id) \(section).\(row)", default: 0] += 1
    }

    /// The record at `path` this session adds to; a file there that is not one is refused and left untouched.
    private static func readToAddTo(_ path: String) throws -> CoverageRecord {
        do {
            return try CoverageRecord.read(path, allowMissing: true)
        } catch let error as CoverageRecord.FileError {
            throw CoverageRecord.FileError(error.description + "; it is left as it is")
        }
    }

    /// Adds this session's coverage to the file, written atomically.
    package func save() throws {
        var saved = try Self.readToAddTo(path)
        saved.merge(record)
        do {
            try OutputFile.write(saved.json, to: path)
        } catch {
            throw CoverageRecord.FileError("cannot write the coverage file \(path): \(error)")
        }
    }
}
