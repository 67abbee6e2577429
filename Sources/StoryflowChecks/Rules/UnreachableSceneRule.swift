import StoryflowModel

/// A scene nothing leads to and code cannot instantiate.
public struct UnreachableSceneRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-scene",
        severity: .warning,
        summary: "Scene is unreachable due to lack of entry points and has no storyboard identifier.",
        rationale: """
            A scene that is not the initial scene, has no incoming segue or relationship, and has no \
            `storyboardIdentifier` for `instantiateViewController(withIdentifier:)` can never appear (Xcode \
            warns about it too). Connect it, give it an identifier, or delete it. Scenes entered only from such \
            scenes (the root of an orphaned navigation controller) are reported too, naming the scenes they are \
            entered from; a scene entered only through `instantiateViewController(withIdentifier:)` is reachable, \
            and so is everything it leads to.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for index in graph.scenes.indices where !graph.isReachable[index] {
            let scene = graph.scenes[index]
            let name = Dialect.name(of: scene, in: graph.format)
            let identify = graph.format == .storyboard ? "a Storyboard ID in the Identity inspector" : "a `storyboardIdentifier`"
            var entries: [String] = []
            var seen: Set<String> = []
            for edgeIndex in graph.incoming(index) {
                let source = graph.edges[edgeIndex].source
                if source != index, seen.insert(graph.scenes[source].id).inserted { entries.append(Dialect.name(of: graph.scenes[source], in: graph.format)) }
            }
            guard entries.isEmpty else {
                // The names carry their own quoting (`Dialect.name`).
                let shownNames = entries.prefix(DiagnosticLimits.namesInMessage).joined(separator: ", ")
                let names =
                    entries.count > DiagnosticLimits.namesInMessage ? "\(shownNames) and \(entries.count - DiagnosticLimits.namesInMessage) more" : shownNames
                result.append(
                    Self.description.diagnostic(
                        at: scene.location,
                        """
                        Scene \(name) is unreachable: it is entered only from \(names), which cannot be reached either; connect a segue to the first scene of \
                        the group, give one \(identify), or remove them
                        """
                    ))
                continue
            }
            result.append(
                Self.description.diagnostic(
                    at: scene.location,
                    """
                    Scene \(name) is unreachable due to lack of entry points and does not have an identifier for runtime access via \
                    instantiateViewController(withIdentifier:): connect a segue or relationship to it, give it \(identify), or remove it
                    """
                ))
        }
        return result
    }
}
