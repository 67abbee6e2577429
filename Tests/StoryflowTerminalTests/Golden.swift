import Foundation
import Testing

/// Golden files under `Tests/StoryflowTerminalTests/Golden/`.
///
/// Set `STORYFLOW_RECORD=1` to re-record them: each mismatching or missing file is rewritten and its test fails
/// once with a note, so a recording run is never mistaken for a passing one. Review the diff, then run again.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["STORYFLOW_RECORD"] == "1" }

    /// Compares `actual` with the golden file `name`, recording it when asked to or when it does not exist.
    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return }
        if isRecording || expected == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("Recorded golden file \(name); check it and run the tests again without STORYFLOW_RECORD.", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden file \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        Issue.record("""
            \(name) differs from the golden file (re-record with STORYFLOW_RECORD=1).
            Expected:
            \(expected ?? "")
            Actual:
            \(actual)
            """, sourceLocation: sourceLocation)
    }
}
