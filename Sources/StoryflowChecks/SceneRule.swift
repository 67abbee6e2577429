import StoryflowModel

/// A rule that looks at one scene at a time and at nothing else in the flow: not the graph, not other scenes.
///
/// When a file is read and checked in one go, these rules run on each scene as soon as it is read, and the rest
/// of the check keeps only the scene's outline (see `ScenePass`). On a document already read, they run on every
/// scene in turn.
public protocol SceneRule: Rule {
    /// Appends the problems the rule finds in the scene at `scene` to `diagnostics`. The scene is read where it
    /// is kept: passing a `Scene` itself would copy it, retaining every string and array it holds, for each rule.
    func check(_ scene: UnsafePointer<Scene>, into diagnostics: inout [Diagnostic])
}

extension SceneRule {
    /// The problems the rule finds in every scene of `document`, scene after scene.
    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        document.scenes.withUnsafeBufferPointer { scenes in
            guard let first = scenes.baseAddress else { return }
            for index in scenes.indices { check(first + index, into: &result) }
        }
        return result
    }
}
