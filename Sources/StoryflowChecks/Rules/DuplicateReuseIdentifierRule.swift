import StoryflowModel
import StoryflowSemantics

/// Two prototypes of one table registered under the same reuse identifier.
public struct DuplicateReuseIdentifierRule: TableRule {
    public static let description = RuleDescription(
        id: "duplicate-reuse-identifier",
        severity: .warning,
        summary: "Two prototype cells of one table share a reuse identifier.",
        rationale: """
            A table registers one prototype per reuse identifier, so `dequeueReusableCell(withIdentifier:for:)` \
            always returns the same one and the other is never shown. Give each prototype its own identifier.
            """
    )

    public init() {}

    /// Reports each prototype of the table whose reuse identifier an earlier prototype of that table has.
    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        let prototypes = table.prototypes
        guard prototypes.count > 1 else { return }
        // A prototype is a duplicate when the first of its identifier, the one dequeuing finds, is another.
        let lookup = PrototypeLookup(prototypes)
        for cell in prototypes.indices {
            guard let identifier = prototypes[cell].reuseIdentifier, !identifier.isEmpty,
                let first = lookup.firstIndex(withReuseIdentifier: identifier), first != cell
            else { continue }
            let earlier = prototypes[first].location
            result.append(
                Self.description.diagnostic(
                    at: prototypes[cell].location,
                    """
                    the reuse identifier `\(identifier)` is already used by the prototype at line \(earlier.line) of this table; dequeuing always finds that \
                    one, so give this prototype its own identifier
                    """
                ))
        }
    }
}
