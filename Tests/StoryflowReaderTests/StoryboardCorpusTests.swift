import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// Every storyboard of the shared corpus, read as its MANIFEST.tsv describes it.
@Suite struct StoryboardCorpusTests {
    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.howToGetIt))
    func manifestListsEveryCorpusFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: StoryboardCorpus.folder.appendingPathComponent("storyboards").path)
            .filter { $0.hasSuffix(".storyboard") }
        #expect(files.count >= 50)
        #expect(Set(files) == Set(StoryboardCorpus.entries.map(\.name)))
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), .timeLimit(.minutes(1)), arguments: StoryboardCorpus.entries.map(\.name))
    func corpusFileIsReadAsTheManifestSays(name: String) throws {
        let entry = try #require(StoryboardCorpus.entry(name))
        let result = try FlowLoader.load(contentsOf: entry.url.path)
        if let error = entry.syntaxError {
            #expect(result.document == nil)
            let first = try #require(result.diagnostics.first)
            #expect(first.rule == "xml-syntax")
            #expect(first.location.line == error.line)
            if first.message.hasPrefix("this file has merge-conflict markers") {
                #expect(first.location.column == 1, "a conflict marker starts its line")
            } else {
                #expect(first.location.column > error.column, "libxml2 counts columns from 1, the manifest from 0")
            }
        } else if entry.isUnsupported {
            #expect(result.document == nil)
            #expect(rules(result) == ["unsupported-storyboard"])
        } else {
            let document = try #require(result.document)
            #expect(document.format == .storyboard)
            #expect(document.scenes.count == entry.sceneCount)
            let listsDanglingReferences = entry.notes.contains("dangling_reference_non_segue")
            // Connections to another scene's objects are not in the manifest: StoryboardCorpusCheckTests lists them.
            let unexpected = result.diagnostics.filter {
                !(listsDanglingReferences && $0.rule == "dangling-reference") && $0.rule != "connection-to-another-scene"
            }
            #expect(unexpected.isEmpty, "\(unexpected)")
            #expect(kindCounts(document) == entry.segueCounts)
        }
    }

    @Test(
        .enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable),
        arguments: [
            ("RocketChat__Rocket.Chat.iOS__Preferences.storyboard", ["jBR-jx-Kz9@106", "UYo-L4-lJh@106", "UYo-L4-lJh@296", "jBR-jx-Kz9@306"]),
            ("duckduckgo__iOS__Tab.storyboard", ["3yc-Gh-Vqe@105"]),
            ("HabitRPG__habitica-ios__a9ec5fe-Main.storyboard", ["Bwt-Bt-mjm@4322", "Bwt-Bt-mjm@4331"]),
        ])
    func danglingReferencesTheManifestListsAreReportedAtTheirLines(name: String, expected: [String]) throws {
        let entry = try #require(StoryboardCorpus.entry(name))
        let result = try FlowLoader.load(contentsOf: entry.url.path)
        let found = result.diagnostics.filter { $0.rule == "dangling-reference" }.map { diagnostic in
            let id = diagnostic.message.split(separator: "`").dropFirst().first { $0.contains("-") } ?? "?"
            return "\(id)@\(diagnostic.location.line)"
        }
        #expect(found == expected)
        for id in Set(expected.map { $0.split(separator: "@")[0] }) { #expect(entry.notes.contains(id)) }
    }

    /// Segue counts by storyboard kind name, relationships included, as the manifest counts them.
    private func kindCounts(_ document: FlowDocument) -> [String: Int] {
        let names: [SegueKind: String] = [.present: "presentation", .popover: "popoverPresentation"]
        var result: [String: Int] = [:]
        for scene in document.scenes {
            for segue in scene.segues { result[names[segue.kind] ?? segue.kind.rawValue, default: 0] += 1 }
            if !scene.relationships.isEmpty { result["relationship", default: 0] += scene.relationships.count }
        }
        return result
    }
}
