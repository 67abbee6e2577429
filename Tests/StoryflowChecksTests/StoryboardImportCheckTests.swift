import Foundation
import StoryflowExport
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// `storyflow import` then `storyflow check` finds what checking the storyboard finds: for every corpus file,
/// the same rules in the same scenes (lines differ, so findings are compared as `rule scene`, the storyboard's
/// scene ids translated to the readable ids the import writes).
@Suite struct StoryboardImportCheckTests {
    /// Rules only a storyboard can trip: the flow file has no object ids, exit placeholders, ibtool scenes or
    /// connections between scenes' objects, and is checked here from a string, not beside the storyboards its
    /// references name.
    static let storyboardOnly: Set<String> = [
        "dangling-reference", "exit-placeholder-outside-objects", "scene-dropped-by-ibtool", "unresolved-storyboard-reference",
        "connection-to-another-scene",
    ]
    /// Rules that need declarations a storyboard leaves to code and a flow states: unwind actions (every unwind
    /// segue of an imported flow is reported until its `<unwindAction>` is declared), the ways back a custom
    /// class provides (a flow states them as button effects), and sample rows (a storyboard's prototype table
    /// shows a placeholder row per prototype with a reuse identifier, which import writes as `<samples>`; a table
    /// whose prototypes have none is empty in both, and only a flow says so, the storyboard getting
    /// `prototype-cell-missing-reuse-identifier` for each prototype).
    static let flowOnly: Set<String> = ["unwind-action-not-found", "modal-without-way-back", "prototype-table-without-samples"]

    static let readable = StoryboardCorpus.entries.filter { (try? FlowLoader.load(contentsOf: $0.path).document) != nil }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func mostCorpusFilesAreImported() {
        #expect(Self.readable.count == StoryboardCorpus.entries.count - 5, "3 not well formed, 2 macOS")
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), arguments: readable)
    func importedFlowHasTheStoryboardsFindings(_ entry: StoryboardCorpus.Entry) throws {
        let loaded = try FlowLoader.load(contentsOf: entry.path)
        let original = try #require(loaded.document)
        let ids = ReadableIDs(for: original)
        let direct = Self.findings(Linter.check(loaded), in: original) { ids[$0] }
        let flowPath = entry.path.replacingOccurrences(of: ".storyboard", with: ".flow.xml")
        let imported = FlowLoader.load(string: FlowWriter.write(original, source: entry.name), file: flowPath)
        let copy = try #require(imported.document)
        let roundTrip = Self.findings(Linter.check(imported), in: copy) { $0 }
        #expect(direct.filter { !Self.storyboardOnly.contains($0.rule) } == roundTrip.filter { !Self.flowOnly.contains($0.rule) })
        #expect(!direct.contains { Self.flowOnly.contains($0.rule) })
        #expect(!roundTrip.contains { Self.storyboardOnly.contains($0.rule) })
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theComparisonSeesTheScenesOfEachFinding() throws {
        let entry = try #require(StoryboardCorpus.entries.first { $0.name == "home-assistant__iOS__Main.storyboard" })
        let loaded = try FlowLoader.load(contentsOf: entry.path)
        let original = try #require(loaded.document)
        let ids = ReadableIDs(for: original)
        let imported = FlowLoader.load(string: FlowWriter.write(original), file: "imported.flow.xml")
        let expected = ["tab-bar-without-tabs rootTabBar", "unreachable-scene settings", "unreachable-scene viewController"]
        #expect(Self.findings(Linter.check(loaded), in: original) { ids[$0] }.map(\.description) == expected)
        #expect(Self.findings(Linter.check(imported), in: try #require(imported.document)) { $0 }.map(\.description) == expected)
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theFlowOnlyFindingsAreTheStoryboardsUnwindSegues() throws {
        let entry = try #require(StoryboardCorpus.entries.first { $0.name == "ece158bspring2016__lab-1-assignment-xcode-7-3-juliamou__Main.storyboard" })
        let original = try #require(try FlowLoader.load(contentsOf: entry.path).document)
        let imported = FlowLoader.load(string: FlowWriter.write(original), file: "imported.flow.xml")
        let found = Linter.check(imported).filter { $0.rule == "unwind-action-not-found" }
        #expect(found.map { $0.message.contains("cancelToplayersViewController") || $0.message.contains("savePlayerDetail") } == [true, true])
    }

    /// A finding by rule and the scene it is in (`document` before the first scene), in a stable order.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var scene: String
        var description: String { "\(rule) \(scene)" }
        static func < (lhs: Finding, rhs: Finding) -> Bool { (lhs.rule, lhs.scene) < (rhs.rule, rhs.scene) }
    }

    /// Each diagnostic with the scene whose element comes last before it.
    static func findings(_ diagnostics: [Diagnostic], in document: FlowDocument, id: (String) -> String) -> [Finding] {
        let scenes = document.scenes.sorted { $0.location < $1.location }
        return diagnostics.map { diagnostic in
            let scene = scenes.last { $0.location.line <= diagnostic.location.line }
            return Finding(rule: diagnostic.rule, scene: scene.map { id($0.id) } ?? "document")
        }.sorted()
    }
}
