import Foundation
import StoryflowExport
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// `storyflow export` then `storyflow check` finds what checking the flow finds, in the same scenes: for the
/// example flows, and for every corpus storyboard taken through `import` and then `export` (but for the rules
/// only a flow can break, `StoryboardImportCheckTests.flowOnly`).
@Suite struct StoryboardExportCheckTests {
    typealias Finding = StoryboardImportCheckTests.Finding

    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func anExportedExampleHasItsFlowsFindings(name: String) throws {
        let loaded = try FlowLoader.load(contentsOf: Repository.path("Flows/\(name).flow.xml"))
        let flow = try #require(loaded.document)
        let exported = FlowLoader.load(string: StoryboardWriter.write(flow).text, file: "\(name).storyboard")
        let storyboard = try #require(exported.document)
        #expect(findings(Linter.check(exported), in: storyboard) == findings(Linter.check(loaded), in: flow))
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), arguments: StoryboardImportCheckTests.readable)
    func aCorpusStoryboardKeepsItsFindingsThroughImportAndExport(_ entry: StoryboardCorpus.Entry) throws {
        let storyboard = try #require(try FlowLoader.load(contentsOf: entry.path).document)
        let flowPath = entry.path.replacingOccurrences(of: ".storyboard", with: ".flow.xml")
        let imported = FlowLoader.load(string: FlowWriter.write(storyboard), file: flowPath)
        let flow = try #require(imported.document)
        let exported = FlowLoader.load(string: StoryboardWriter.write(flow).text, file: entry.path)
        let copy = try #require(exported.document)
        let flowFindings = findings(Linter.check(imported), in: flow).filter { !StoryboardImportCheckTests.flowOnly.contains($0.rule) }
        #expect(findings(Linter.check(exported), in: copy) == flowFindings)
    }

    /// Findings as rule and scene id, leaving out `unresolved-storyboard-reference`, which depends on the files
    /// beside the one checked (the copies are checked from strings).
    private func findings(_ diagnostics: [Diagnostic], in document: FlowDocument) -> [Finding] {
        StoryboardImportCheckTests.findings(diagnostics.filter { $0.rule != "unresolved-storyboard-reference" }, in: document) { $0 }
    }
}
