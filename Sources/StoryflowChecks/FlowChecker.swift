import Dispatch
import StoryflowModel
import Synchronization

/// Runs rules on flow documents.
public struct FlowChecker: Sendable {
    /// The rules that run, in registry order.
    public let rules: [any Rule]

    /// Documents with at least this many scenes have their rules run on all cores (each rule reads the document
    /// and the graph, and writes only its own findings); smaller ones on the calling thread.
    public static var concurrentSceneCount: Int { CheckTuning.concurrentSceneCount }

    /// A checker running the rules of `types` (by default every registered rule).
    public init(rules types: [any Rule.Type] = RuleRegistry.all) {
        rules = types.map { $0.init() }
    }

    /// Every diagnostic the rules find in `document`, sorted by location. The graph is built once.
    public func check(_ document: FlowDocument) -> [Diagnostic] {
        run(rules, on: document).sorted()
    }

    /// A pass that runs this checker's scene rules on each scene as a reader produces it, for `check(_:after:)`
    /// (give its `visit` to the reader).
    public func scenePass() -> ScenePass {
        ScenePass(rules: rules.compactMap(\.sceneRule))
    }

    /// Every diagnostic the rules find in `document`, sorted by location, for a document read with `pass`
    /// visiting its scenes: the scene rules' findings are the pass's, the other rules run on the outlines.
    /// Finds the same as `check(_:)` on the whole document.
    public func check(_ document: FlowDocument, after pass: ScenePass) -> [Diagnostic] {
        (pass.diagnostics + run(rules.filter { $0.sceneRule == nil }, on: document)).sorted()
    }

    private func run(_ rules: [any Rule], on document: FlowDocument) -> [Diagnostic] {
        let graph = FlowGraph(document)
        guard document.scenes.count >= Self.concurrentSceneCount else {
            return rules.flatMap { $0.check(document, graph: graph) }
        }
        let found = Mutex([[Diagnostic]](repeating: [], count: rules.count))
        DispatchQueue.concurrentPerform(iterations: rules.count) { index in
            let diagnostics = rules[index].check(document, graph: graph)
            found.withLock { $0[index] = diagnostics }
        }
        return found.withLock { $0.flatMap { $0 } }
    }
}
