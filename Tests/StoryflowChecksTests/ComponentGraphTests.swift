import StoryflowChecks
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
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
        var random = SplitMix64(seed: 8)
        for _ in 0..<40 {
            let count = 5 + random.below(60)
            var text = "<flow version=\"1\" initial=\"s0\">\n"
            for scene in 0..<count {
                text += "<viewController id=\"s\(scene)\">"
                for _ in 0..<random.below(3) {
                    text += "<button title=\"Go\"><segue kind=\"show\" destination=\"s\(random.below(count))\"/></button>"
                }
                text += "</viewController>\n"
            }
            let graph = try graph(text + "</flow>")
            // Pairs in a shuffled order: each question's scenes must come back grouped, in the order given.
            var sources: [(query: Int, scene: Int)] = []
            var targets: [(query: Int, scene: Int)] = []
            for query in 0..<70 {
                for _ in 0..<random.below(4) { sources.append((query, random.below(count))) }
                for _ in 0..<(1 + random.below(4)) { targets.append((query, random.below(count))) }
            }
            sources.shuffle(using: &random)
            targets.shuffle(using: &random)
            let queries = ComponentGraph.Queries(count: 70, sources: sources, targets: targets)
            let answers = ComponentGraph(graph).answer(queries)
            #expect(answers.reached.count == targets.count)
            for query in 0..<70 {
                let given = sources.filter { $0.query == query }.map(\.scene)
                #expect(Array(queries.sources(of: query)) == given)
                let positions = targets.indices.filter { targets[$0].query == query }
                #expect(Array(queries.targetPositions(of: query)) == positions)
                let walked = graph.reachable(afterAnyOf: given)
                for position in positions {
                    #expect(answers.reached[position] == walked[targets[position].scene])
                }
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

        // One question per unwind segue, from the scene declaring its action to the segue's own scene.
        var declaring: [(query: Int, scene: Int)] = []
        var unwinding: [(query: Int, scene: Int)] = []
        for scene in graph.scenes.indices {
            graph.forEachSegue(ofScene: scene) { edgeIndex, segue in
                guard let action = segue.unwindAction else { return }
                declaring.append((unwinding.count, graph.index(of: "s" + action.dropFirst("back".count))!))
                unwinding.append((unwinding.count, graph.edges[edgeIndex].source))
            }
        }
        let answers = ComponentGraph(graph).answer(.init(count: unwinding.count, sources: declaring, targets: unwinding))
        #expect(answers.reached.count { !$0 } == expected)
        #expect(answers.visits <= 2 * (graph.scenes.count + graph.edges.count))
    }
}
