import Foundation
import StoryflowChecks
import StoryflowLint
import StoryflowModel
import StoryflowReader
import Testing

/// The shared graph view, and checking many files at once.
@Suite struct FlowGraphTests {
    private func graph(_ text: String) throws -> FlowGraph {
        FlowGraph(try #require(FlowLoader.load(string: text).document))
    }

    @Test func showContextsFollowEveryPathFromTheInitialScene() throws {
        let graph = try graph("""
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
        let graph = try graph("""
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

    @Test func manyFilesAreCheckedConcurrentlyInADeterministicOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for index in 0..<40 {
            files.append(try write(index.isMultiple(of: 2) ? flowWithUnreachableScene : flowWithUnknownDestination, to: "f\(index).flow.xml", in: folder))
        }
        let first = try Linter().lint(files: files)
        let second = try Linter().lint(files: files.reversed())
        #expect(first.diagnostics.count == 40)
        #expect(first.diagnostics == second.diagnostics)
        #expect(first.diagnostics == first.diagnostics.sorted())
        #expect(first.files == files)
    }
}
