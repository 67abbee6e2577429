import Foundation
import StoryflowModel
import StoryflowTestSupport

@testable import StoryflowReader

/// Reads a flow written inline in a test.
func read(_ xml: String, file: String = "test.flow.xml") -> LoadResult {
    FlowLoader.load(string: xml, file: file)
}

/// The rule ids of a result's diagnostics, in order.
func rules(_ result: LoadResult) -> [String] {
    result.diagnostics.map(\.rule)
}

/// `line:column` of each diagnostic, for compact assertions.
func positions(_ result: LoadResult) -> [String] {
    result.diagnostics.map { "\($0.location.line):\($0.location.column)" }
}

/// The repository's `Flows` folder.
let flowsFolder = Repository.url("Flows")

/// The flow files directly in `folder` (not in its subfolders), sorted by name.
func flowFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        .filter { $0.lastPathComponent.hasSuffix(".flow.xml") }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
}
