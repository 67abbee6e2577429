import StoryflowModel

/// A rule that looks at one scene at a time and at nothing else in the flow: not the graph, not other scenes.
///
/// When a file is read and checked in one go, these rules run on each scene as soon as it is read, and the rest
/// of the check keeps only the scene's outline (see `ScenePass`). On a document already read, `FlowChecker` runs
/// them all on each scene in turn.
public protocol SceneRule: Rule {
    /// Appends the problems the rule finds in `scene`, of a file in `format`, to `diagnostics`. The scene is read
    /// where it is kept (see `InPlace`).
    func check(_ scene: borrowing InPlace<Scene>, in format: FlowDocument.Format, into diagnostics: inout [Diagnostic])
}

extension SceneRule {
    /// This rule.
    public var sceneRule: (any SceneRule)? { self }

    /// The problems the rule finds in every scene of `document`, scene after scene.
    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        document.scenes.forEachInPlace { check($0, in: document.format, into: &result) }
        return result
    }
}

/// A scene rule about each table of a scene: its own table, then every other one (a second table, one among its
/// objects or in a cell), in that order, so no rule forgets the tables beside the scene's own.
public protocol TableRule: SceneRule {
    /// Appends the problems of `table` (the scene's own table when `isScenesTable`) in `scene`, of a file in
    /// `format`, to `diagnostics`.
    func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into diagnostics: inout [Diagnostic]
    )
}

extension TableRule {
    /// The problems the rule finds in every table of `scene`.
    public func check(_ scene: borrowing InPlace<Scene>, in format: FlowDocument.Format, into diagnostics: inout [Diagnostic]) {
        _ = scene.withTableView { check($0, isScenesTable: true, in: scene, format: format, into: &diagnostics) }
        for table in scene.additionalTables ?? [] { check(table, isScenesTable: false, in: scene, format: format, into: &diagnostics) }
    }
}
