import Foundation
import StoryflowTestSupport
import Testing

/// Nothing from a flow, a storyboard or a script reaches the terminal with its controls live: ESC, BEL, the C1
/// controls and the bidirectional overrides are shown, in every human format and in `run`'s transcript.
@Suite struct TerminalSafetyTests {
    /// A raw control a hostile file could hold, as bytes of its UTF-8.
    static let hostile = "\u{1B}]0;owned\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{202E}"

    func hasLiveControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test(arguments: ["text", "xcode", "gnu", "github", "json", "sarif", "junit", "checkstyle"])
    func checkShowsTheSourceLineOfASyntaxErrorWithoutItsControls(format: String) throws {
        let scratch = try Scratch()
        let path = try scratch.write("<?xml version=\"1.0\"?>\n<flow version=\"1\" initial=\"a\">\(Self.hostile) <oops\n</flow>\n", to: "evil.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", format, path])
        #expect(run.status == 1)
        #expect(!hasLiveControls(run.output))
        if format == "text" { #expect(run.output.contains("␛]0;owned␇")) }
    }

    @Test func messagesQuotingAnIdentifierShowItsControls() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            #"<?xml version="1.0"?><flow version="1" initial="a&#x9B;]0;x&#x9C;&#x202E;"><viewController id="b"/></flow>"#, to: "id.flow.xml")
        for format in ["text", "xcode", "gnu", "github", "json", "sarif", "junit", "checkstyle"] {
            let run = try BuiltProducts.run("storyflow", ["check", "--format", format, path])
            #expect(run.status == 1)
            #expect(run.output.contains("9B") || run.output.contains("9b"), "\(format)")
            #expect(!hasLiveControls(run.output), "\(format)")
        }
    }

    /// Well-formed XML cannot hold C0 controls (not even as references), so a flow brings C1 controls and
    /// bidirectional overrides; a script, plain text, brings ESC and BEL.
    @Test func runShowsTitlesEventsAndScriptLinesWithoutTheirControls() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            #"""
            <?xml version="1.0"?><flow version="1" name="N&#x9B;2J" initial="nav"><navigationController id="nav"><root \#
            scene="a"/></navigationController><viewController id="a" title="T&#x9D;0;x&#x9C;&#x202E;"><button title="B&#x9B;1m"><segue id="S&#x9B;5m" \#
            kind="show" destination="b"/></button></viewController><viewController id="b" title="Next&#x2066;"/></flow>
            """#,
            to: "titles.flow.xml"
        )
        let script = try scratch.write("tap 1\n# note \u{1B}]0;x\u{07}\ntap \u{1B}[2J\nevents\nscenes\n", to: "walk.txt")
        let run = try BuiltProducts.run("storyflow", ["run", path, "--script", script, "--plain"])
        #expect(!hasLiveControls(run.output))
        #expect(!hasLiveControls(run.errors))
        #expect(run.output.contains("prepare(for: S\\u{9B}5m)"))
        #expect(run.output.contains("> tap ␛[2J"))
    }

    @Test func aPathWithControlsIsShownInErrors() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "no-such-\u{1B}[2J.flow.xml"])
        #expect(run.status == 2)
        #expect(run.errors.contains("no-such-␛[2J.flow.xml"))
        #expect(!hasLiveControls(run.errors))
    }
}
