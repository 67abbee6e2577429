@testable import StoryflowWalks
import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowTerminal
import Testing

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
        #expect(plan.unwalkable.first?.hasPrefix("the initial scene `t0` cannot be shown") == true)
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
        for index in 0..<500 { text += #"<viewController id="s\#(index)"><button title="Next"><segue kind="show" destination="s\#(index + 1)"/></button></viewController>"# }
        text += #"<viewController id="s500"/></flow>"#
        let plan = WalkPlan(document: try document(text), strategy: .segues, maximumDepth: 50)
        #expect(plan.shownSceneCount == 51)
        #expect(plan.walks.map(\.stepCount).reduce(0, +) == 50)
        #expect(plan.unwalkable.contains("scene `s51` (line 1): its way in from `s50` is more than 50 steps from the launch (--max-depth)"))
        #expect(plan.unwalkable.contains("449 more scenes can be reached only through the scenes above"))
    }

    @Test(arguments: ["Add\u{00A0}Item", "Add\u{3000}Item", "‘quoted’", "'single", "“curly”", "back\\slash", "a \"quote\"", "#hash", "42", "accessory", "Row", "plain"])
    func namesAreQuotedSoTheStepperReadsThemBack(name: String) throws {
        let command = try StepperParser.parse("tap " + ScreenGestures.quoted(name))
        #expect(command == .tap(.name(name)))
    }
}
