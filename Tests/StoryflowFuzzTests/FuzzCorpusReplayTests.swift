import Foundation
import StoryflowFuzzHarness
import Testing

/// Every input in `Fuzz/Corpus/` (the fuzzer's interesting finds, and each crash it ever found) goes through the
/// harness again on every `swift test`, so a crash found once stays fixed.
@MainActor
@Suite struct FuzzCorpusReplayTests {
    nonisolated static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    nonisolated static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(Self.inputs.count >= 20, "Fuzz/Corpus/ holds the seed inputs and every crash found")
    }

    @Test(arguments: inputs)
    func replays(input: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(input)))
        FuzzHarness.run(bytes)
    }

    @Test func theScriptIsSplitFromTheDocument() {
        let (document, script) = FuzzHarness.split(Array("<flow/>\n#script\ntap 1\nback".utf8))
        #expect(document == Array("<flow/>".utf8))
        #expect(script == "tap 1\nback")
    }
}
