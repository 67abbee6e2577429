import StoryflowModel

/// More tabs than an iPhone tab bar shows.
public struct TooManyTabsRule: Rule {
    /// The most tabs a compact-width tab bar shows without a "More" tab.
    static let visibleTabs = 5

    public static let description = RuleDescription(
        id: "too-many-tabs",
        severity: .note,
        summary: "A tab bar controller has more than five tabs; an iPhone shows a \"More\" tab.",
        rationale: """
            In compact width a tab bar shows at most five items: with six or more, UIKit shows the first four \
            and a "More" tab listing the rest in a table, which is easy to miss. Consider fewer tabs.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let scenes = graph.scenes
        for index in scenes.indices where scenes[index].kind == .tabBarController {
            let count = graph.outgoing(index).count { graph.edges[$0].kind == .relationship(.tab) }
            guard count > Self.visibleTabs else { continue }
            result.append(
                Self.description.diagnostic(
                    at: scenes[index].location,
                    """
                    tab bar controller \(Dialect.name(of: scenes[index], in: graph.format)) has \(count) tabs; on iPhone only the first \
                    \(Self.visibleTabs - 1) show and the other \(count - Self.visibleTabs + 1) move under a \"More\" tab
                    """
                ))
        }
        return result
    }
}
