import Dispatch
import StoryflowModel
import Synchronization

/// Runs rules on flow documents.
public struct FlowChecker: Sendable {
    /// The rules that run, in registry order.
    public let rules: [any Rule]

    /// Documents with at least this many scenes have their rules run on all cores (each rule reads the document
    /// and the graph, and writes only its own findings); smaller ones on the calling thread.
    public static let concurrentSceneCount = 10_000

    /// A checker running the rules of `types` (by default every registered rule).
    public init(rules types: [any Rule.Type] = RuleRegistry.all) {
        rules = types.map { $0.init() }
    }

    /// Every diagnostic the rules find in `document`, sorted by location. The graph is built once.
    public func check(_ document: FlowDocument) -> [Diagnostic] {
        let graph = FlowGraph(document)
        var diagnostics: [Diagnostic] = []
        if document.scenes.count >= Self.concurrentSceneCount {
            let rules = rules
            let found = Mutex([[Diagnostic]](repeating: [], count: rules.count))
            DispatchQueue.concurrentPerform(iterations: rules.count) { index in
                let diagnostics = rules[index].check(document, graph: graph)
                found.withLock { $0[index] = diagnostics }
            }
            diagnostics = found.withLock { $0.flatMap { $0 } }
        } else {
            for rule in rules { diagnostics += rule.check(document, graph: graph) }
        }
        diagnostics.sort()
        return diagnostics
    }
}
