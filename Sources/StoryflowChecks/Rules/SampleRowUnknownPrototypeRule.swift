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
        guard format == .flow, isScenesTable else { return }
        // What the findings say of the table's prototypes, and the suggestions: made for the first finding.
        var declared: (names: [String], text: String)?
        var hints = SuggestionCache()
        // Rows naming no prototype all take the same one: reported once, at the first of them.
        var firstUnnamed: SampleRow?
        var unnamedCount = 0
        for (_, row, _) in TouchTargets.undequeuableSamples(of: table) {
            guard let named = row.prototype else {
                firstUnnamed = firstUnnamed ?? row
                unnamedCount += 1
                continue
            }
            let (names, text) = declared ?? Self.describe(table.prototypes)
            declared = (names, text)
            let hint = hints.closest(to: named, in: names).map { "; did you mean `\($0)`?" } ?? ""
            let message = "this row's prototype `\(named)` is none of the table's (\(text)): showing the row raises \"\(Self.raised(named))\"\(hint)"
            result.append(Self.description.diagnostic(at: row.location, message))
        }
        guard let first = firstUnnamed else { return }
        let rows = unnamedCount == 1 ? "this row names" : "this row and \(unnamedCount - 1) more name"
        let fix =
            table.prototypes.isEmpty
            ? "the table has none to take the first of: add a <prototype> with a reuseIdentifier"
            : "the table's first prototype, which they take, has no reuse identifier: give it one, or name a prototype"
        result.append(Self.description.diagnostic(at: first.location, "\(rows) no prototype, and \(fix); showing them raises \"\(Self.raised(""))\""))
    }

    /// The table's prototype identifiers, each once, in order, and how a message names them: listed when they are
    /// short enough (a message is repeated for every row), else counted.
    private static func describe(_ prototypes: [TableCell]) -> (names: [String], text: String) {
        var seen: Set<String> = []
        let names = prototypes.compactMap(\.reuseIdentifier).filter { !$0.isEmpty && seen.insert($0).inserted }
        if names.isEmpty { return (names, "none of which has a reuse identifier") }
        let listed = DiagnosticLimits.list(names)
        return (names, listed.utf8.count <= maximumListLength ? listed : "\(names.count) reuse identifiers")
    }

    /// The longest list of the table's identifiers a message holds, in UTF-8 bytes.
    private static let maximumListLength = 400

    /// What UIKit raises for a cell dequeued by `identifier` that no prototype has.
    private static func raised(_ identifier: String) -> String { UIKitException.unknownCellIdentifier(identifier).message }
}
