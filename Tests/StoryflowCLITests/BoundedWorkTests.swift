import Foundation
import StoryflowTestSupport
import Testing

/// Work and output grow with the file, never with what a hostile file makes Storyflow find or do; every number a
/// user types is range-checked; flows that would make loading recurse without end are refused.
@Suite struct BoundedWorkTests {
    func unknownElements(_ count: Int) -> String {
        #"<?xml version="1.0"?><flow version="1" initial="a"><viewController id="a"/>"#
            + String(repeating: "<bogus/>\n", count: count) + "</flow>\n"
    }

    @Test func findingsOfOneRuleAreCappedWithACountOfTheRest() throws {
        let scratch = try Scratch()
        let path = try scratch.write(unknownElements(20_000), to: "many.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "xcode", path])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(
            lines.last?.contains(
                "error: and 19900 more `unknown-element` findings in this file from here on, not shown (`--max-per-rule 0` shows them all) [unknown-element]")
                == true)
    }

    @Test func liftingTheCapShowsWhatReadingKept() throws {
        let scratch = try Scratch()
        let path = try scratch.write(unknownElements(10_005), to: "many.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "xcode", "--max-per-rule", "0", path])
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 10_001)
        #expect(
            lines.last?.contains(
                """
                and 5 more `unknown-element` findings in this file from here on, not shown (Storyflow keeps at most 10000 of one rule in one file; fix these \
                first)
                """
            ) == true)
    }

    @Test(arguments: ["-1", "10001", "99999999999999999999"])
    func theCapIsRangeChecked(value: String) throws {
        let run = try BuiltProducts.run("storyflow", ["check", "--max-per-rule", value, "Flows/Ratings.flow.xml"])
        #expect(run.status != 0 && run.status != 1)
        #expect(run.errors.contains("--max-per-rule"))
    }

    @Test(arguments: [
        "scroll down 9223372036854775807", "scroll up 99999999999999999999999", "tap 9223372036854775807",
        "swipe left 9223372036854775807", "move 1 to 9223372036854775807", "events 9223372036854775807",
    ])
    func hugeNumbersInCommandsAreUsageErrors(command: String) throws {
        let scratch = try Scratch()
        let script = try scratch.write("scroll down\n\(command)\nscroll down 1000000000\nscroll up 1000000000\n", to: "walk.txt")
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml", "--script", script])
        #expect(run.status == 1)
        #expect(run.output.contains("is too large: numbers go up to 1000000000."))
        #expect(run.output.hasSuffix("┘\n"))
    }

    @Test(arguments: [["--width", "99999999999"], ["--width", "1001"], ["--rows", "10001"], ["--rows", "0"]])
    func hugeOptionsAreUsageErrors(option: [String]) throws {
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml"] + option)
        #expect(run.status != 0 && run.status != 1)
        #expect(run.errors.contains(option[0]))
    }

    @Test func runRefusesAContainerThatHoldsItself() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            #"<?xml version="1.0"?><flow version="1" initial="a"><navigationController id="a"><root scene="a"/></navigationController></flow>"#,
            to: "cycle.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["run", path], input: "quit\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("[relationship-cycle]"))
    }

    @Test func runRefusesAStoryboardContainerThatHoldsItself() throws {
        let scratch = try Scratch()
        let scene =
            #"""
            <scene sceneID="s"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="nav" \#
            kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController></objects></scene>
            """#
        let path = try scratch.write(storyboard(initial: "nav", scenes: scene), to: "Cycle.storyboard")
        let run = try BuiltProducts.run("storyflow", ["run", path], input: "quit\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("[relationship-cycle]"))
    }

    /// 20,000 nested navigation controllers (no cycle): the runtime stops nesting at its limit and says so; import
    /// names the 20,000 scenes (it took 30 s when numbering clashing names was quadratic).
    @Test func aVeryDeepChainRunsToItsLimitAndImports() throws {
        let scratch = try Scratch()
        let depth = 20_000
        var flowText = #"<?xml version="1.0"?><flow version="1" initial="n0">"#
        var scenes = ""
        for level in 0..<depth {
            flowText += #"<navigationController id="n\#(level)"><root scene="n\#(level + 1)"/></navigationController>"#
            scenes +=
                #"""
                <scene sceneID="s\#(level)"><objects><navigationController id="n\#(level)" sceneMemberID="viewController"><connections><segue \#
                destination="n\#(level + 1)" kind="relationship" relationship="rootViewController" \#
                id="r\#(level)"/></connections></navigationController></objects></scene>
                """#
        }
        flowText += #"<viewController id="n\#(depth)"/></flow>"#
        scenes += storyboardScene(id: "n\(depth)", title: "Leaf")
        let flowPath = try scratch.write(flowText, to: "deep.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["run", flowPath], input: "stack\nquit\n")
        #expect(run.status == 1, "the error at launch fails the piped walk")
        #expect(run.errors.hasPrefix("launch: error: launching raised an error: `n63` holds `n64` more than 64 containers deep"))
        #expect(run.errors.hasSuffix("\nstoryflow: the walk failed once: launch\n"))
        #expect(run.output.contains("error: `n63` holds `n64` more than 64 containers deep; Storyflow stops nesting here and leaves the child out"))
        let storyboardPath = try scratch.write(storyboard(initial: "n0", scenes: scenes), to: "Deep.storyboard")
        let imported = try BuiltProducts.run("storyflow", ["import", storyboardPath])
        #expect(imported.status == 0)
        #expect(imported.output.contains(#"<navigationController id="n19999">"#), "ids that read as names are kept")
    }

    @Test func bytesOutsideTheDeclaredEncodingAreALocatedDiagnosticNotRawStandardError() throws {
        let scratch = try Scratch()
        let path = scratch.file("sjis.flow.xml")
        var bytes = Array(#"<?xml version="1.0" encoding="Shift_JIS"?>"#.utf8) + [0x0A]
        bytes += Array(#"<flow version="1" initial="a"><viewController id="a" title=""#.utf8) + [0x81, 0xFF, 0xFC]
        bytes += Array(#""/></flow>"#.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try BuiltProducts.run("storyflow", ["check", path])
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        #expect(
            run.output.contains(
                """
                error: the file's bytes are not in the encoding its XML declaration names, near here (input conversion failed due to input error, bytes 0x81 \
                0xFF 0xFC 0x22); the rest of the file was not read [xml-syntax]
                """
            ))
        #expect(!run.output.contains("unknown-initial-scene"))
    }
}
