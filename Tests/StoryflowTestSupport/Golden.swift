import Foundation
import Testing

/// Golden files: what a test produced, compared byte for byte with a file checked in beside the tests.
///
/// Set `STORYFLOW_RECORD=1` to re-record them: each mismatching or missing file is rewritten and its test fails
/// once with a note, so a recording run is never mistaken for a passing one. Review the diff, then run again.
public enum Golden {
    /// Whether golden files are re-recorded instead of compared.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["STORYFLOW_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `relative` (a path from the repository's root), recording it
    /// when asked to or when it does not exist; a difference names its first differing line.
    public static func assertMatches(_ actual: String, file relative: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = Repository.url(relative)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return }
        if isRecording || expected == nil {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("Recorded golden file \(relative); check it and run the tests again without STORYFLOW_RECORD.", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden file \(relative): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        Issue.record(
            "\(relative) differs from what the test produced (re-record with STORYFLOW_RECORD=1). \(firstDifference(expected ?? "", actual))",
            sourceLocation: sourceLocation)
    }

    /// The first line where `expected` and `actual` differ, both quoted.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        let line = { (lines: [Substring]) in lines.indices.contains(index) ? "\"\(lines[index])\"" : "(end of file)" }
        return "At line \(index + 1):\n  expected: \(line(expectedLines))\n  actual:   \(line(actualLines))"
    }
}
