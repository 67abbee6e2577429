import Foundation
import StoryflowTestSupport
import Testing

/// Runs the built `storyflow` binary the way a user or CI does and checks its output and exit status.
@Suite struct CheckCommandTests {

    /// Runs `storyflow` with `arguments` in the repository root.
    func storyflow(_ arguments: String...) throws -> ProductRun {
        try BuiltProducts.run("storyflow", arguments)
    }

    @Test func theRatingsFlowPasses() throws {
        let run = try storyflow("check", "Flows/Ratings.flow.xml")
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.isEmpty)
    }

    @Test func everyExampleFlowPasses() throws {
        let run = try storyflow("check", "Flows/Ratings.flow.xml", "Flows/Homepwner.flow.xml", "Flows/Todo.flow.xml", "Flows/TableStyles.flow.xml")
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }

    @Test func aMalformedFileGivesTheLocationAndExits1() throws {
        let run = try storyflow("check", "Flows/broken/xml-syntax.flow.xml")
        #expect(run.status == 1)
        #expect(
            run.output == """
                Flows/broken/xml-syntax.flow.xml:8:20: error: `</viewController>` here does not close `<label>` (opened at line 7), the innermost element \
                still open: add `</label>` where that element ends, correct this end tag's name, or remove this end tag if its start tag is gone [xml-syntax]

                """)
    }

    @Test func aMissingPathExits2() throws {
        let run = try storyflow("check", "Flows/Ratings.flow.xml", "Flows/no-such.flow.xml")
        #expect(run.status == 2)
        #expect(run.errors.contains("Flows/no-such.flow.xml"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try storyflow("check", "--format", "yaml", "Flows/Ratings.flow.xml")
        #expect(run.status != 0 && run.status != 1)
    }

    @Test func jsonOutputHasTheDocumentedFields() throws {
        let run = try storyflow(
            "check", "--format", "json", "Flows/broken/duplicate-id.flow.xml", "Flows/broken/xml-syntax.flow.xml",
            "Flows/broken/unknown-attribute.flow.xml"
        )
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["files"] as? Int == 3)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys).isSuperset(of: ["file", "line", "column", "severity", "rule", "message"]))
            #expect(diagnostic["line"] is Int && diagnostic["column"] is Int)
            #expect(diagnostic["severity"] as? String == "error")
        }
        let first = try #require(diagnostics.first)
        #expect(first["file"] as? String == "Flows/broken/duplicate-id.flow.xml")
        #expect(first["line"] as? Int == 9 && first["column"] as? Int == 12)
        #expect(first["rule"] as? String == "duplicate-id")
        #expect((first["message"] as? String)?.contains("`message`") == true)
    }

    @Test func aFileNamedOnTheCommandLineIsCheckedEvenWhereConfigurationExcludesIt() throws {
        let run = try storyflow("check", "--format", "json", "Flows/broken/duplicate-id.flow.xml")
        #expect(run.status == 1)
        #expect(run.output.contains("\"files\":1"))
    }

    @Test func foldersAreSearchedRecursively() throws {
        let run = try storyflow("check", "--format", "json", "Flows")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Flows")).filter { $0.hasSuffix(".flow.xml") }
        #expect(json["files"] as? Int == examples.count, "Flows/broken/ is excluded by the repository's .storyflow.yml")
        #expect(run.status == 0)
    }
}
