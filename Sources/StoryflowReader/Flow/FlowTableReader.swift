import StoryflowModel

/// Reads a `<tableView>`: static sections and cells, prototypes, and sample rows.
struct FlowTableReader {
    let sink: DiagnosticCollector
    var controls: ControlReader
    /// Shares the storage of repeated class names across the document.
    let classNames: StringInterner

    init(sink: DiagnosticCollector, controls: ControlReader, classNames: StringInterner) {
        self.sink = sink
        self.controls = controls
        self.classNames = classNames
    }

    /// Where a cell is: it decides the triggers of the cell's segues.
    private enum CellPlace {
        case prototype
        case staticCell(section: Int, row: Int)

        var isPrototype: Bool {
            if case .prototype = self { true } else { false }
        }
    }

    mutating func readTable(_ node: XMLNode) -> TableLayout {
        let element = ElementReader<TableAttribute>(node, sink: sink, table: FlowVocabulary.tableTable)
        let hasSections = node.children.contains { $0.name.isSameName(as: "section") }
        let declared = element.optionalValue(.content, TableLayout.Content.self)
        var table = TableLayout(
            style: element.value(.style, default: TableLayout.Style.plain),
            content: declared ?? (hasSections ? .static : .prototypes),
            rowHeight: element.double(.rowHeight), location: node.location
        )
        // Arrays sized up front, not grown by doubling: their spare room would stay in the model for good.
        if table.content == .static {
            table.sections.reserveCapacity(node.children.count { $0.name.isSameName(as: "section") })
        } else {
            table.prototypes.reserveCapacity(node.children.count { $0.name.isSameName(as: "prototype") })
        }
        var sawSamples = false
        for child in node.children {
            switch (FlowVocabulary.tableChildren.value(of: child.name), table.content) {
            case (.section?, .static):
                table.sections.append(readSection(child, index: table.sections.count))
            case (.prototype?, .prototypes):
                readCell(child, place: .prototype, into: &table.prototypes)
            case (.samples?, .prototypes) where !sawSamples:
                sawSamples = true
                table.samples = FlowSampleReader(sink: sink).read(child)
            case (.samples?, .prototypes):
                sink.report(
                    .unknownElement, at: child.location, "<tableView> takes only one <samples>; this one is ignored (put every sample row in the first)")
            case (.section?, .prototypes), (.samples?, .static):
                sink.report(
                    .unknownElement, at: child.location,
                    """
                    <\(child.name)> belongs in a table with `content=\"\(table.content == .static ? "prototypes" : "static")\"`; this table's content is \
                    \(table.content.rawValue)
                    """
                )
            case (.prototype?, .static):
                sink.report(
                    .unknownElement, at: child.location,
                    "<prototype> belongs in a table with `content=\"prototypes\"`; in a static table declare <section> and <cell> elements")
            default:
                element.reportUnknownChild(child, allowed: table.content == .static ? ["section"] : ["prototype", "samples"])
            }
        }
        return table
    }

    private mutating func readSection(_ node: XMLNode, index: Int) -> TableSection {
        let element = ElementReader<SectionAttribute>(node, sink: sink, table: FlowVocabulary.sectionTable)
        var section = TableSection(header: element.string(.header), footer: element.string(.footer), location: node.location)
        section.cells.reserveCapacity(node.children.count)
        for child in node.children {
            guard child.name.isSameName(as: "cell") else {
                element.reportUnknownChild(child, allowed: ["cell"])
                continue
            }
            readCell(child, place: .staticCell(section: index, row: section.cells.count), into: &section.cells)
        }
        return section
    }

    /// Reads a cell and appends it to `cells` (building it in place).
    private mutating func readCell(_ node: XMLNode, place: CellPlace, into cells: inout [TableCell]) {
        let element = ElementReader<CellAttribute>(node, sink: sink, table: FlowVocabulary.cellTable)
        cells.append(
            TableCell(
                reuseIdentifier: element.string(.reuseIdentifier), isPrototype: place.isPrototype,
                style: element.value(.style, default: TableCell.Style.basic), className: classNames.intern(element.string(.class)),
                text: element.string(.text), detail: element.string(.detail), image: element.string(.image),
                accessory: element.value(.accessory, default: TableCell.Accessory.none),
                selectionStyle: element.value(.selection, default: TableCell.SelectionStyle.default),
                rowHeight: element.double(.rowHeight), outlet: element.string(.outlet), location: node.location
            ))
        let position = cells.count - 1
        for child in node.children {
            if child.name.isSameName(as: "segue") {
                readCellSegue(child, into: &cells[position], place: place)
            } else if let schema = FlowVocabulary.controls.value(of: child.name) {
                controls.read(child, schema: schema, into: &cells[position].controls)
            } else {
                element.reportUnknownChild(child, allowed: ["segue"] + FlowVocabulary.controlNames)
            }
        }
    }

    private func readCellSegue(_ node: XMLNode, into cell: inout TableCell, place: CellPlace) {
        let element = ElementReader<SegueAttribute>(node, sink: sink, table: FlowVocabulary.segueTable)
        let which = element.string(.trigger).flatMap(CellSegueTrigger.init(flowValue:)) ?? .selection
        let trigger: SegueTrigger =
            switch (place, which) {
            case (.prototype, .selection): .prototypeSelection(reuseIdentifier: cell.reuseIdentifier)
            case (.prototype, .accessory): .prototypeAccessory(reuseIdentifier: cell.reuseIdentifier)
            case let (.staticCell(section, row), .selection): .staticCellSelection(section: section, row: row)
            case let (.staticCell(section, row), .accessory): .staticCellAccessory(section: section, row: row)
            }
        let segue = SegueReader(sink: sink).read(node, element: element, trigger: trigger)
        let existing = which == .selection ? cell.selectionSegue : cell.accessorySegue
        guard existing == nil else {
            sink.report(.duplicateTrigger, at: node.location, "a cell triggers at most one \(which.rawValue) segue; this one is ignored")
            return
        }
        if which == .selection { cell.selectionSegue = segue } else { cell.accessorySegue = segue }
    }
}

/// Reads `<samples>`: the rows a generic controller shows in a prototype table, in sections or as one section.
struct FlowSampleReader {
    let sink: DiagnosticCollector

    func read(_ node: XMLNode) -> [SampleSection] {
        let element = ElementReader<NoAttribute>(node, sink: sink, table: NoAttribute.empty)
        var sections: [SampleSection] = []
        var loose = SampleSection(location: node.location)
        loose.rows.reserveCapacity(node.children.count { $0.name.isSameName(as: "row") })
        for child in node.children {
            if child.name.isSameName(as: "section") {
                let sectionElement = ElementReader<SectionAttribute>(child, sink: sink, table: FlowVocabulary.sectionTable)
                var section = SampleSection(header: sectionElement.string(.header), footer: sectionElement.string(.footer), location: child.location)
                section.rows.reserveCapacity(child.children.count)
                for row in child.children {
                    if row.name.isSameName(as: "row") { section.rows.append(readRow(row)) } else { sectionElement.reportUnknownChild(row, allowed: ["row"]) }
                }
                sections.append(section)
            } else if child.name.isSameName(as: "row") {
                loose.rows.append(readRow(child))
            } else {
                element.reportUnknownChild(child, allowed: ["section", "row"])
            }
        }
        if !loose.rows.isEmpty {
            if sections.isEmpty {
                sections.append(loose)
            } else {
                sink.report(
                    .unknownElement, at: loose.rows[0].location,
                    "<samples> holds either <row> elements (one section) or <section> elements, not both; wrap these rows in a <section>")
            }
        }
        return sections
    }

    private func readRow(_ node: XMLNode) -> SampleRow {
        let element = ElementReader<RowAttribute>(node, sink: sink, table: FlowVocabulary.rowTable)
        var row = SampleRow(prototype: element.string(.prototype), text: element.string(.text), detail: element.string(.detail), location: node.location)
        for child in node.children {
            guard child.name.isSameName(as: "value") else {
                element.reportUnknownChild(child, allowed: ["value"])
                continue
            }
            let valueElement = ElementReader<ValueAttribute>(child, sink: sink, table: FlowVocabulary.valueTable)
            let text = valueElement.required(.text, purpose: "what the subview shows") ?? ""
            let outlet = valueElement.string(.outlet)
            let tag = valueElement.int(.tag)
            if outlet == nil, tag == nil {
                sink.report(.missingAttribute, at: child.location, "<value> needs an `outlet` or a `tag` naming the cell's subview")
            }
            row.values.append(SampleValue(outlet: outlet, tag: tag, text: text, location: child.location))
        }
        return row
    }
}
