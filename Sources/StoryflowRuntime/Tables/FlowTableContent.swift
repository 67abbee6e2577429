import StoryflowModel
import StoryflowSemantics

/// A table's content as the flow declares it: static sections of cells, or sample rows made from prototypes
/// (`ShownSamples`: a storyboard's prototype table shows a placeholder row per prototype).
/// A generic controller edits the sample rows as an array-backed data source edits its array: a committed delete
/// removes the row, an insert adds a copy of the row's sample, a move reorders.
@MainActor
struct FlowTableContent {
    let declaration: TableLayout?
    /// The sections of sample rows as shown at first, with their headers and footers.
    private let samples: [SampleSection]
    /// The sample rows of each section, as edited so far (empty for static tables).
    private var sampleRows: [[SampleRow]]

    init(declaration: TableLayout?, format: FlowDocument.Format) {
        self.declaration = declaration
        samples = declaration.map { ShownSamples.sections(of: $0, in: format) } ?? []
        let rows = samples.map(\.rows)
        sampleRows = declaration?.content == .static ? [] : (rows.isEmpty ? [[]] : rows)
    }

    var isStatic: Bool { declaration?.content == .static }

    /// Whether rows can be deleted, inserted and moved: a declared prototype table.
    var isEditable: Bool { declaration != nil && !isStatic }

    var numberOfSections: Int {
        guard let declaration else { return 1 }
        return isStatic ? declaration.sections.count : sampleRows.count
    }

    func numberOfRows(inSection section: Int) -> Int {
        guard let declaration else { return 0 }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].cells.count : 0 }
        return sampleRows.indices.contains(section) ? sampleRows[section].count : 0
    }

    /// Whether the flow gives the table section titles to show: static cells always do (UIKit's static table answers
    /// for every section), sample rows when one of their sections has a header or a footer.
    var answersSectionTitles: Bool {
        isStatic || samples.contains { $0.header != nil || $0.footer != nil }
    }

    func header(_ section: Int) -> String? {
        guard let declaration else { return nil }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].header : nil }
        return samples.indices.contains(section) ? samples[section].header : nil
    }

    func footer(_ section: Int) -> String? {
        guard let declaration else { return nil }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].footer : nil }
        return samples.indices.contains(section) ? samples[section].footer : nil
    }

    /// The static cell, or a cell dequeued from the sample row's prototype and filled with its texts.
    func cell(for tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
        if isStatic { return tableView.staticCell(at: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil) }
        guard let declaration, let sample = sampleRow(at: indexPath) else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let identifier = TouchTargets.reuseIdentifier(for: sample, in: declaration) ?? ""
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let text = sample.text { cell.textLabel?.text = text }
        if let detail = sample.detail { cell.detailTextLabel?.text = detail }
        for value in sample.values {
            let target = value.outlet.flatMap { cell.view(forOutlet: $0) } ?? value.tag.flatMap { cell.contentView.viewWithTag($0) }
            switch target {
            case let label as Label: label.text = value.text
            case let image as ImageView: image.image = value.text
            case let field as TextField: field.text = value.text
            default: break
            }
        }
        return cell
    }

    private func sampleRow(at indexPath: IndexPath) -> SampleRow? {
        guard sampleRows.indices.contains(indexPath.section), sampleRows[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return sampleRows[indexPath.section][indexPath.row]
    }

    // MARK: Editing, as an array-backed data source

    /// Deletes or inserts the row the user committed; returns whether it did (the caller then tells the table, with
    /// `TableView.rowsCommitted(_:at:)`, after this edit has finished).
    mutating func commit(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) -> Bool {
        guard isEditable, sampleRows.indices.contains(indexPath.section) else { return false }
        switch style {
        case .delete:
            guard sampleRows[indexPath.section].indices.contains(indexPath.row) else { return false }
            sampleRows[indexPath.section].remove(at: indexPath.row)
        case .insert:
            guard indexPath.row >= 0, indexPath.row <= sampleRows[indexPath.section].count else { return false }
            sampleRows[indexPath.section].insert(newRow(copying: indexPath), at: indexPath.row)
        case .none:
            return false
        }
        return true
    }

    /// Moves a row the table has already moved.
    mutating func moveRow(from source: IndexPath, to destination: IndexPath) {
        guard isEditable, let row = sampleRow(at: source), sampleRows.indices.contains(destination.section) else { return }
        sampleRows[source.section].remove(at: source.row)
        sampleRows[destination.section].insert(row, at: min(max(0, destination.row), sampleRows[destination.section].count))
    }

    /// A copy of the sample at `indexPath` (or the section's last one); "New row" from the first prototype when the
    /// section has none.
    private func newRow(copying indexPath: IndexPath) -> SampleRow {
        if let sample = sampleRow(at: indexPath) ?? sampleRows[indexPath.section].last { return sample }
        return SampleRow(text: "New row", location: declaration?.location ?? SourceLocation(file: "<code>", line: 1, column: 1))
    }
}

extension TableView {
    /// Tells the table that the data source has deleted or inserted the row at `indexPath` (`deleteRows` or
    /// `insertRows`, checked by UIKit's consistency check).
    func rowsCommitted(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
        switch style {
        case .delete: deleteRows(at: [indexPath], with: .automatic)
        case .insert: insertRows(at: [indexPath], with: .automatic)
        case .none: break
        }
    }
}
