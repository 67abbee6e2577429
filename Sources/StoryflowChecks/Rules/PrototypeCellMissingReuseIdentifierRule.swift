import StoryflowModel

/// A prototype cell without a reuse identifier can never be dequeued.
public struct PrototypeCellMissingReuseIdentifierRule: TableRule {
    public static let description = RuleDescription(
        id: "prototype-cell-missing-reuse-identifier",
        severity: .warning,
        summary: "Prototype table cells must have reuse identifiers.",
        rationale: """
            A table's data source makes rows with `dequeueReusableCell(withIdentifier:for:)`, which finds a \
            prototype only by its reuse identifier: a prototype without one is never used (Xcode warns about it \
            too). Give every <prototype> a `reuseIdentifier`.
            """
    )

    public init() {}

    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        let prototypes = table.prototypes
        guard prototypes.contains(where: { ($0.reuseIdentifier ?? "").isEmpty }) else { return }
        let name = Dialect.name(of: scene, in: format)
        let change =
            format == .storyboard
            ? "set this prototype cell's Identifier in the Attributes inspector (in scene \(name))"
            : "add `reuseIdentifier` to this prototype in scene \(name)"
        for cell in prototypes.indices where (prototypes[cell].reuseIdentifier ?? "").isEmpty {
            result.append(
                Self.description.diagnostic(
                    at: prototypes[cell].location,
                    "Prototype table cells must have reuse identifiers: \(change) so `dequeueReusableCell(withIdentifier:for:)` can find it"
                ))
        }
    }
}
