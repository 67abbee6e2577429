import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// `Flows/broken/<rule-id>.flow.xml`: each file trips exactly the rule it is named for. Files for reader rules
/// are checked here down to the location; files for the checks' rules must read without any diagnostic, so the
/// checks can rely on them.
@Suite struct BrokenFlowTests {
    static let brokenFolder = flowsFolder.appendingPathComponent("broken")

    /// Where the reader reports each reader rule's file.
    static let readerRuleLocations: [String: String] = [
        "xml-syntax": "8:20",
        "xml-doctype": "5:1",
        "unknown-element": "10:3",
        "unknown-attribute": "7:29",
        "invalid-value": "8:16",
        "missing-attribute": "12:7",
        "duplicate-id": "9:12",
        "duplicate-trigger": "15:9",
        "unsupported-document": "5:7",
    ]

    /// The files for the checks' rules (every file not named for a reader rule; the checks' tests run them).
    static let checkRules: [String] = {
        let names = (try? flowFiles(in: brokenFolder)) ?? []
        return names.map { $0.lastPathComponent.replacingOccurrences(of: ".flow.xml", with: "") }
            .filter { ReaderRule(rawValue: $0) == nil }.sorted()
    }()

    func load(_ rule: String) throws -> LoadResult {
        try FlowLoader.load(contentsOf: Self.brokenFolder.appendingPathComponent("\(rule).flow.xml").path)
    }

    @Test(arguments: readerRuleLocations.keys.sorted())
    func readerRuleFileTripsExactlyItsRuleAtItsLocation(rule: String) throws {
        let result = try load(rule)
        #expect(rules(result) == [rule])
        #expect(positions(result) == [Self.readerRuleLocations[rule] ?? ""])
        #expect(result.diagnostics.first?.location.file.hasSuffix("broken/\(rule).flow.xml") == true)
    }

    @Test(arguments: checkRules)
    func checkRuleFileReadsWithoutDiagnostics(rule: String) throws {
        let result = try load(rule)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document != nil)
    }

    @Test func everyFileIsNamedForOneRuleAndExplainsItselfFirst() throws {
        let files = try flowFiles(in: Self.brokenFolder)
        let names = Set(files.map { $0.lastPathComponent.replacingOccurrences(of: ".flow.xml", with: "") })
        #expect(names == Set(Self.readerRuleLocations.keys).union(Self.checkRules))
        for file in files {
            let rule = file.lastPathComponent.replacingOccurrences(of: ".flow.xml", with: "")
            let text = try String(contentsOf: file, encoding: .utf8)
            let afterDeclaration = text.drop { $0 != "\n" }.dropFirst()
            #expect(afterDeclaration.hasPrefix("<!-- Broken on purpose (\(rule)):"), "\(rule)")
            let comment = afterDeclaration.range(of: "-->").map { afterDeclaration[..<$0.lowerBound] } ?? ""
            #expect(comment.contains("Fix:"), "\(rule)")
        }
    }

    /// Reader rules without a file here: input/output and limits, storyboard-only rules (StoryboardRuleTests runs
    /// their documented storyboard examples), and references, which need the files beside a flow.
    @Test func everyReaderRuleAFileCanTripHasAFile() {
        let notFromAFile: Set<ReaderRule> = [
            .ioError, .xmlLimit, .unsupportedStoryboard, .danglingReference, .exitPlaceholderOutsideObjects, .sceneDroppedByIbtool,
            .unresolvedStoryboardReference, .collectionCellMissingReuseIdentifier, .duplicateCollectionReuseIdentifier, .connectionToAnotherScene,
        ]
        let expected = Set(ReaderRule.allCases).subtracting(notFromAFile).map(\.rawValue)
        #expect(Set(expected) == Set(Self.readerRuleLocations.keys))
    }
}
