import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowTerminal
import Testing

@testable import StoryflowWalks

/// Flows built to make the planner do too much: each is planned in bounded work and said to be unwalkable where the
/// runtime would refuse it, and names the stepper must read back survive quoting.
@MainActor
struct HostileFlowTests {
    func document(_ text: String) throws -> FlowDocument {
        try #require(FlowLoader.load(string: text, file: "hostile.flow.xml").document)
    }

    /// Forty tab bars, each holding the next twice: 2^40 controllers if nothing stopped it.
    static let doublingTabBars: String = {
        var text = #"<flow version="1" name="Doubling" initial="t0">"#
        for level in 0..<40 {
            text += #"<tabBarController id="t\#(level)"><tab scene="t\#(level + 1)" title="A"/><tab scene="t\#(level + 1)" title="B"/></tabBarController>"#
        }
        return text + #"<viewController id="t40" title="End"/></flow>"#
    }()

    @Test func containersThatMultiplyAreRefusedByThePlannerAndTheRuntimeAlike() throws {
        let plan = WalkPlan(document: try document(Self.doublingTabBars), strategy: .segues)
        #expect(plan.walks.isEmpty)
        #expect(plan.unwalkable.first?.hasPrefix("making the initial scene raises the runtime's error") == true, "\(plan.unwalkable)")
        let launch = Application(storyboard: try Storyboard(string: Self.doublingTabBars)).launch()
        #expect(launch.contains { $0.event == .error && ($0.message ?? "").contains("after 10000 controllers were made for one scene") })
    }

    @Test func aSegueToATooLargeTabBarIsUnwalkableWithTheRuntimesReason() throws {
        var text = #"<flow version="1" name="Large" initial="home"><viewController id="home">"#
        for index in 0..<50 { text += #"<button title="B\#(index)"><segue kind="present" destination="tabs"/></button>"# }
        text += #"</viewController><tabBarController id="tabs">"#
        for index in 0..<10_001 { text += #"<tab scene="c\#(index)" title="T\#(index)"/>"# }
        text += "</tabBarController>" + (0..<10_001).map { #"<viewController id="c\#($0)"/>"# }.joined() + "</flow>"
        let plan = WalkPlan(document: try document(text), strategy: .segues)
        #expect(plan.segueCount == 0)
        #expect(plan.unwalkableSegueCount == 50)
        #expect(plan.unwalkable.contains { $0.contains("making its destination raises the runtime's error") && $0.contains("more than 10000 controllers") })
    }

    @Test func aLongChainIsSearchedToTheDepthLimitAndSaysSo() throws {
        var text = #"<flow version="1" name="Chain" initial="nav"><navigationController id="nav"><root scene="s0"/></navigationController>"#
        for index in 0..<500 {
            text += #"<viewController id="s\#(index)"><button title="Next"><segue kind="show" destination="s\#(index + 1)"/></button></viewController>"#
        }
        text += #"<viewController id="s500"/></flow>"#
        let plan = WalkPlan(document: try document(text), strategy: .segues, maximumDepth: 50)
        #expect(plan.shownSceneCount == 51)
        #expect(plan.walks.map(\.stepCount).reduce(0, +) == 50)
        #expect(plan.unwalkable.contains("scene `s51` (line 1): its way in from `s50` is more than 50 steps from the launch (--max-depth)"))
        #expect(plan.unwalkable.contains("449 more scenes can be reached only through the scenes above"))
    }

    @Test func namesThatWouldActOnATerminalAreNeverWrittenIntoAWalk() throws {
        let text = """
            <flow version="1" name="Escapes" initial="nav">
              <navigationController id="nav"><root scene="home"/></navigationController>
              <viewController id="home" title="Home">
                <button title="Ask"><segue kind="present" destination="ask"/></button>
                <segue id="go\u{9B}2J" kind="show" destination="next"/>
              </viewController>
              <alertController id="ask" title="Ask">
                <action title="Yes\u{202E}"><segue kind="show" destination="next"/></action>
                <action title="No\u{85}" style="cancel"/>
              </alertController>
              <viewController id="next" title="Next"/>
            </flow>
            """
        let plan = WalkPlan(document: try document(text), strategy: .segues)
        let script = WalkScripts.combined(plan, heading: plan.unwalkable)
        // XML holds C1 controls (U+009B is CSI) and bidirectional overrides, not C0 controls such as ESC.
        #expect(!script.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x85 || $0.value == 0x202E })
        #expect(plan.unwalkable.contains { $0.contains("its identifier holds control characters a walk cannot write") })
        #expect(script.contains("tap Ask"))
    }

    @Test(arguments: [
        "Add\u{00A0}Item", "Add\u{3000}Item", "‘quoted’", "'single", "“curly”", "back\\slash", "a \"quote\"", "#hash", "42", "accessory", "Row", "plain",
        "INTO", "Of", "row2", "0", "a-b.c", "x#y", "it's", "é", "List 0", " lead", "trail ", "say \"hi\" \\ bye",
    ])
    func namesAreQuotedSoTheStepperReadsThemBack(name: String) throws {
        let command = try StepperParser.parse("tap " + ScreenGestures.quoted(name))
        #expect(command == .tap(.name(name)))
    }

    @Test func theByteRuleForQuotingAgreesWithTheCharacterRule() {
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        var names = printable + printable.flatMap { first in printable.map { first + $0 } }
        names += ["accessory", "ACCESSORY", "Row", "rOw", "of", "OF", "into", "Into", "rows", "onto", "007", "0x1", "#tag", "'q", "a'b", "List 0", "a \"b\""]
        for name in names {
            let fast = ScreenGestures.needsQuotesIfPrintableASCII(name)
            #expect(fast == ScreenGestures.needsQuotes(name), "\(name)")
        }
        #expect(ScreenGestures.needsQuotesIfPrintableASCII("a\tb") == nil && ScreenGestures.needsQuotesIfPrintableASCII("é") == nil)
        // Quoting printable ASCII byte by byte writes what quoting it character by character writes.
        for name in names {
            let characterByCharacter =
                ScreenGestures.needsQuotes(name) ? "\"" + name.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined() + "\"" : name
            #expect(ScreenGestures.quoted(name) == characterByCharacter, "\(name)")
        }
        #expect(ScreenGestures.needsQuotesIfPrintableASCII("") == nil)
    }
}
