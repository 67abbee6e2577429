import StoryflowModel

/// Two scenes that code would instantiate by the same storyboard identifier.
public struct DuplicateStoryboardIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-storyboard-identifier",
        severity: .warning,
        summary: "Two scenes share a storyboard identifier.",
        rationale: """
            `instantiateViewController(withIdentifier:)` returns one scene per identifier, so the other scene \
            can never be instantiated by it. Give each scene its own `storyboardIdentifier`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var result: [Diagnostic] = []
        let scenes = graph.scenes
        for index in scenes.indices {
            guard let identifier = scenes[index].storyboardIdentifier, !identifier.isEmpty else { continue }
            if let earlier = first[identifier] {
                result.append(
                    Self.description.diagnostic(
                        at: scenes[index].location,
                        """
                        the storyboard identifier `\(identifier)` is already used by scene \(Dialect.name(of: scenes[earlier], in: graph.format)) at line \
                        \(scenes[earlier].location.line); `instantiateViewController(withIdentifier:)` cannot tell them apart, so give this scene its own \
                        identifier
                        """
                    ))
            } else {
                first[identifier] = index
            }
        }
        return result
    }
}
