import Foundation
import StoryflowTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `storyflow run --coverage` records what walks cover, across runs; `storyflow coverage` reports it in five formats,
/// with the gaps and the walks that would cover them, and gates CI with --fail-under.
struct CoverageCommandTests {
    static let flow = "Tests/StoryflowCLITests/Transcripts/Shop.flow.xml"

    /// Records a run of the walk `script` on the Shop flow into `coverage`.
    func record(_ script: String, into coverage: String, scratch: borrowing Scratch) throws {
        let walk = try scratch.write(script, to: "part.walk")
        let run = try runStoryflow(["run", Self.flow, "--script", walk, "--coverage", coverage])
        #expect(run.status == 0, "\(run.errors)")
    }

    @Test func runsAddUpInTheCoverageFile() throws {
        let scratch = try Scratch()
        let coverage = scratch.file("coverage.json")
        try record("tap +\ntap Save\n", into: coverage, scratch: scratch)
        try record("tap +\ntap Save\n", into: coverage, scratch: scratch)
        let text = try String(contentsOfFile: coverage, encoding: .utf8)
        #expect(text.contains(#""runs" : 2"#))
        #expect(text.contains(#""editor" : 2"#))
        #expect(!text.contains(#""41:50""#), "only what ran is recorded: the Cancel unwind did not")
        #expect(text.contains(#""40:50" : 2"#), "the Save unwind, declared at line 40, ran twice")
    }

    @Test func theFlowMayBeLeftOutWhenTheFileRecordsRunsOfOneOnly() throws {
        let scratch = try Scratch()
        let coverage = scratch.file("coverage.json")
        try record("tap +\ntap Save\n", into: coverage, scratch: scratch)
        let named = try runStoryflow(["coverage", coverage, "--flow", Self.flow])
        let inferred = try runStoryflow(["coverage", coverage])
        #expect(inferred.status == 0, "\(inferred.errors)")
        #expect(inferred.output == named.output)
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--coverage", coverage])
        #expect(run.status == 0, "\(run.errors)")
        let ambiguous = try runStoryflow(["coverage", coverage])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.errors.contains("records runs of 2 flows"), "\(ambiguous.errors)")
        #expect(ambiguous.errors.contains("--flow FLOW"))
    }

    @Test func aFileThatIsNotACoverageFileIsRefusedAndLeftAlone() throws {
        let scratch = try Scratch()
        let coverage = try scratch.write("{\"something\": \"else\"}\n", to: "coverage.json")
        let run = try runStoryflow(["run", Self.flow, "--script", try scratch.write("tap +\n", to: "w.walk"), "--coverage", coverage])
        #expect(run.status == 2)
        #expect(run.errors.contains("is not a Storyflow coverage file (version 1); it is left as it is"))
        #expect(try String(contentsOfFile: coverage, encoding: .utf8) == "{\"something\": \"else\"}\n")
        let report = try runStoryflow(["coverage", coverage, "--flow", Self.flow])
        #expect(report.status == 2)
    }

    @Test func countsAtTheLimitOfAnIntStayThereAndReportWithoutOverflow() throws {
        let scratch = try Scratch()
        let file =
            #"{"format":"storyflow-coverage","version":1,"files":{"\#(Self.flow)":{"runs":9223372036854775807,"scenes":{"products":9223372036854775807},"#
            + #""segues":{"9:49":9223372036854775807,"40:50":9223372036854775807},"tabs":{},"rows":{}}}}"#
        let coverage = try scratch.write(file, to: "coverage.json")
        try record("tap +\ntap Save\n", into: coverage, scratch: scratch)
        #expect(try String(contentsOfFile: coverage, encoding: .utf8).contains(#""runs" : 9223372036854775807"#))
        for format in ["text", "lcov", "cobertura", "json", "markdown"] {
            #expect(try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--format", format]).status == 0, "\(format)")
        }
    }

    @Test(arguments: ["text", "json", "lcov", "cobertura", "markdown"])
    func eachFormatMatchesItsCheckedInReport(format: String) throws {
        let scratch = try Scratch()
        let coverage = scratch.file("coverage.json")
        try record("tap +\ntap Save\ntap Tea\n", into: coverage, scratch: scratch)
        let run = try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--format", format])
        #expect(run.status == 0)
        Golden.assertMatches(
            run.output, file: "Tests/StoryflowCLITests/Transcripts/Shop-coverage.\(format == "markdown" ? "md" : format == "cobertura" ? "xml" : format)")
    }

    @Test func coberturaIsWellFormedXMLWithOneLinePerScenesAndSeguesLine() throws {
        let scratch = try Scratch()
        let coverage = scratch.file("coverage.json")
        try record("tap +\n", into: coverage, scratch: scratch)
        let run = try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--format", "cobertura"])
        let document = try XMLDocument(xmlString: run.output)
        let lines = try document.nodes(forXPath: "//class[@filename='\(Self.flow)']/lines/line")
        #expect(lines.count == 19, "10 scenes a person sees (no containers) and 9 segues")
    }

    @Test func failUnderGatesOnTheSeguesWalksCanFire() throws {
        let scratch = try Scratch()
        let coverage = scratch.file("coverage.json")
        try record("tap +\ntap Save\n", into: coverage, scratch: scratch)
        let under = try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--fail-under", "50"])
        #expect(under.status == 1)
        #expect(under.errors == "storyflow: coverage of the segues walks can fire is 33.3% (2 of 6), under --fail-under 50.0%\n")
        let over = try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--fail-under", "30"])
        #expect(over.status == 0)
        let bad = try runStoryflow(["coverage", coverage, "--flow", Self.flow, "--fail-under", "101"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("--fail-under must be from 0 to 100, not 101.0."))
    }

    /// The issue's bar: the walks `paths` generates, run with coverage, cover every segue a walk can fire.
    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func generatedWalksCoverEverySegueWalksCanFireOnEachExample(app: String) throws {
        let scratch = try Scratch()
        let flow = "Flows/\(app).flow.xml"
        let walks = try scratch.write(try runStoryflow(["paths", flow]).output, to: "all.walk")
        let coverage = scratch.file("coverage.json")
        #expect(try runStoryflow(["run", flow, "--script", walks, "--coverage", coverage]).status == 0)
        let report = try runStoryflow(["coverage", coverage, "--flow", flow, "--fail-under", "100"])
        #expect(report.status == 0, "\(report.output)")
        #expect(report.output.contains("segues walks can fire: ") && report.output.contains("(100%)"))
    }
}
