import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow graph` on input made to hurt it: names Graphviz would read as entities or refuse for length,
/// Graphviz flooding its error stream, findings sharing a line, references that do not resolve or reach into
/// subfolders, and a scene that became a container.
struct GraphHardeningTests {
    static let dotMissing: Comment = "Graphviz's dot is not installed (apt-get install graphviz)"

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func namesGraphvizWouldReadAsEntitiesStayTheTextTheyAre() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(
            #"<flow version="1" name="E" initial="a&amp;#x202E;b"><viewController id="a&amp;#x202E;b" title="T&amp;#x202E;"/></flow>"#, to: "entities.flow.xml")
        let svg = try runStoryflow(["graph", flow, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.errors)")
        #expect(!svg.output.unicodeScalars.contains { $0.value == 0x202E }, "no live override reaches the drawing")
        #expect(svg.output.contains("<title>a&amp;#x202E;b</title>"), "the node's title is its id, for the HTML page to find its screen")
        let mermaid = try runStoryflow(["graph", flow, "--format", "mermaid"]).output
        #expect(mermaid.contains("T#38;#35;x202E;"))
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func namesTooLongForGraphvizAreShortened() throws {
        let scratch = try Scratch()
        let long = String(repeating: "x", count: 20_000)
        let flow = try scratch.write(
            #"""
            <flow version="1" name="Long" initial="\#(long)a"><viewController id="\#(long)a" title="\#(long)"><button title="Go"><segue kind="show" \#
            destination="\#(long)b"/></button></viewController><viewController id="\#(long)b"/></flow>
            """#,
            to: "long.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", "svg"])
        #expect(run.status == 0, "\(run.errors.prefix(300))")
        let dot = try runStoryflow(["graph", flow, "--format", "dot"]).output
        #expect(dot.split(separator: "\n").allSatisfy { $0.utf8.count < 4_000 })
        #expect(dot.contains("… #"), "two ids that start alike stay apart by their checksums")
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing), .timeLimit(.minutes(1)))
    func graphvizWarningsDoNotStallTheDrawing() throws {
        // Each navigation controller's root presents the next one: dot warns about every edge into a cluster
        // it cannot clip, more than a pipe holds.
        let scratch = try Scratch()
        let name = String(repeating: "n", count: 300)
        var text = #"<flow version="1" name="Warnings" initial="\#(name)0">"#
        for index in 0..<120 {
            text += #"<navigationController id="\#(name)\#(index)"><root scene="r\#(index)"/></navigationController>"#
            text += #"<viewController id="r\#(index)"><button title="Next"><segue kind="present" destination="\#(name)\#(index)"/></button></viewController>"#
        }
        let flow = try scratch.write(text + "</flow>", to: "warnings.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", "svg"])
        #expect(run.status == 0, "\(run.errors.prefix(300))")
        #expect(run.output.contains("</svg>"))
    }

    @Test func aFlowTooLargeToDrawIsRefusedWithWhatToDoInstead() throws {
        let scratch = try Scratch()
        let scenes = (0..<2_001).map { #"<viewController id="s\#($0)"/>"# }.joined()
        let flow = try scratch.write(#"<flow version="1" name="Big" initial="s0">\#(scenes)</flow>"#, to: "big.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", "svg"])
        #expect(run.status == 2)
        #expect(run.errors.contains("has 2001 scenes and containers; svg and html draw at most 2000"), "\(run.errors)")
        #expect(run.errors.contains("--around SCENE"))
    }

    @Test func findingsOnOneLineGoToThePartsTheyAreAbout() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(
            #"""
            <flow version="1" name="One" initial="a"><viewController id="a"><button title="Go"><segue kind="show" \#
            destination="b"/></button></viewController><viewController id="b"/><viewController id="orphan"/></flow>
            """#,
            to: "one.flow.xml")
        let json = try runStoryflow(["graph", flow, "--diagnostics", "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let orphan = try #require(nodes.first { $0["id"] as? String == "orphan" })
        #expect((orphan["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "unreachable-scene" } == true, "\(json)")
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect((edges.first?["findings"] as? [[String: Any]])?.allSatisfy { $0["rule"] as? String == "show-without-navigation-controller" } == true, "\(json)")
    }

    @Test func referencesThatDoNotResolveLeadNowhereAndSubfoldersAreFollowed() throws {
        let scratch = try Scratch()
        let main = try scratch.write(
            #"""
            <flow version="1" name="Main" initial="home">
              <viewController id="home">
                <button title="Typo"><segue kind="present" destination="toTypo"/></button>
                <button title="Sub"><segue kind="present" destination="toSub"/></button>
              </viewController>
              <storyboardReference id="toTypo" storyboardName="Other" referencedIdentifier="doesNotExist"/>
              <storyboardReference id="toSub" storyboardName="sub/Other"/>
              <viewController id="Other:a"/>
            </flow>
            """#, to: "Main.flow.xml")
        try scratch.write(#"<flow version="1" name="Other" initial="a"><viewController id="a" title="Beside"/></flow>"#, to: "Other.flow.xml")
        try scratch.write(#"<flow version="1" name="Other" initial="a"><viewController id="a" title="Below"/></flow>"#, to: "sub/Other.flow.xml")
        let run = try runStoryflow(["graph", main])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("  toTypo → ") }, "an identifier the file does not have leads nowhere: \(run.output)")
        #expect(lines.contains { $0.contains("\"Below\"") }, "the subfolder's file is drawn: \(run.output)")
        #expect(lines.contains { $0.hasPrefix("  toSub → sub/Other:a ") || $0.hasPrefix("  toSub → sub/Other#2:a ") }, "\(run.output)")
        #expect(lines.contains("Other:a (viewController)"), "the file's own scene keeps its id")
        #expect(lines.contains { $0.hasPrefix("Other#2:") }, "a file whose prefix would clash is drawn under another: \(run.output)")
    }

    @Test func aSceneThatBecameAContainerChanged() throws {
        let scratch = try Scratch()
        let base = try scratch.write(#"<flow version="1" name="K" initial="k"><viewController id="k"/><viewController id="r"/></flow>"#, to: "base.flow.xml")
        let head = try scratch.write(
            #"<flow version="1" name="K" initial="k"><navigationController id="k"><root scene="r"/></navigationController><viewController id="r"/></flow>"#,
            to: "head.flow.xml")
        let run = try runStoryflow(["graph", "--diff", base, head, "--format", "markdown"])
        #expect(run.output.contains("- Changed navigation container `k`: kind viewController → navigation"), "\(run.output)")
        #expect(!run.output.contains("Added"), "\(run.output)")
    }

    @Test func partsFromReferencedFilesHaveNoCoverageCount() throws {
        let scratch = try Scratch()
        let main = try scratch.write(
            #"""
            <flow version="1" name="Main" initial="home"><viewController id="home"><button title="A"><segue kind="present" \#
            destination="toA"/></button></viewController><storyboardReference id="toA" storyboardName="A"/></flow>
            """#,
            to: "Main.flow.xml")
        try scratch.write(#"<flow version="1" name="A" initial="a"><viewController id="a"/></flow>"#, to: "A.flow.xml")
        let coverage = scratch.file("coverage.json")
        #expect(try runStoryflow(["run", main, "--script", try scratch.write("tap A\n", to: "a.walk"), "--coverage", coverage]).status == 0)
        let json = try runStoryflow(["graph", main, "--coverage", coverage, "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.first { $0["id"] as? String == "home" }?["hits"] as? Int == 1)
        #expect(nodes.first { $0["id"] as? String == "A:a" }.map { $0["hits"] == nil } == true, "\(json)")
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func aPageStopsDrawingScreensWhenContainersOfContainersMultiplyTheWork() throws {
        // Every outer tab bar holds 20 tab bars of 100 scenes: each screen makes 2,000 controllers.
        let scratch = try Scratch()
        let inner = (0..<100).map { #"<tab scene="v\#($0)" title="V"/>"# }.joined()
        let outer = (0..<20).map { #"<tab scene="b\#($0)" title="B"/>"# }.joined()
        var text = #"<flow version="1" name="Nested" initial="a0">"#
        for index in 0..<150 { text += #"<tabBarController id="a\#(index)">\#(outer)</tabBarController>"# }
        for index in 0..<20 { text += #"<tabBarController id="b\#(index)">\#(inner)</tabBarController>"# }
        for index in 0..<100 { text += #"<viewController id="v\#(index)"/>"# }
        let flow = try scratch.write(text + "</flow>", to: "nested.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", "html"])
        #expect(run.status == 0, "\(run.errors.prefix(300))")
        #expect(run.output.contains("this page stopped drawing screens, as drawing them all would take too long; storyflow run --start a149 shows it."))
        #expect(
            run.output.contains(
                "<section class=\"scene\" data-scene=\"a0\">\n<h2>a0</h2>\n<p class=\"details\">tabs container · id a0 · line 1</p>\n<pre class=\"screen\">"),
            "the first screens are drawn")
    }
}
