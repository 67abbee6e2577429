import StoryflowChecks
import StoryflowModel
import StoryflowReader
import Testing

/// Components in topological order, many reachability questions answered at once, and the unwind rule staying
/// linear on large flows built to defeat it.
@Suite struct ComponentGraphTests {
    private func graph(_ text: String) throws -> FlowGraph {
        FlowGraph(try #require(FlowLoader.load(string: text).document))
    }

    @Test func componentsAreNumberedInTopologicalOrder() throws {
        let graph = try graph(
            """
            <flow version="1" initial="a">
              <viewController id="a"><button title="B"><segue kind="show" destination="b"/></button></viewController>
              <viewController id="b"><button title="C"><segue kind="show" destination="c"/></button></viewController>
              <viewController id="c">
                <button title="B"><segue kind="show" destination="b"/></button>
                <button title="D"><segue kind="present" destination="d"/></button>
              </viewController>
              <viewController id="d"><button title="D"><segue kind="present" destination="d"/></button></viewController>
              <viewController id="e"/>
            </flow>
            """)
        let components = ComponentGraph(graph)
        func component(_ id: String) -> Int { components.component[graph.index(of: id)!] }
        #expect(components.count == 4)
        #expect(component("b") == component("c"))
        #expect(component("a") < component("b"))
        #expect(component("c") < component("d"))
        #expect(components.isCyclic[component("b")])
        #expect(components.isCyclic[component("d")])
        #expect(!components.isCyclic[component("a")])
        #expect(!components.isCyclic[component("e")])
        for edge in graph.edges {
            guard let destination = edge.destination else { continue }
            #expect(components.component[edge.source] <= components.component[destination])
        }
    }

    @Test func answersMatchOneWalkPerQueryOnRandomFlows() throws {
        var random = SplitMix(seed: 8)
        for _ in 0..<40 {
            let count = 5 + random.next(below: 60)
            var text = "<flow version=\"1\" initial=\"s0\">\n"
            for scene in 0..<count {
                text += "<viewController id=\"s\(scene)\">"
                for _ in 0..<random.next(below: 3) {
                    text += "<button title=\"Go\"><segue kind=\"show\" destination=\"s\(random.next(below: count))\"/></button>"
                }
                text += "</viewController>\n"
            }
            let graph = try graph(text + "</flow>")
            let queries = (0..<70).map { _ in
                ComponentGraph.Query(
                    sources: (0..<random.next(below: 4)).map { _ in random.next(below: count) },
                    targets: (0..<(1 + random.next(below: 4))).map { _ in random.next(below: count) }
                )
            }
            let answers = ComponentGraph(graph).answer(queries)
            for (number, query) in queries.enumerated() {
                let walked = graph.reachable(afterAnyOf: query.sources)
                #expect(answers.reached[number] == query.targets.map { walked[$0] })
            }
        }
    }

    /// 50,000 scenes in one chain of pushes, each declaring its own unwind action that a scene two steps on uses
    /// (found), and every 100th also unwinding to an action declared further on (not found). One walk per action
    /// would visit about 1.25 billion scenes; the batched passes visit each scene and edge about once.
    @Test func unwindRuleStaysLinearOnALongChainWithManyActions() throws {
        let count = 50_000
        var text = "<flow version=\"1\" initial=\"nav\">\n<navigationController id=\"nav\"><root scene=\"s0\"/></navigationController>\n"
        var expected = 0
        for scene in 0..<count {
            text += "<viewController id=\"s\(scene)\"><unwindAction name=\"back\(scene)\"/>"
            if scene + 1 < count { text += "<button title=\"Next\"><segue kind=\"show\" destination=\"s\(scene + 1)\"/></button>" }
            if scene >= 2 { text += "<button title=\"Back\"><segue kind=\"unwind\" action=\"back\(scene - 2)\"/></button>" }
            if scene % 100 == 0, scene + 5 < count {
                text += "<button title=\"Ahead\"><segue kind=\"unwind\" action=\"back\(scene + 5)\"/></button>"
                expected += 1
            }
            text += "</viewController>\n"
        }
        let document = try #require(FlowLoader.load(string: text + "</flow>").document)
        let graph = FlowGraph(document)
        let findings = UnwindActionNotFoundRule().check(document, graph: graph)
        #expect(findings.count == expected)

        var unwinds: [String: [Int]] = [:]
        var order: [String] = []
        for scene in graph.scenes.indices {
            graph.forEachSegue(ofScene: scene) { edgeIndex, segue in
                guard let action = segue.unwindAction else { return }
                if unwinds[action] == nil { order.append(action) }
                unwinds[action, default: []].append(graph.edges[edgeIndex].source)
            }
        }
        let answers = ComponentGraph(graph).answer(
            order.map { action in
                ComponentGraph.Query(sources: [graph.index(of: "s" + action.dropFirst("back".count))!], targets: unwinds[action]!)
            })
        #expect(answers.reached.joined().count { !$0 } == expected)
        #expect(answers.visits <= 2 * (graph.scenes.count + graph.edges.count))
    }
}

/// A small deterministic random number generator, so the random flows are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
