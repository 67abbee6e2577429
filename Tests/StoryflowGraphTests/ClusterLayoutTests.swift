import StoryflowReader
import Testing

@testable import StoryflowGraph

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

    @Test func aDeepChainNestsEachContainerInTheOneBeforeAndACycleAtItsEndIsCut() throws {
        // Tab bars each holding the next, declared innermost first so that every placement looks up a deep
        // chain; the last holds the first, closing a cycle, and the relationship that closes it is left out.
        let depth = 3_000
        var flow = #"<flow version="1" initial="t0">"#
        for index in (0..<depth).reversed() {
            flow += #"<tabBarController id="t\#(index)"><tab scene="t\#((index + 1) % depth)" title="T"/></tabBarController>"#
        }
        flow += "</flow>"
        let picture = FlowPicture(document: try #require(FlowLoader.load(string: flow).document))
        let members = Dictionary(uniqueKeysWithValues: picture.clusters.map { ($0.id, $0.members) })
        #expect(members.count == depth)
        #expect((1..<depth).allSatisfy { members["t\($0)"] == ["t\(($0 + 1) % depth)"] })
        // t0 is declared last: by then it sits inside t1 (through the whole chain), so holding t1 would close the
        // cycle, and that relationship is left out.
        #expect(members["t0"] == [])
        #expect(picture.topClusters == ["t1"])
    }
}
