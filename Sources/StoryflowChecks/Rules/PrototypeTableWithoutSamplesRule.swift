import StoryflowModel

/// A prototype table nothing fills.
public struct PrototypeTableWithoutSamplesRule: TableRule {
    public static let description = RuleDescription(
        id: "prototype-table-without-samples",
        severity: .note,
        summary: "A prototype table in a scene without a controller class has no sample rows, so it shows empty.",
        rationale: """
            Prototype rows come from a data source written in code. A scene without a `class` gets a generic \
            controller, which shows the table's <samples> rows instead; with none, the table is empty when the \
            flow is run. Add <samples>, or give the scene the class that provides the rows. Storyboards hold no \
            samples, so this rule does not run on them: `storyflow run` shows a placeholder row per prototype cell.
            """
    )

    public init() {}

    /// Only the scene's own table in a flow: the generic controller's data source shows sample rows in that one
    /// (in a storyboard, which holds no samples, it shows a placeholder row per prototype: `ShownSamples`).
    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        guard format == .flow, isScenesTable, scene.className == nil, table.content == .prototypes, table.samples.allSatisfy({ $0.rows.isEmpty }) else {
            return
        }
        let message = """
            scene `\(scene.id)` has no `class`, so its generic controller shows only sample rows, and this table has none: add <samples> rows, or give \
            the scene the class that provides the rows
            """
        result.append(Self.description.diagnostic(at: table.location, message))
    }
}
