import StoryflowModel
import StoryflowReader
import Testing

@testable import StoryflowWalks

/// Planning a flow large enough that what no walk reaches is written on another core while the walks are made.
@Suite struct LargeFlowPlanTests {
    /// A navigation stack of `count` scenes, each pushing the next (those more than the search's depth from the
    /// launch are not reached), every tenth also with a segue to a scene the flow lacks.
    static func flow(scenes count: Int) -> String {
        var text = #"<flow version="1" initial="nav"><navigationController id="nav"><root scene="s0"/></navigationController>"#
        for index in 0..<count {
            text += #"<viewController id="s\#(index)" title="S\#(index)">"#
            if index + 1 < count { text += #"<button title="Next"><segue kind="show" destination="s\#(index + 1)"/></button>"# }
            if index % 10 == 0 { text += #"<button title="Gone"><segue kind="show" destination="missing\#(index)"/></button>"# }
            text += "</viewController>"
        }
        return text + "</flow>"
    }

    @Test func theReportWrittenBesideTheWalksIsTheOneWrittenAfterThem() throws {
        let text = Self.flow(scenes: WalkPlan.concurrentReportSceneCount)
        let document = try #require(FlowLoader.load(string: text, file: "large.flow.xml").document)
        #expect(document.scenes.count >= WalkPlan.concurrentReportSceneCount)
        let plan = WalkPlan(document: document, strategy: .segues)
        let planner = try #require(WalkPlanner(document: document, maximumDepth: WalkPlan.defaultMaximumDepth))
        #expect(plan.unwalkable == UnwalkableReport(planner: planner).lines)
        #expect(plan.unwalkable.contains { $0.contains("missing10") })
        #expect(plan.unwalkable.contains { $0.contains("more than 200 steps") })
        #expect(!plan.walks.isEmpty)
    }
}
