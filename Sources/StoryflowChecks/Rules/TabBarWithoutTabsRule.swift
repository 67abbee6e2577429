import StoryflowModel

/// A tab bar controller with no tabs.
public struct TabBarWithoutTabsRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-without-tabs",
        severity: .warning,
        summary: "A tab bar controller has no tabs.",
        rationale: """
            A tab bar controller without view controllers shows an empty tab bar and nothing above it. Add \
            <tab scene="..."/> elements.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let scenes = graph.scenes
        return graph.scenes(.tabBarController, without: .tab).map { index in
            Self.description.diagnostic(
                at: scenes[index].location,
                graph.format == .storyboard
                    ? """
                    tab bar controller \(Dialect.name(of: scenes[index], in: graph.format)) has no tabs, so it shows an empty tab bar: Control-drag from \
                    it to each tab's scene and choose Relationship Segue › view controllers
                    """
                    : "tab bar controller `\(scenes[index].id)` has no tabs, so it shows an empty tab bar: add <tab scene=\"...\"/> elements"
            )
        }
    }
}
