import Foundation
import StoryflowFuzzHarness
import Testing

/// Every input in `Fuzz/Corpus/NAME/` (the seeds, the fuzzer's interesting finds, and each crash it ever found)
/// goes through its surface's target again on every `swift test`, so a crash found once stays fixed.
@MainActor
@Suite struct FuzzCorpusReplayTests {
    nonisolated static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// Each target's inputs, as `NAME/FILE`.
    nonisolated static var inputs: [String] {
        FuzzTarget.allCases.flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(target.rawValue).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { target.rawValue + "/" + $0 }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyTargetHasACorpus(_ target: FuzzTarget) {
        let count = Self.inputs.count { $0.hasPrefix(target.rawValue + "/") }
        #expect(count >= (target == .flow ? 20 : 3), "Fuzz/Corpus/\(target.rawValue)/ holds the seed inputs and every crash found")
    }

    @Test func everyCorpusFolderIsATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzTarget.allCases.map(\.rawValue)))
    }

    @Test(arguments: inputs)
    func replays(input: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(input.prefix { $0 != "/" })))
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(input)))
        target.run(bytes)
    }

    @Test func theScriptIsSplitFromTheDocument() {
        let (document, script) = FuzzHarness.split(Array("<flow/>\n#script\ntap 1\nback".utf8))
        #expect(document == Array("<flow/>".utf8))
        #expect(script == "tap 1\nback")
    }
}
