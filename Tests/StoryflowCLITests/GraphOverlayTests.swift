import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow graph`'s overlays and focus: findings of `check` on the parts they are about, what walks never
/// reached, the part of a flow around one scene, and the difference between two versions of a flow, each in
/// every format against checked-in pictures.
struct GraphOverlayTests {
    static let folder = "Tests/StoryflowCLITests/Transcripts/graph/"
    static let findings = folder + "Findings.flow.xml"
    static let head = folder + "Ratings-head.flow.xml"
    static let formats = ["text": "txt", "dot": "dot", "mermaid": "mmd", "json": "json", "markdown": "md"]

    /// Each picture with an overlay: its name, and the arguments after `graph`.
    static let pictures: [(name: String, arguments: [String])] = [
        ("Findings-diagnostics", [findings, "--diagnostics"]),
        ("Ratings-diff", ["--diff", "Flows/Ratings.flow.xml", head]),
        ("Ratings-around-playerDetails", ["Flows/Ratings.flow.xml", "--around", "playerDetails", "--depth", "1"]),
    ]

    @Test(arguments: pictures.map(\.name), formats.keys.sorted())
    func eachOverlayMatchesItsCheckedInPicture(name: String, format: String) throws {
        let arguments = try #require(Self.pictures.first { $0.name == name }).arguments
        let run = try runStoryflow(["graph"] + arguments + ["--format", format])
        #expect(run.status == 0, "\(run.errors)")
        Golden.assertMatches(run.output, file: Self.folder + name + "." + Self.formats[format]!)
    }

    @Test func docsGraphShowsTheChangeListAsTheCommandWritesIt() throws {
        let run = try runStoryflow(["graph", "--diff", "Flows/Ratings.flow.xml", Self.head, "--format", "markdown"])
        let changeList = try #require(run.output.components(separatedBy: "\n<details>").first)
        #expect(try Repository.text("docs/graph.md").contains("```markdown\n" + changeList + "```\n"))
    }

    @Test func coverageShadesWhatWalksNeverReached() throws {
        let scratch = try Scratch()
        let flow = "Tests/StoryflowCLITests/Transcripts/Shop.flow.xml"
        let coverage = scratch.file("coverage.json")
        let walk = try scratch.write("tap +\ntap Save\n", to: "add.walk")
        #expect(try runStoryflow(["run", flow, "--script", walk, "--coverage", coverage]).status == 0)
        for (format, suffix) in [("text", "txt"), ("dot", "dot"), ("markdown", "md")] {
            let run = try runStoryflow(["graph", flow, "--coverage", coverage, "--format", format])
            #expect(run.status == 0, "\(run.errors)")
            Golden.assertMatches(run.output, file: Self.folder + "Shop-coverage." + suffix)
        }
    }

    @Test func aCoverageFileThatCannotBeReadIsRefused() throws {
        let run = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--coverage", "no/such/coverage.json"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("storyflow: error: "), "\(run.errors)")
    }

    @Test func findingsBeforeTheFirstSceneAreTheFlowsOwn() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(#"<flow version="1" name="Nothing"><viewController id="a"/></flow>"#, to: "nothing.flow.xml")
        let run = try runStoryflow(["graph", flow, "--diagnostics"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").dropFirst().first?.hasPrefix("flow: ") == true, "\(run.output)")
    }

    @Test func storyboardReferencesLeadIntoTheFilesTheyName() throws {
        let scratch = try Scratch()
        let main = try scratch.write(
            #"""
            <flow version="1" name="Main" initial="home">
              <viewController id="home" title="Home">
                <button title="Settings"><segue kind="show" destination="toSettings"/></button>
                <button title="Help"><segue kind="present" destination="toHelp"/></button>
              </viewController>
              <storyboardReference id="toSettings" storyboardName="Settings" referencedIdentifier="settingsRoot"/>
              <storyboardReference id="toHelp" storyboardName="Help"/>
            </flow>
            """#, to: "Main.flow.xml")
        try scratch.write(
            #"""
            <flow version="1" name="Settings" initial="intro">
              <viewController id="intro" title="Intro"/>
              <viewController id="root" storyboardIdentifier="settingsRoot" title="Settings">
                <button title="Home"><segue kind="show" destination="toMain"/></button>
              </viewController>
              <storyboardReference id="toMain" storyboardName="Main"/>
            </flow>
            """#, to: "Settings.flow.xml")
        let run = try runStoryflow(["graph", main])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Settings: storyboard \"Settings\""), "the other file is drawn once, as a cluster")
        #expect(lines.contains { $0.hasPrefix("  toSettings → Settings:root  reference") }, "to the scene with the referenced identifier")
        #expect(lines.contains { $0.hasPrefix("  Settings:toMain → home  reference") }, "a reference back leads to the first file's start, drawn once")
        #expect(lines.contains("toHelp → Help"), "a storyboard that is not there stays a box: \(run.output)")
        #expect(!lines.contains { $0.hasPrefix("  toHelp → ") })
        let json = try runStoryflow(["graph", main, "--format", "json"]).output
        #expect(json.contains(#""file": "\#(scratch.path)/Settings.flow.xml""#), "parts of the other file name it as the first file was named")
    }

    @Test func layoutChurnInAStoryboardIsNoChange() throws {
        let scratch = try Scratch()
        let base = Repository.path("Tests/Fixtures/Storyboards/Ratings.storyboard")
        var text = try String(contentsOfFile: base, encoding: .utf8)
        // What Interface Builder rewrites when a scene is dragged or a view resized, and the tools version.
        text = text.replacingOccurrences(of: #"<rect key="frame" x="0.0""#, with: #"<rect key="frame" x="16.0""#)
        text = text.replacingOccurrences(of: "<point key=\"canvasLocation\" x=\"", with: "<point key=\"canvasLocation\" x=\"1")
        text = text.replacingOccurrences(of: #"toolsVersion=""#, with: #"toolsVersion="9"#)
        #expect(text != (try String(contentsOfFile: base, encoding: .utf8)))
        let head = try scratch.write(text, to: "Ratings.storyboard")
        let run = try runStoryflow(["graph", "--diff", base, head, "--format", "markdown"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\nno changes to scenes, containers or segues\n"), "\(run.output)")
    }

    @Test(arguments: [
        (["Flows/Ratings.flow.xml", "--around", "playerDetails", "--depth", "65"], "--depth must be from 0 to 64, not 65."),
        (["Flows/Ratings.flow.xml", "--around", "playerDetails", "--depth", "-1"], "--depth must be from 0 to 64, not -1."),
        (["--diff", "Flows/Ratings.flow.xml"], "--diff needs two files, the base and the head, not 1."),
        (["Flows/Ratings.flow.xml", "Flows/Todo.flow.xml"], "Give one flow file or storyboard (or two with --diff), not 2."),
    ])
    func numbersAndFileCountsAreChecked(arguments: [String], message: String) throws {
        let run = try runStoryflow(["graph"] + arguments)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test func aSceneToCentreOnIsNamedByIdTitleOrClass() throws {
        let byTitle = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--around", "Add Player", "--depth", "1"])
        let byClass = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--around", "PlayerDetailsViewController", "--depth", "1"])
        let byID = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--around", "playerDetails", "--depth", "1"])
        #expect(byTitle.output == byID.output)
        #expect(byClass.output == byID.output)
        let unknown = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--around", "Nowhere"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no scene or container of Flows/Ratings.flow.xml has the id, title or class Nowhere"))
        let scratch = try Scratch()
        let flow = try scratch.write(
            #"<flow version="1" name="Twins" initial="a"><viewController id="a" title="Same"/><viewController id="b" title="Same"/></flow>"#,
            to: "twins.flow.xml")
        let twins = try runStoryflow(["graph", flow, "--around", "Same"])
        #expect(twins.status == 2)
        #expect(twins.errors.contains("2 scenes are named Same: a (Same); b (Same); give one of their ids"), "\(twins.errors)")
    }

    @Test(.enabled(if: JSONSchemaCheck.isAvailable, JSONSchemaCheck.unavailable), arguments: pictures.map(\.name))
    func overlayJSONFollowsTheSchema(name: String) throws {
        let arguments = try #require(Self.pictures.first { $0.name == name }).arguments
        let picture = try runStoryflow(["graph"] + arguments + ["--format", "json"]).output
        let validated = try JSONSchemaCheck.validate(picture, schema: "docs/graph.schema.json")
        #expect(validated.status == 0, "\(validated.report)")
    }
}
