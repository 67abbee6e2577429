import StoryflowModel

/// A rule that looks at one scene at a time and at nothing else in the flow: not the graph, not other scenes.
///
/// When a file is read and checked in one go, these rules run on each scene as soon as it is read, and the rest
/// of the check keeps only the scene's outline (see `ScenePass`). On a document already read, they run on every
/// scene in turn.
public protocol SceneRule: Rule {
    /// Appends the problems the rule finds in `scene`, of a file in `format`, to `diagnostics`. The scene is read
    /// where it is kept (see `InPlace`).
    func check(_ scene: borrowing InPlace<Scene>, in format: FlowDocument.Format, into diagnostics: inout [Diagnostic])
}

extension SceneRule {
    /// The problems the rule finds in every scene of `document`, scene after scene.
    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        document.scenes.forEachInPlace { check($0, in: document.format, into: &result) }
        return result
    }
}
