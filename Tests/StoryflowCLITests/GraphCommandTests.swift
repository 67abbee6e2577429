import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow graph`: every format of every example flow and two storyboards against checked-in pictures, the
/// same bytes on every run, DOT that Graphviz accepts, and the format chosen from the output's extension.
struct GraphCommandTests {
    static let flows = [
        "Flows/Ratings.flow.xml", "Flows/Homepwner.flow.xml", "Flows/Todo.flow.xml", "Flows/TableStyles.flow.xml",
        "Flows/ChildControllers.flow.xml", "Tests/Fixtures/Storyboards/Ratings.storyboard", "Tests/Fixtures/Storyboards/Catalog.storyboard",
    ]
    static let formats = ["text", "dot", "mermaid", "json", "markdown"]
    /// Two real storyboards from the shared corpus (a tab bar app, and a split view app), drawn when it is there.
    static let corpusStoryboards = ["lai3d__Ratings__Main.storyboard", "73153__apple-ios-samples-master__Lister-iOS-Main.storyboard"]

    static func golden(_ flow: String, _ format: String) -> String {
        let name = (flow as NSString).lastPathComponent.replacingOccurrences(of: ".", with: "-")
        let suffix = ["text": "txt", "dot": "dot", "mermaid": "mmd", "json": "json", "markdown": "md"][format]!
        return "Tests/StoryflowCLITests/Transcripts/graph/\(name).\(suffix)"
    }

    @Test(arguments: flows, formats)
    func eachFormatMatchesItsCheckedInPicture(flow: String, format: String) throws {
        let run = try runStoryflow(["graph", flow, "--format", format])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try runStoryflow(["graph", flow, "--format", format]).output == run.output, "the same bytes on every run")
        Golden.assertMatches(run.output, file: Self.golden(flow, format))
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), arguments: corpusStoryboards, formats)
    func corpusStoryboardsMatchTheirCheckedInPictures(name: String, format: String) throws {
        let entry = try #require(StoryboardCorpus.entry(name))
        let run = try runStoryflow(["graph", entry.path, "--format", format])
        #expect(run.status == 0, "\(run.errors)")
        // The picture names the file by its path, which differs between machines: the golden has the name alone.
        Golden.assertMatches(run.output.replacingOccurrences(of: entry.path, with: name), file: Self.golden("corpus/" + name, format))
    }

    static let dot: String? = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every checked-in DOT picture: the example flows, the fixture and corpus storyboards, and the overlays.
    static let dotFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Tests/StoryflowCLITests/Transcripts/graph"))) ?? [])
        .filter { $0.hasSuffix(".dot") }.sorted()

    @Test func everyPictureHasADotFile() {
        #expect(Self.dotFiles.count >= Self.flows.count + Self.corpusStoryboards.count + GraphOverlayTests.pictures.count)
    }

    @Test(.enabled(if: dot != nil, "Graphviz's dot is not installed (apt-get install graphviz)"), arguments: dotFiles)
    func graphvizAcceptsEveryDotFile(name: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.dot!)
        process.arguments = ["-Tsvg", "-o", "/dev/null", Repository.path("Tests/StoryflowCLITests/Transcripts/graph/" + name)]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func theFormatFollowsTheOutputsExtension() throws {
        let scratch = try Scratch()
        for (name, start) in [("flow.dot", "digraph"), ("flow.mmd", "flowchart LR"), ("flow.json", "{"), ("flow.txt", "Ratings")] {
            let path = scratch.file(name)
            #expect(try runStoryflow(["graph", "Flows/Ratings.flow.xml", "-o", path]).status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(start), "\(name)")
        }
    }

    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func docsGraphShowsEachExampleAppAsTheCommandDrawsIt(app: String) throws {
        let run = try runStoryflow(["graph", "Flows/\(app).flow.xml", "--format", "mermaid"])
        #expect(try Repository.text("docs/graph.md").contains("### \(app)\n\n![\(app)](images/graph/\(app).svg)\n\n```mermaid\n" + run.output + "```\n"))
    }

    /// The `<title>`s of a Graphviz SVG: one per scene, container and segue, whatever Graphviz's version.
    static func titles(ofSVG svg: String) -> [String] {
        svg.components(separatedBy: "<title>").dropFirst().compactMap { $0.components(separatedBy: "</title>").first }.sorted()
    }

    @Test(
        .enabled(if: dot != nil, "Graphviz's dot is not installed (apt-get install graphviz)"),
        arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func docsGraphSVGsDrawTheFlowsAsTheyAre(app: String) throws {
        let fresh = try runStoryflow(["graph", "Flows/\(app).flow.xml", "--format", "svg"]).output
        let committed = try Repository.text("docs/images/graph/\(app).svg")
        #expect(Self.titles(ofSVG: committed) == Self.titles(ofSVG: fresh), "run scripts/draw-graphs.sh")
        #expect(try Repository.text("docs/graph.md").contains("![\(app)](images/graph/\(app).svg)"))
    }

    @Test func theReadmeShowsRatingsAsTheCommandDrawsIt() throws {
        let run = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--format", "mermaid"])
        #expect(try Repository.text("README.md").contains("```mermaid\n" + run.output + "```\n"))
    }

    @Test(arguments: flows)
    func theJSONParsesWithEveryEdgeBetweenKnownScenes(flow: String) throws {
        let run = try runStoryflow(["graph", flow, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "storyflow-graph")
        let nodes = Set(((object["nodes"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        let clusters = Set(((object["clusters"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        for edge in (object["edges"] as? [[String: Any]]) ?? [] {
            #expect(nodes.union(clusters).contains(edge["from"] as? String ?? ""))
        }
    }

    /// Validates every JSON picture against docs/graph.schema.json with Python's jsonschema.
    @Test(.enabled(if: JSONSchemaCheck.isAvailable, JSONSchemaCheck.unavailable), arguments: flows)
    func theJSONFollowsItsSchema(flow: String) throws {
        let picture = try runStoryflow(["graph", flow, "--format", "json"]).output
        let validated = try JSONSchemaCheck.validate(picture, schema: "docs/graph.schema.json")
        #expect(validated.status == 0, "\(validated.report)")
    }

    @Test func svgGoesThroughGraphvizOrSaysWhatIsMissing() throws {
        let run = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--format", "svg"])
        if Self.dot == nil {
            #expect(run.status == 2)
            #expect(run.errors.contains("apt-get install graphviz"))
        } else {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("<svg"))
            #expect(run.output.contains("Add Player"))
        }
    }

    @Test func containersThatHoldEachOtherManyTimesAreDrawnOnce() throws {
        let scratch = try Scratch()
        var text = #"<flow version="1" name="Doubling" initial="t0">"#
        for level in 0..<40 {
            text += #"<tabBarController id="t\#(level)"><tab scene="t\#(level + 1)" title="A"/><tab scene="t\#(level + 1)" title="B"/></tabBarController>"#
        }
        let flow = try scratch.write(text + #"<viewController id="t40"/></flow>"#, to: "doubling.flow.xml")
        let run = try runStoryflow(["graph", flow])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").filter { $0.contains(": tabs") }.count == 40)
    }

    @Test(arguments: formats)
    func namesThatWouldActOnATerminalNeverReachIt(format: String) throws {
        let scratch = try Scratch()
        let flow = try scratch.write(
            #"""
            <flow version="1" name="N\#u{202E}" initial="a"><viewController id="a\#u{9B}2J" title="T\#u{202E}"><button title="B\#u{85}"><segue kind="show" \#
            destination="b"/></button></viewController><viewController id="b"/></flow>
            """#,
            to: "names.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", format])
        #expect(run.status == 0)
        #expect(!run.output.unicodeScalars.contains { [0x9B, 0x85, 0x202E].contains($0.value) }, "\(run.output)")
    }

    @Test func aFileThatCannotBeReadIsRefused() throws {
        let run = try runStoryflow(["graph", "no/such.flow.xml"])
        #expect(run.status == 2)
        #expect(run.errors == "storyflow: error: no/such.flow.xml: no such file\n", "the path once, then the reason")
    }
}
