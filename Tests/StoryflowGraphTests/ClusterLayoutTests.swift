@testable import StoryflowGraph
import StoryflowReader
import Testing

/// Which containers hold which scenes in a picture.
struct ClusterLayoutTests {
    @Test func aRelationshipCycleStillDrawsEveryContainerAndScene() throws {
        // The tab bar's first tab is a navigation controller whose root is the tab bar again (`check` reports it).
        let flow = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="nav" title="Home"/><tab scene="home" title="Other"/></tabBarController>
              <navigationController id="nav"><root scene="tabs"/></navigationController>
              <viewController id="home" title="Home"/>
            </flow>
            """
        let picture = FlowPicture(document: try #require(FlowLoader.load(string: flow).document))
        #expect(picture.topClusters == ["tabs"])
        #expect(picture.clusters.map(\.members) == [["nav", "home"], []])
        #expect(GraphFormat.text.render(picture).contains("home \"Home\""))
    }
}
