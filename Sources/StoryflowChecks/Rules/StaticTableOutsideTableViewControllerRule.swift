import StoryflowModel

/// Static table content needs a `UITableViewController` to provide it.
public struct StaticTableOutsideTableViewControllerRule: TableRule {
    public static let description = RuleDescription(
        id: "static-table-outside-table-view-controller",
        severity: .error,
        summary: "Static table views are only valid when embedded in UITableViewController instances.",
        rationale: """
            Only a `UITableViewController` serves the static sections and cells laid out in a storyboard; Xcode \
            refuses to compile a static table anywhere else. Make the scene a <tableViewController>, or put a \
            <containerView> in the scene and embed a table view controller holding the static table.
            """
    )

    public init() {}

    /// Only the scene's own table: the one a table view controller would hold.
    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        guard isScenesTable, scene.kind != .tableViewController, table.content == .static else { return }
        let location = table.location
        result.append(
            Self.description.diagnostic(
                at: location,
                format == .storyboard
                    ? """
                    Static table views are only valid when embedded in UITableViewController instances: replace scene \
                    \(Dialect.name(of: scene, in: format)) with a Table View Controller, or embed one in it through a Container View
                    """
                    : """
                    Static table views are only valid when embedded in UITableViewController instances: make scene `\(scene.id)` a <tableViewController>, \
                    or embed one through a <containerView>
                    """
            ))
    }
}
