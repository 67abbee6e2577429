import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowExport
@testable import StoryflowReader

/// `storyflow export` writes storyboards that the storyboard reader reads back as the flow they came from, less
/// what a storyboard has no place for, each with a note; ids stay the same from one export to the next.
@Suite struct StoryboardExportTests {
    static let exampleFlows = ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"]

    @Test(arguments: exampleFlows)
    func anExampleFlowExportsAndReadsBackAsTheSameFlow(name: String) throws {
        let original = try #require(try FlowLoader.load(contentsOf: Repository.path("Flows/\(name).flow.xml")).document)
        let export = StoryboardWriter.write(original)
        let reread = FlowLoader.load(string: export.text, file: "\(name).storyboard")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics.prefix(5))")
        var copy = try #require(reread.document)
        #expect(copy.format == .storyboard)
        copy.format = .flow
        #expect(FlowWriter.write(copy) == FlowWriter.write(ExportedPart.of(original)))
        #expect(StoryboardWriter.write(try #require(reread.document)).text == export.text, "exporting the storyboard again writes it as it is")
    }

    @Test(arguments: exampleFlows)
    func everyPartLeftOutHasANote(name: String) throws {
        let original = try #require(try FlowLoader.load(contentsOf: Repository.path("Flows/\(name).flow.xml")).document)
        let export = StoryboardWriter.write(original)
        let noted = Set(export.notes.map(\.location.line))
        for line in ExportedPart.linesLeftOut(of: original) {
            #expect(noted.contains(line), "line \(line) of \(name).flow.xml is left out without a note")
        }
        #expect(export.notes.allSatisfy { $0.severity == .note && $0.rule == StoryboardWriter.noteRule })
    }

    @Test(arguments: exampleFlows)
    func theStoryboardUsesOnlyTheCorpusVocabulary(name: String) throws {
        let original = try #require(try FlowLoader.load(contentsOf: Repository.path("Flows/\(name).flow.xml")).document)
        let written = try #require(InterfaceBuilderVocabulary.entries(of: StoryboardWriter.write(original).text))
        let unknown = written.subtracting(try InterfaceBuilderVocabulary.fixture()).sorted()
        #expect(unknown.isEmpty, "not in any corpus storyboard: \(unknown)")
    }

    @Test func idsAreInInterfaceBuildersFormUniqueAndStable() throws {
        let flow = try Repository.text("Flows/Ratings.flow.xml")
        let original = try #require(FlowLoader.load(string: flow, file: "Ratings.flow.xml").document)
        let text = StoryboardWriter.write(original).text
        #expect(StoryboardWriter.write(original).text == text, "the same flow gives the same file")
        let markup = text.replacing(/<!--[\s\S]*?-->/, with: "")
        let ids = markup.split(separator: "\n").filter { !$0.contains("<device ") }.flatMap { $0.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) } }
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "every id is unique")
        #expect(ids.allSatisfy { $0.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil })
        let renamed = try #require(FlowLoader.load(string: flow.replacingOccurrences(of: "PickGame", with: "ChooseGame"), file: "R.flow.xml").document)
        let changed = zip(text.split(separator: "\n"), StoryboardWriter.write(renamed).text.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1, "renaming a segue changes only its own line: \(changed)")
        #expect(changed.first?.1.contains(#"identifier="ChooseGame""#) == true)
    }

    @Test func theCheckedInRatingsStoryboardIsTheExportOfItsFlow() throws {
        let original = try #require(try FlowLoader.load(contentsOf: Repository.path("Flows/Ratings.flow.xml")).document)
        Golden.assertMatches(StoryboardWriter.write(original).text, file: "Examples/Ratings/Ratings.storyboard")
    }

    @Test(
        .enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable),
        arguments: StoryboardCorpus.entries.filter { $0.syntaxError == nil && !$0.isUnsupported }.map(\.name))
    func aCorpusStoryboardSurvivesImportAndExport(name: String) throws {
        let path = try #require(StoryboardCorpus.entry(name)).path
        let storyboard = try #require(try FlowLoader.load(contentsOf: path).document)
        let flow = try #require(FlowLoader.load(string: FlowWriter.write(storyboard), file: "imported.flow.xml").document)
        let export = StoryboardWriter.write(flow)
        let reread = FlowLoader.load(string: export.text, file: path)
        #expect(reread.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reread.diagnostics.prefix(3))")
        var copy = try #require(reread.document)
        copy.format = .flow
        #expect(FlowWriter.write(copy) == FlowWriter.write(ExportedPart.of(flow)), "import, export and import again gives the flow import gave")
        let unknown = try #require(InterfaceBuilderVocabulary.entries(of: export.text)).subtracting(try InterfaceBuilderVocabulary.fixture()).sorted()
        #expect(unknown.isEmpty, "not in any corpus storyboard: \(unknown)")
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theVocabularyFixtureIsTheCorpusVocabulary() throws {
        var vocabulary: Set<String> = []
        for entry in StoryboardCorpus.entries where entry.syntaxError == nil {
            let text = try String(contentsOf: entry.url, encoding: .utf8)
            guard ExportedPart.isDocumentFormatUIKitStoryboard(text), let entries = InterfaceBuilderVocabulary.entries(of: text) else { continue }
            vocabulary.formUnion(entries)
        }
        Golden.assertMatches(vocabulary.sorted().joined(separator: "\n") + "\n", file: InterfaceBuilderVocabulary.fixturePath)
        let seen = try InterfaceBuilderVocabulary.supplement().intersection(vocabulary).sorted()
        #expect(seen.isEmpty, "the corpus has these now; take them out of the supplement: \(seen)")
    }
}
