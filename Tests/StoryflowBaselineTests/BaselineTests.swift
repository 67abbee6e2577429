import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowBaseline

/// A baseline hides what it records, as many times as it records it, and reads back what it wrote.
struct BaselineTests {
    private func diagnostic(_ line: Int, _ message: String = "m") -> Diagnostic {
        Diagnostic(location: SourceLocation(file: Self.file, line: line, column: 1), severity: .warning, rule: "r", message: message)
    }

    private static let file = "/nonexistent/f.flow.xml"

    @Test func entriesOfFilesNotCheckedAreNeitherFixedNorForgotten() {
        let other = Diagnostic(location: SourceLocation(file: "/nonexistent/other.flow.xml", line: 1, column: 1), severity: .warning, rule: "r", message: "m")
        let recorded = [diagnostic(1), other]
        let baseline = Baseline(recorded, fingerprints: Fingerprinter.fingerprints(of: recorded))
        let now = [diagnostic(1)]
        let fingerprints = Fingerprinter.fingerprints(of: now)
        #expect(baseline.filter(now, fingerprints: fingerprints, checkedFiles: [Self.file]).fixed.isEmpty, "other.flow.xml was not checked")
        let rewritten = Baseline(now, fingerprints: fingerprints, keeping: baseline, checkedFiles: [Self.file])
        #expect(rewritten == baseline, "writing after checking one file keeps the other's entry")
        let fixedAll = Baseline([], fingerprints: [:], keeping: baseline, checkedFiles: [Self.file, "/nonexistent/other.flow.xml"])
        #expect(fixedAll.entries.isEmpty)
    }

    @Test func findingsMatchAsManyTimesAsRecorded() {
        // An unreadable file fingerprints by rule, file and message: these three share one fingerprint.
        let recorded = [diagnostic(1), diagnostic(2)]
        let baseline = Baseline(recorded, fingerprints: Fingerprinter.fingerprints(of: recorded))
        let now = [diagnostic(1), diagnostic(2), diagnostic(3), diagnostic(4, "other")]
        let filtered = baseline.filter(now, fingerprints: Fingerprinter.fingerprints(of: now), checkedFiles: [Self.file])
        #expect(filtered.hidden == 2)
        #expect(filtered.new.map(\.location.line) == [3, 4])
        #expect(filtered.fixed.isEmpty)
    }

    @Test func entriesNoFindingMatchesAreFixed() {
        let recorded = [diagnostic(1), diagnostic(2, "gone")]
        let baseline = Baseline(recorded, fingerprints: Fingerprinter.fingerprints(of: recorded))
        let now = [diagnostic(5)]
        let filtered = baseline.filter(now, fingerprints: Fingerprinter.fingerprints(of: now), checkedFiles: [Self.file])
        #expect(filtered.new.isEmpty)
        #expect(filtered.fixed.map(\.message) == ["gone"])
    }

    @Test func aWrittenBaselineReadsBack() throws {
        let scratch = try Scratch()
        let recorded = [diagnostic(1, "b\u{1B}[31m"), diagnostic(2, "a")]
        let baseline = Baseline(recorded, fingerprints: Fingerprinter.fingerprints(of: recorded))
        let json = baseline.json()
        #expect(!json.contains("\u{1B}"), "no live escape in the file")
        #expect(json.contains("\"version\" : 1"))
        let path = try scratch.write(json, to: "baseline.json")
        #expect(try Baseline.read(path) == baseline)
        #expect(baseline.json() == Baseline(recorded.reversed(), fingerprints: Fingerprinter.fingerprints(of: recorded)).json(), "sorted, the same bytes")
    }

    @Test(arguments: [
        ("{", "the JSON is malformed"),
        (#"{"version": 1, "tool": "storyflow", "findings": [{"rule": "r"}]}"#, "a finding has no `file`"),
        (#"{"version": 9, "tool": "storyflow", "findings": []}"#, "format version 9"),
        ("[]", "is not a storyflow baseline"),
    ])
    func aBadBaselineIsAClearError(text: String, expected: String) throws {
        let scratch = try Scratch()
        let path = try scratch.write(text, to: "baseline.json")
        #expect(throws: BaselineError.self) { try Baseline.read(path) }
        do {
            _ = try Baseline.read(path)
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test func aMissingBaselineIsAClearError() {
        do {
            _ = try Baseline.read("/nonexistent/baseline.json")
            Issue.record("read a missing file")
        } catch {
            #expect(error.description == "/nonexistent/baseline.json: no such file")
        }
    }

    @Test func aBaselineLargerThanIsWrittenIsRefusedOnReading() throws {
        // The writer refuses to write past `maximumFileSize` (check --write-baseline); the reader takes up to it.
        let scratch = try Scratch()
        let path = scratch.file("large.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(Baseline.maximumFileSize + 1)) == 0)
        #expect(throws: BaselineError.self) { try Baseline.read(path) }
        do {
            _ = try Baseline.read(path)
        } catch {
            #expect(error.reason == "is larger than 64 MiB")
        }
        #expect(Baseline.maximumFileSize == 64 << 20)
    }
}
