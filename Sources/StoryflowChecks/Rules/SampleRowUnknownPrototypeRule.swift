import StoryflowModel
import StoryflowSemantics

/// A sample row whose cell cannot be dequeued: it names no prototype of its table.
public struct SampleRowUnknownPrototypeRule: TableRule {
    public static let description = RuleDescription(
        id: "sample-row-unknown-prototype",
        severity: .error,
        summary: "A sample row is dequeued by a reuse identifier that no prototype cell of its table has.",
        rationale: """
            When a flow runs, a scene's generic controller dequeues each <samples> row's cell by the row's \
            `prototype` (the table's first prototype when it names none), as a data source would. UIKit answers an \
            identifier no prototype cell has with "unable to dequeue a cell with identifier …", so showing the row \
            raises, `storyflow run` reports it and a walk that shows the row fails. Name one of the table's \
            prototypes, or add a <prototype> with that reuse identifier. Storyboards hold no samples, so this rule \
            does not run on them.
            """
    )

    public init() {}

    /// Only the scene's own table of a flow, whose sample rows the generic controller shows.
    public func check(
        _ table: TableLayout, isScenesTable: Bool, in scene: borrowing InPlace<Scene>, format: FlowDocument.Format,
        into result: inout [Diagnostic]
    ) {
        guard format == .flow, isScenesTable, table.content == .prototypes, table.samples.contains(where: { !$0.rows.isEmpty }) else { return }
        // A few prototypes are looked through in turn; many (a hostile file's thousands), in a set.
        let known = table.prototypes.count > Self.prototypesLookedThrough ? Set(table.prototypes.compactMap(\.reuseIdentifier)) : nil
        // The prototypes' identifiers, each once, in order, and the suggestions: made for the first finding.
        var identifiers: [String]?
        var hints = SuggestionCache()
        // Rows naming no prototype all take the same one: reported once, at the first of them.
        var firstUnnamed: SampleRow?
        var unnamedCount = 0
        for section in table.samples {
            for row in section.rows {
                // Dequeuing finds the first prototype whose identifier is this one (an empty one included).
                let identifier = TouchTargets.reuseIdentifier(for: row, in: table) ?? ""
                guard !(known?.contains(identifier) ?? (table.prototype(withReuseIdentifier: identifier) != nil)) else { continue }
                guard let named = row.prototype else {
                    firstUnnamed = firstUnnamed ?? row
                    unnamedCount += 1
                    continue
                }
                let declared: [String]
                if let identifiers {
                    declared = identifiers
                } else {
                    var seen: Set<String> = []
                    declared = table.prototypes.compactMap(\.reuseIdentifier).filter { !$0.isEmpty && seen.insert($0).inserted }
                    identifiers = declared
                }
                let list = declared.isEmpty ? "none of which has a reuse identifier" : DiagnosticLimits.list(declared)
                let hint = hints.closest(to: named, in: declared).map { "; did you mean `\($0)`?" } ?? ""
                let message = "this row's prototype `\(named)` is none of the table's (\(list)): showing the row raises \"\(Self.raised(named))\"\(hint)"
                result.append(Self.description.diagnostic(at: row.location, message))
            }
        }
        guard let first = firstUnnamed else { return }
        let rows = unnamedCount == 1 ? "this row names" : "this row and \(unnamedCount - 1) more name"
        let fix =
            table.prototypes.isEmpty
            ? "the table has none to take the first of: add a <prototype> with a reuseIdentifier"
            : "the table's first prototype, which they take, has no reuse identifier: give it one, or name a prototype"
        result.append(Self.description.diagnostic(at: first.location, "\(rows) no prototype, and \(fix); showing them raises \"\(Self.raised(""))\""))
    }

    /// How many prototypes a row's identifier is looked for among in turn; more are put in a set.
    private static let prototypesLookedThrough = 16

    /// What UIKit raises for a cell dequeued by `identifier` that no prototype has.
    private static func raised(_ identifier: String) -> String { UIKitException.unknownCellIdentifier(identifier).message }
}
