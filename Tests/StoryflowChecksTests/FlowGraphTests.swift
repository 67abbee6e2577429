import Foundation
import StoryflowChecks
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// The shared graph view, and checking many files at once.
@Suite struct FlowGraphTests {
    private func graph(_ text: String) throws -> FlowGraph {
        FlowGraph(try #require(FlowLoader.load(string: text).document))
    }

    @Test func showContextsFollowEveryPathFromTheInitialScene() throws {
        let graph = try graph(
            """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="nav" title="A"/><tab scene="plain" title="B"/></tabBarController>
              <navigationController id="nav"><root scene="list"/></navigationController>
              <viewController id="list">
                <button title="Go"><segue kind="show" destination="shared"/></button>
                <containerView><segue kind="embed" destination="child"/></containerView>
              </viewController>
              <viewController id="plain"><button title="Go"><segue kind="show" destination="shared"/></button></viewController>
              <viewController id="shared"><button title="Up"><segue kind="present" destination="modal"/></button></viewController>
              <viewController id="child"/>
              <viewController id="modal"/>
              <viewController id="loose" storyboardIdentifier="Loose"/>
            </flow>
            """)
        func context(_ id: String) -> FlowGraph.ShowContext { graph.showContexts[graph.index(of: id)!] }
        #expect(context("list") == .navigation)
        #expect(context("child") == .navigation)
        #expect(context("plain") == FlowGraph.ShowContext.none)
        #expect(context("shared") == [.navigation, .none])
        #expect(context("modal") == FlowGraph.ShowContext.none)
        #expect(context("loose").isEmpty)
        #expect(graph.isReachable.allSatisfy { $0 })
    }

    @Test func backEdgesCloseCyclesOnly() throws {
        let graph = try graph(
            """
            <flow version="1" initial="a">
              <viewController id="a"><button title="1"><segue kind="present" destination="b"/></button></viewController>
              <viewController id="b">
                <button title="2"><segue kind="present" destination="c"/></button>
                <button title="3"><segue kind="present" destination="c"/></button>
              </viewController>
              <viewController id="c"><button title="4"><segue kind="present" destination="a"/></button></viewController>
            </flow>
            """)
        let back = graph.backEdges { _ in true }
        #expect(back.map { graph.scenes[graph.edges[$0].source].id } == ["c"])
        #expect(graph.reachable(afterAnyOf: [graph.index(of: "c")!]).allSatisfy { $0 })
    }

    @Test func edgesAndTheInitialSceneResolveToTheFirstSceneOfADuplicatedID() throws {
        let graph = try graph(
            """
            <flow version="1" initial="a">
              <viewController id="a" title="first"><button title="Go"><segue kind="present" destination="b"/></button></viewController>
              <navigationController id="b"><root scene="a"/></navigationController>
              <viewController id="a" title="second"/>
              <viewController id="b"><button title="Lost"><segue kind="present" destination="nowhere"/></button></viewController>
            </flow>
            """)
        #expect(graph.initialScene == 0)
        #expect(graph.index(of: "a") == 0)
        #expect(graph.index(of: "b") == 1)
        #expect(graph.index(of: "nowhere") == nil)
        #expect(graph.edges.map(\.destination) == [1, 0, nil])
        #expect(graph.edges.map(\.namesUnknownScene) == [false, false, true])
        #expect(Array(graph.incoming(0)) == [1])
        #expect(graph.incoming(2).isEmpty)
    }

    /// The compact edges agree with the model on every flow of the repository: per scene, `Scene.segues` then the
    /// relationships, with the flags the rules read; incoming edges are exactly the edges arriving at each scene.
    @Test func edgesMatchTheModelOnEveryFlow() throws {
        let folders = ["Flows", "Flows/broken"]
        var files: [URL] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)
            files += names.filter { $0.hasSuffix(".flow.xml") }.sorted().map { Repository.url(folder).appendingPathComponent($0) }
        }
        files += Fixtures.allStoryboards.map { URL(fileURLWithPath: $0) } + StoryboardCorpus.entries.map(\.url)
        #expect(files.count > 30)
        var checkedEdges = 0
        for file in files {
            guard let document = try FlowLoader.load(contentsOf: file.path).document else { continue }
            let graph = FlowGraph(document)
            var arriving = Array(repeating: [Int](), count: graph.scenes.count)
            for (index, edge) in graph.edges.enumerated() { if let destination = edge.destination { arriving[destination].append(index) } }
            for (index, scene) in document.scenes.enumerated() {
                let segues = scene.segues, relationships = scene.relationships
                let outgoing = graph.outgoing(index)
                #expect(outgoing.count == segues.count + relationships.count, "\(file.lastPathComponent) \(scene.id)")
                var walked: [Segue] = []
                graph.forEachSegue(ofScene: index) { edgeIndex, segue in
                    #expect(edgeIndex == outgoing.lowerBound + walked.count)
                    walked.append(segue)
                }
                #expect(walked == segues)
                for (position, segue) in segues.enumerated() {
                    let edge = graph.edges[outgoing.lowerBound + position]
                    #expect(edge.kind == .segue(segue.kind) && edge.source == index && edge.ordinal == position)
                    #expect(edge.location == segue.location)
                    #expect(edge.destination == segue.destination.flatMap(graph.index(of:)))
                    #expect(edge.namesUnknownScene == (edge.destination == nil && !(segue.destination ?? "").isEmpty))
                    #expect(edge.hasIdentifier == !(segue.identifier ?? "").isEmpty)
                    #expect(edge.hasCustomClass == !(segue.customClass ?? "").isEmpty)
                    #expect(edge.isManual == (position >= segues.count - scene.manualSegues.count))
                    checkedEdges += 1
                }
                for (position, relationship) in relationships.enumerated() {
                    let edge = graph.edges[outgoing.lowerBound + segues.count + position]
                    #expect(edge.kind == .relationship(relationship.kind) && edge.ordinal == position)
                    #expect(edge.destination == graph.index(of: relationship.destination))
                    checkedEdges += 1
                }
                #expect(Array(graph.incoming(index)) == arriving[index])
            }
        }
        #expect(checkedEdges > (StoryboardCorpus.isAvailable ? 500 : 80))
    }

    @Test func containerViewSeguesAreMarkedWhereverTheContainerIs() throws {
        let graph = try graph(
            """
            <flow version="1" initial="a">
              <viewController id="a">
                <view><containerView><segue kind="embed" destination="b"/></containerView></view>
                <tableView content="static">
                  <section><cell><containerView><segue kind="embed" destination="b"/></containerView></cell></section>
                </tableView>
                <button title="Go"><segue kind="embed" destination="b"/></button>
                <segue id="manual" kind="show" destination="b"/>
              </viewController>
              <viewController id="b"/>
            </flow>
            """)
        #expect(graph.edges.map(\.startsInContainerView) == [true, true, false, false])
        #expect(graph.edges.map(\.isManual) == [false, false, false, true])
    }

    /// An edge is a few numbers: copying one never touches a reference count, and a million take 28 MB.
    @Test func edgesAreSmallPlainValues() {
        #expect(MemoryLayout<FlowGraph.Edge>.stride == 28)
        #expect(_isPOD(FlowGraph.Edge.self))
    }

    @Test func manyFilesAreCheckedConcurrentlyInADeterministicOrder() throws {
        let scratch = try Scratch()
        var files: [String] = []
        for index in 0..<40 {
            files.append(try scratch.write(index.isMultiple(of: 2) ? SampleFlows.unreachableScene : SampleFlows.unknownDestination, to: "f\(index).flow.xml"))
        }
        let first = try Linter().lint(files: files)
        let second = try Linter().lint(files: files.reversed())
        #expect(first.diagnostics.count == 40)
        #expect(first.diagnostics == second.diagnostics)
        #expect(first.diagnostics == first.diagnostics.sorted())
        #expect(first.files == files)
    }
}
