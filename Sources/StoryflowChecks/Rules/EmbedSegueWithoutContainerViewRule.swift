import StoryflowModel

/// An embed segue that does not start from a container view.
public struct EmbedSegueWithoutContainerViewRule: Rule {
    public static let description = RuleDescription(
        id: "embed-segue-without-container-view",
        severity: .error,
        summary: "An embed segue must start from a container view.",
        rationale: """
            An embed segue adds its destination as a child view controller inside the container view it starts \
            from, when the scene loads; from a button, cell or bar button there is no view to embed into and it \
            never fires. Move the segue into a <containerView>, or use `show` or `present`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var examinedScene = -1
        var embedded: Set<SourceLocation> = []
        for edge in graph.edges where edge.kind == .segue(.embed) && !edge.startsInContainerView {
            // An embed segue declared elsewhere still counts if a container view's segue is at the same place.
            if edge.source != examinedScene {
                examinedScene = edge.source
                embedded.removeAll(keepingCapacity: true)
                graph.scenes.withElementInPlace(at: edge.source) { scene in
                    _ = scene.containsControl { control in
                        if control.kind == .containerView, let segue = control.segue { embedded.insert(segue.location) }
                        return false
                    }
                }
            }
            guard !embedded.contains(edge.location) else { continue }
            result.append(
                Self.description.diagnostic(
                    at: edge.location,
                    graph.format == .storyboard
                        ? """
                        this embed segue of scene \(Dialect.name(of: graph.scenes[edge.source], in: graph.format)) does not start from a container view, \
                        so it never fires: connect it from a Container View, or set its Kind to Show or Present Modally in the Attributes inspector
                        """
                        : """
                        this embed segue of scene `\(graph.scenes[edge.source].id)` does not start from a container view, so it never fires: move it into \
                        a <containerView>, or use kind=\"show\" or \"present\"
                        """
                ))
        }
        return result
    }
}
