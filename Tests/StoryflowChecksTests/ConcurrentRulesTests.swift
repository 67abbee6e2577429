import Testing
import StoryflowChecks
import StoryflowModel
import StoryflowReader

/// Large documents have their rules run on all cores: the findings are exactly those of running each rule in
/// turn on one thread.
@Suite struct ConcurrentRulesTests {
    @Test func rulesOnAllCoresFindWhatRulesInTurnFind() throws {
        let sceneCount = FlowChecker.concurrentSceneCount + 50
        var xml = #"<flow version="1" initial="nav">"# + "\n"
        xml += #"  <navigationController id="nav"><root scene="s0"/></navigationController>"# + "\n"
        for index in 0..<sceneCount {
            // Every 97th segue names a missing scene, every 89th scene is a table whose prototype lacks a reuse
            // identifier, every 83rd manual segue has no identifier, and the last scenes are unreachable.
            let destination = index % 97 == 96 ? "missing\(index)" : "s\(index + 1 < sceneCount - 20 ? index + 1 : index)"
            if index % 89 == 88 {
                xml += #"  <tableViewController id="s\#(index)"><tableView content="prototypes"><prototype><segue kind="show" destination="\#(destination)"/></prototype></tableView></tableViewController>"# + "\n"
            } else {
                let manual = index % 83 == 82 ? #"<segue kind="show" destination="s0"/>"# : ""
                xml += #"  <viewController id="s\#(index)"><button title="Next"><segue kind="show" destination="\#(destination)"/></button>\#(manual)</viewController>"# + "\n"
            }
        }
        xml += "</flow>\n"
        let document = try #require(FlowLoader.load(string: xml, file: "large.flow.xml").document)
        #expect(document.scenes.count >= FlowChecker.concurrentSceneCount)
        let checker = FlowChecker()
        let graph = FlowGraph(document)
        let inTurn = checker.rules.flatMap { $0.check(document, graph: graph) }.sorted()
        let found = checker.check(document)
        #expect(found == inTurn)
        let rules = Set(found.map(\.rule))
        #expect(rules.isSuperset(of: ["unknown-destination", "prototype-cell-missing-reuse-identifier", "manual-segue-missing-identifier", "unreachable-scene"]))
    }
}
