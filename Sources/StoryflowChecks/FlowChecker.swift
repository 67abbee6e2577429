import StoryflowModel

/// Runs rules on flow documents.
public struct FlowChecker: Sendable {
    /// The rules that run, in registry order.
    public let rules: [any Rule]

    /// A checker running the rules of `types` (by default every registered rule).
    public init(rules types: [any Rule.Type] = RuleRegistry.all) {
        rules = types.map { $0.init() }
    }

    /// Every diagnostic the rules find in `document`, sorted by location. The graph is built once.
    public func check(_ document: FlowDocument) -> [Diagnostic] {
        let graph = FlowGraph(document)
        var diagnostics: [Diagnostic] = []
        for rule in rules { diagnostics += rule.check(document, graph: graph) }
        diagnostics.sort()
        return diagnostics
    }
}
