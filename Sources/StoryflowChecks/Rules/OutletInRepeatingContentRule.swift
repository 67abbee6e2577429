import StoryflowModel

/// An outlet from a scene's controller into a prototype cell, which exists once per row.
public struct OutletInRepeatingContentRule: TableRule {
    public static let description = RuleDescription(
        id: "outlet-in-repeating-content",
        severity: .error,
        summary: "Outlets cannot be connected to repeating content.",
        rationale: """
            A prototype cell and its subviews are copied for every row, so the scene's controller cannot hold an \
            outlet to one of them (Xcode refuses to compile it). Outlets of subviews belong to a custom cell \
            class: give the prototype a `class`, or find the subview by `tag` with `viewWithTag(_:)`. A prototype \
            cell itself is never an outlet of the controller.
            """
    )

    public init() {}

    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        table.prototypes.forEachInPlace { cell in
            let name = cell.reuseIdentifier.map { "`\($0)`" } ?? "without identifier"
            if let outlet = cell.outlet {
                result.append(
                    Self.description.diagnostic(
                        at: cell.location,
                        """
                        Outlets cannot be connected to repeating content: prototype \(name) is copied for every row, so scene \
                        \(Dialect.name(of: scene, in: format)) cannot hold it as outlet `\(outlet)`; \
                        \(format == .storyboard ? "disconnect the outlet in the Connections inspector" : "remove `outlet`") and use \
                        `tableView.cellForRow(at:)`
                        """
                    ))
            }
            guard cell.className == nil else { return }
            cell.forEachControl { control in
                guard let outlet = control.outlet else { return }
                result.append(
                    Self.description.diagnostic(
                        at: control.location,
                        """
                        Outlets cannot be connected to repeating content: the `\(outlet)` outlet of this \(control.kind.rawValue) in prototype \(name) would \
                        connect to scene \(Dialect.name(of: scene, in: format)); give the prototype a cell \
                        \(format == .storyboard ? "Class (Identity inspector)" : "`class`") that holds the outlet, or find the view by `tag`
                        """
                    ))
            }
        }
    }
}
