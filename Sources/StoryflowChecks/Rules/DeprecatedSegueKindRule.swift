import StoryflowModel

/// Apple's iOS 5–7 segue kinds, replaced by adaptive ones in iOS 8.
public struct DeprecatedSegueKindRule: EdgeRule {
    public static let description = RuleDescription(
        id: "deprecated-segue-kind",
        severity: .warning,
        summary: "The segue kinds push, modal, replace and the legacy popover are deprecated; use show, present, showDetail and popover.",
        rationale: """
            Legacy segues do not adapt to the container they run in: a legacy `push` throws outside a \
            navigation controller, `replace` only works in an iPad split view, and the legacy popover \
            (`kind="popover"` in a storyboard, `legacyPopover` in a flow) is built on `UIPopoverController`. The \
            adaptive kinds do the same thing where the old ones worked and something sensible elsewhere.
            """
    )

    public init() {}

    public func check(_ edge: FlowGraph.Edge, in graph: FlowGraph) -> Diagnostic? {
        guard case .segue(let kind) = edge.kind, let replacement = kind.modernReplacement else { return nil }
        // A storyboard writes the legacy popover as `popover`, the name a flow gives the modern one.
        let name = kind == .legacyPopover && graph.format == .storyboard ? "popover" : kind.rawValue
        return Self.description.diagnostic(
            at: edge.location,
            """
            `\(name)` segues are deprecated since iOS 8: \(Dialect.changeSegueKind(to: replacement, in: graph.format)), which behaves the same where \
            `\(name)` worked and adapts elsewhere
            """
        )
    }
}
