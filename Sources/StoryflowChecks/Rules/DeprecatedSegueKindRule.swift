import StoryflowModel

/// Apple's iOS 5–7 segue kinds, replaced by adaptive ones in iOS 8.
public struct DeprecatedSegueKindRule: EdgeRule {
    public static let description = RuleDescription(
        id: "deprecated-segue-kind",
        severity: .warning,
        summary: "The segue kinds push, modal and replace are deprecated; use show, present and showDetail.",
        rationale: """
            Legacy segues do not adapt to the container they run in: a legacy `push` throws outside a \
            navigation controller, and `replace` only works in an iPad split view. The adaptive kinds do the \
            same thing where the old ones worked and something sensible elsewhere.
            """
    )

    public init() {}

    public func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic? {
        guard case .segue(let kind) = edge.kind, let replacement = kind.modernReplacement else { return nil }
        return Self.description.diagnostic(
            at: edge.location,
            """
            `\(kind.rawValue)` segues are deprecated since iOS 8: \(Dialect.changeSegueKind(to: replacement, in: graph.format)), which behaves the same where \
            `\(kind.rawValue)` worked and adapts elsewhere
            """
        )
    }
}
