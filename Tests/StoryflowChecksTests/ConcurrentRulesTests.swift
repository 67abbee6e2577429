import StoryflowModel
import StoryflowReader
import Testing

@testable import StoryflowChecks

/// Large documents have their graph's edges collected and their rules run on several threads (each other rule on
/// its own, the scene rules on ranges of the scenes): the graph is the one built on one thread, and the findings
/// are exactly those of running each rule in turn.
@Suite struct ConcurrentRulesTests {
    @Test func rulesOnAllCoresFindWhatRulesInTurnFind() throws {
        let document = try largeDocument()
        #expect(document.scenes.count >= FlowChecker.concurrentSceneCount)
        let checker = FlowChecker()
        let graph = FlowGraph(document)
        let inTurn = checker.rules.flatMap { $0.check(document, graph: graph) }.sorted()
        let found = checker.check(document)
        #expect(found == inTurn)
        let rules = Set(found.map(\.rule))
        #expect(
            rules.isSuperset(of: ["unknown-destination", "prototype-cell-missing-reuse-identifier", "manual-segue-missing-identifier", "unreachable-scene"]))
    }

    @Test func sceneRangesCoverTheScenesInOrder() {
        for count in [0, 1, 2, 7, 8, 9, 10_050, 100_001] {
            let ranges = CheckTuning.sceneRanges(count)
            #expect(ranges.count == max(1, min(CheckTuning.sceneRangeCount, count)))
            #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(ranges.allSatisfy { $0.count == count / ranges.count || $0.count == count / ranges.count + 1 })
        }
    }

    @Test func graphBuiltOnAllCoresIsTheGraphBuiltOnOne() throws {
        let document = try largeDocument()
        let concurrent = FlowGraph(document, concurrentSceneCount: 0)
        let single = FlowGraph(document, concurrentSceneCount: .max)
        #expect(concurrent.edges.count == single.edges.count)
        #expect(concurrent.edges.count > document.scenes.count)
        for (left, right) in zip(concurrent.edges, single.edges) {
            #expect(left.kind == right.kind && left.source == right.source && left.destination == right.destination)
            #expect(left.ordinal == right.ordinal && left.flags == right.flags && left.location == right.location)
        }
        for scene in document.scenes.indices {
            #expect(concurrent.outgoing(scene) == single.outgoing(scene))
            #expect(Array(concurrent.incoming(scene)) == Array(single.incoming(scene)))
        }
        #expect(concurrent.isReachable == single.isReachable)
        #expect(concurrent.showContexts == single.showContexts)
        #expect(concurrent.initialScene == single.initialScene)
    }

    /// A flow of a little over `FlowChecker.concurrentSceneCount` scenes with findings of several rules.
    private func largeDocument() throws -> FlowDocument {
        let sceneCount = FlowChecker.concurrentSceneCount + 50
        var xml = #"<flow version="1" initial="nav">"# + "\n"
        xml += #"  <navigationController id="nav"><root scene="s0"/></navigationController>"# + "\n"
        for index in 0..<sceneCount {
            // Every 97th segue names a missing scene, every 89th scene is a table whose prototype lacks a reuse
            // identifier, every 83rd manual segue has no identifier, and the last scenes are unreachable.
            let destination = index % 97 == 96 ? "missing\(index)" : "s\(index + 1 < sceneCount - 20 ? index + 1 : index)"
            if index % 89 == 88 {
                xml +=
                    #"""
                      <tableViewController id="s\#(index)"><tableView content="prototypes"><prototype><segue kind="show" \#
                    destination="\#(destination)"/></prototype></tableView></tableViewController>
                    """#
                    + "\n"
            } else {
                let manual = index % 83 == 82 ? #"<segue kind="show" destination="s0"/>"# : ""
                xml +=
                    #"""
                      <viewController id="s\#(index)"><button title="Next"><segue kind="show" \#
                    destination="\#(destination)"/></button>\#(manual)</viewController>
                    """#
                    + "\n"
            }
        }
        xml += "</flow>\n"
        return try #require(FlowLoader.load(string: xml, file: "large.flow.xml").document)
    }
}
