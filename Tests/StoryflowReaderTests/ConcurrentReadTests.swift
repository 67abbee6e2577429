import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// A file read on two threads (libxml2 and the source scanner on one, the replay of its events into the walker
/// and the conversion on the other: used for large files) gives exactly what reading on one thread gives: the same
/// scenes in the same order and the same diagnostics.
@Suite struct ConcurrentReadTests {
    /// Reads `bytes` both ways and expects identical results.
    private func expectSameBothWays(_ bytes: [UInt8], file: String) {
        let (onOneThread, pipelined) = bytes.withUnsafeBufferPointer { buffer in
            (
                FlowLoader.load(ByteSource(inMemory: buffer), file: file, concurrentMinimumSize: .max),
                FlowLoader.load(ByteSource(inMemory: buffer), file: file, concurrentMinimumSize: 0)
            )
        }
        #expect(pipelined.diagnostics == onOneThread.diagnostics, "\(file)")
        #expect(described(pipelined.document) == described(onOneThread.document), "\(file)")
    }

    /// Every field of the document, dumped (not the id index, whose dictionary order varies by instance).
    private func described(_ document: FlowDocument?) -> String {
        guard let document else { return "nil" }
        var text = ""
        dump(document.scenes, to: &text)
        dump(document.suppressions, to: &text)
        dump((document.file, document.name, document.initialSceneID, document.initialLocation, document.location), to: &text)
        return text
    }

    @Test func everyFlowInTheRepositoryReadsTheSameBothWays() throws {
        let files = try flowFiles(in: flowsFolder) + flowFiles(in: flowsFolder.appendingPathComponent("broken"))
        #expect(files.count > 20)
        for url in files {
            expectSameBothWays(Array(try Data(contentsOf: url)), file: url.lastPathComponent)
        }
    }

    @Test func everyFixtureStoryboardReadsTheSameBothWays() throws {
        #expect(Fixtures.allStoryboards.count >= 3)
        for path in Fixtures.allStoryboards {
            expectSameBothWays(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        }
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func everyCorpusStoryboardReadsTheSameBothWays() throws {
        #expect(StoryboardCorpus.entries.count > 50)
        for entry in StoryboardCorpus.entries {
            expectSameBothWays(Array(try Data(contentsOf: entry.url)), file: entry.name)
        }
    }

    @Test func manyBatchesKeepTheirOrderAndTheirDiagnostics() {
        // About five events per scene: enough scenes for the queue to fill three times over.
        let batches = ReaderTuning.eventsPerBatch * ReaderTuning.pendingBatches * 3
        let sceneCount = batches / 5 + 5
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>\#n<flow version="1" initial="s0">\#n"#
        for index in 0..<sceneCount {
            // Every 7th scene reuses an earlier id (duplicate-id across batches), every 11th has an unknown
            // attribute, every 13th is not a scene at all.
            let id = index % 7 == 6 ? "s\(index / 2)" : "s\(index)"
            let extra = index % 11 == 10 ? #" colour="red""# : ""
            let element = index % 13 == 12 ? "scene" : "viewController"
            xml += #"  <\#(element) id="\#(id)"\#(extra)><button title="Next"><segue kind="show" destination="s\#(index + 1)"/></button></\#(element)>\#n"#
        }
        xml += "</flow>\n"
        let bytes = Array(xml.utf8)
        expectSameBothWays(bytes, file: "many.flow.xml")
        let result = bytes.withUnsafeBufferPointer {
            FlowLoader.load(ByteSource(inMemory: $0), file: "many.flow.xml", concurrentMinimumSize: 0)
        }
        let expectedScenes = (0..<sceneCount).filter { $0 % 13 != 12 }.count
        #expect(result.document?.scenes.count == expectedScenes)
        #expect(result.document?.scenes.first?.id == "s0")
        #expect(result.diagnostics.contains { $0.rule == "duplicate-id" })
        #expect(result.diagnostics.contains { $0.rule == "unknown-attribute" })
        #expect(result.diagnostics.contains { $0.rule == "unknown-element" })
    }

    @Test func aFlowThatFailsToParseStillFinishes() {
        let bytes = Array(#"<flow version="1"><viewController id="a"/><viewController id="b">"#.utf8)
        let result = bytes.withUnsafeBufferPointer {
            FlowLoader.load(ByteSource(inMemory: $0), file: "cut.flow.xml", concurrentMinimumSize: 0)
        }
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.rule == "xml-syntax")
    }

    @Test func nestingTooDeepStopsBothWaysAlike() {
        var xml = #"<flow version="1"><viewController id="a">"#
        xml += String(repeating: "<view>", count: 250) + String(repeating: "</view>", count: 250)
        xml += "</viewController></flow>"
        let bytes = Array(xml.utf8)
        expectSameBothWays(bytes, file: "deep.flow.xml")
        let result = bytes.withUnsafeBufferPointer {
            FlowLoader.load(ByteSource(inMemory: $0), file: "deep.flow.xml", concurrentMinimumSize: 0)
        }
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.rule) == ["xml-limit"])
    }

    @Test func aDocumentThatIsNotAFlowStillFinishes() {
        let bytes = Array(#"<other><viewController id="a"/></other>"#.utf8)
        let result = bytes.withUnsafeBufferPointer {
            FlowLoader.load(ByteSource(inMemory: $0), file: "other.xml", concurrentMinimumSize: 0)
        }
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.rule) == ["unsupported-document"])
    }
}
