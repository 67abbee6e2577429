import StoryflowModel

/// A container view embeds one child controller; a prototype cell is repeated for every row.
public struct ContainerViewInPrototypeCellRule: TableRule {
    public static let description = RuleDescription(
        id: "container-view-in-prototype-cell",
        severity: .error,
        summary: "Container views cannot be placed in elements that are repeated at runtime.",
        rationale: """
            A container view embeds exactly one child view controller when its scene loads; a prototype cell is \
            copied for every row, so the embedding cannot be repeated (Xcode refuses it). Lay the cell out with \
            plain views, or add child view controllers to cells in code.
            """
    )

    public init() {}

    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        table.prototypes.forEachInPlace { cell in
            cell.forEachControl { control in
                guard control.kind == .containerView else { return }
                result.append(
                    Self.description.diagnostic(
                        at: control.location,
                        """
                        Container views cannot be placed in elements that are repeated at runtime: move this container view out of prototype \
                        \(cell.reuseIdentifier.map { "`\($0)`" } ?? "cell") of scene \(Dialect.name(of: scene, in: format)), or lay the cell out with plain \
                        views
                        """
                    ))
            }
        }
    }
}
