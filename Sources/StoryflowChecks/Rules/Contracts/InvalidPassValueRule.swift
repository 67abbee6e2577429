import StoryflowModel

/// A `<pass>` value that cannot be had where it is passed: `$row` off a cell, an outlet the cell lacks, an
/// input the source scene does not take.
public struct InvalidPassValueRule: SceneRule {
    public static let description = RuleDescription(
        id: "invalid-pass-value",
        severity: .error,
        summary: "A <pass> takes its value from a row, outlet or input that is not there.",
        rationale: """
            `$row` is the text of the row that was tapped, `$row.detail` its detail text and `$row.OUTLET` the \
            text of one of its outlets, so they need a segue fired by a cell that has that outlet (in its \
            controls or its sample rows). `$input.NAME` hands on an input of the source scene, so the source must \
            declare it, and a tab or split view column has no source scene. Otherwise the runtime \
            has nothing to pass and the destination opens without the value.
            """
    )

    public init() {}

    public func check(_ scene: borrowing InPlace<Scene>, in format: FlowDocument.Format, into diagnostics: inout [Diagnostic]) {
        // Most scenes pass nothing: found without copying their segues or table out.
        var passes = scene.relationships.contains { $0.passes != nil }
        if !passes { scene.forEachSegue { segue, _ in passes = passes || !segue.passes.isEmpty } }
        guard passes else { return }
        let contract = scene.contract
        let table = scene.tableView
        let segues = scene.segues
        let id = scene.id
        var hints = SuggestionCache()
        var outletsByCell: [SourceLocation: Set<String>] = [:]
        for segue in segues where segue.kind != .unwind {
            for pass in segue.passes {
                if let problem = Self.problem(
                    with: pass.value, segue: segue, sourceID: id, contract: contract, table: table, hints: &hints, outletsByCell: &outletsByCell)
                {
                    diagnostics.append(Self.description.diagnostic(at: pass.location, problem))
                }
            }
        }
        for relationship in scene.relationships {
            for pass in relationship.passes ?? [] {
                if let problem = Self.problem(
                    with: pass.value, segue: nil, sourceID: nil, contract: nil, table: nil, hints: &hints, outletsByCell: &outletsByCell)
                {
                    diagnostics.append(Self.description.diagnostic(at: pass.location, problem))
                }
            }
        }
    }

    /// Why `value`, passed by `segue` of the scene `sourceID` (or by a relationship, without either), cannot be
    /// had; `nil` when it can.
    private static func problem(
        with value: PassedValue?, segue: Segue?, sourceID: String?, contract: SceneContract?, table: TableLayout?, hints: inout SuggestionCache,
        outletsByCell: inout [SourceLocation: Set<String>]
    ) -> String? {
        switch value {
        case nil, .literal?:
            return nil
        case .row(let outlet)?:
            guard let segue, let table, let cell = cell(firing: segue, in: table) else {
                return "`\(value!.flowValue)` takes its value from the tapped row, but this <pass> is not in a segue a cell fires; pass text, or `$input.NAME`"
            }
            guard let outlet, outlet != "detail" else { return nil }
            let outlets = outletsByCell[cell.location] ?? self.outlets(of: cell, in: table)
            outletsByCell[cell.location] = outlets
            if outlets.contains(outlet) { return nil }
            let known = outlets.isEmpty ? "it has no outlets; use `$row` or `$row.detail`" : "its outlets are \(DiagnosticLimits.list(outlets.sorted()))"
            return "the cell firing this segue has no outlet `\(outlet)`: \(known)"
        case .input(let name)?:
            guard let sourceID else {
                return "`$input.\(name)` hands on an input of the source scene, but a <root>, <tab> or split view column has none; pass text instead"
            }
            if contract?.input(named: name) != nil { return nil }
            let declared = contract?.inputs.map(\.name) ?? []
            if let suggestion = hints.closest(to: name, in: declared) {
                return "`$input.\(name)` hands on an input of `\(sourceID)`, which takes no input `\(name)`; did you mean `$input.\(suggestion)`?"
            }
            return "`$input.\(name)` hands on an input of `\(sourceID)`, which takes no input `\(name)`; declare <input name=\"\(name)\"/> on `\(sourceID)`"
        }
    }

    /// The cell (static or prototype) of `table` whose selection or accessory fires `segue`.
    private static func cell(firing segue: Segue, in table: TableLayout) -> TableCell? {
        switch segue.trigger {
        case .staticCellSelection(let section, let row), .staticCellAccessory(let section, let row):
            guard table.sections.indices.contains(section), table.sections[section].cells.indices.contains(row) else { return nil }
            return table.sections[section].cells[row]
        case .prototypeSelection(let identifier), .prototypeAccessory(let identifier):
            return table.prototypes.first { $0.reuseIdentifier == identifier }
        default:
            return nil
        }
    }

    /// The outlets of the cell's controls and of the sample values shown in rows of it.
    private static func outlets(of cell: TableCell, in table: TableLayout) -> Set<String> {
        var outlets = Set(cell.controls.flatMap(\.selfAndDescendants).compactMap(\.outlet))
        if cell.isPrototype {
            for section in table.samples {
                for row in section.rows where row.prototype == nil || row.prototype == cell.reuseIdentifier {
                    outlets.formUnion(row.values.compactMap(\.outlet))
                }
            }
        }
        return outlets
    }
}
