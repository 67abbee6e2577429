import StoryflowModel
import StoryflowSemantics

/// A table view (`UITableView`). It asks its data source only for the rows in view (a viewport of
/// `visibleRowCount` rows), keeps a reuse pool per reuse identifier, and checks every update for consistency
/// with the data source, reporting UIKit's message when they disagree.
@MainActor
public final class TableView: View {
    /// Row animations (recorded, not drawn).
    public enum RowAnimation: Sendable { case automatic, fade, right, left, top, bottom, none, middle }
    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }

    /// The data source (weak, as in UIKit).
    public weak var dataSource: TableViewDataSource?
    /// The delegate (weak, as in UIKit).
    public weak var delegate: TableViewDelegate?
    /// Plain, grouped or inset grouped.
    public let style: TableLayout.Style
    /// How many rows fit on screen: the running application's count for a table made during one of its gestures,
    /// else 12.
    public var visibleRowCount = TableView.applicationRowCount ?? 12 {
        didSet { if rowCounts != nil { layoutVisibleRows() } }
    }
    /// Whether the table is in editing mode.
    public internal(set) var isEditing = false
    /// Whether rows can be selected in editing mode.
    public var allowsSelectionDuringEditing = false
    /// The view below the last row (`tableFooterView`); setting it makes it a subview of the table.
    public var tableFooterView: View? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
        }
    }

    /// The row count of the application whose gesture is running (`Application.visibleRowCount`), which tables
    /// made during it take.
    @TaskLocal static var applicationRowCount: Int?

    let declaration: TableLayout?
    weak var owner: ViewController?
    var rowCounts: [Int]?
    var firstVisibleRow = 0
    var visibleCells: [IndexPath: TableViewCell] = [:]
    var editingInfo: [IndexPath: (style: TableViewCell.EditingStyle, canMove: Bool)] = [:]
    var sectionTitles: [Int: (header: String?, footer: String?)] = [:]
    var sectionIndex: [String]?
    var selectedRows: Set<IndexPath> = []
    var staticCells: [[TableViewCell]] = []
    var swipe: (indexPath: IndexPath, leading: Bool, configuration: SwipeActionsConfiguration)?
    var deleteConfirmation: (indexPath: IndexPath, title: String)?
    var pendingUpdates: PendingUpdates?
    private var reusePool: [String: [TableViewCell]] = [:]
    private var registeredClasses: [String: TableViewCell.Type] = [:]
    private var madeCells: [WeakCell] = []

    /// How many cells the table has created so far.
    public private(set) var cellsCreated = 0

    /// How many of the cells it created are still alive (in view, in the reuse pool, or held elsewhere).
    public var liveCellCount: Int { madeCells.filter { $0.cell != nil }.count }

    init(declaration: TableLayout?) {
        self.declaration = declaration
        self.style = declaration?.style ?? .plain
        super.init()
    }

    // MARK: Data

    /// The number of sections, as the table last loaded it.
    public var numberOfSections: Int {
        ensureLoaded()
        return rowCounts?.count ?? 0
    }

    /// The number of rows in a section, as the table last loaded it (not asking the data source again).
    public func numberOfRows(inSection section: Int) -> Int {
        ensureLoaded()
        guard let counts = rowCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    /// Forgets everything and asks the data source again.
    public func reloadData() {
        for (_, cell) in visibleCells.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
        visibleCells = [:]
        editingInfo = [:]
        sectionTitles = [:]
        selectedRows = []
        swipe = nil
        deleteConfirmation = nil
        loadCounts()
        layoutVisibleRows()
    }

    /// Asks the data source for what is in view if the table has not loaded yet.
    func layoutIfNeeded() {
        if rowCounts == nil { loadCounts() }
        layoutVisibleRows()
    }

    private func ensureLoaded() {
        if rowCounts == nil { loadCounts() }
    }

    func loadCounts() {
        guard let dataSource else {
            rowCounts = []
            return
        }
        let sections = max(0, recordCall(.dataSource, "numberOfSections(in:)") { dataSource.numberOfSections(in: self) })
        rowCounts = (0..<sections).map { section in
            max(
                0,
                recordCall(.dataSource, "tableView(_:numberOfRowsInSection:)", message: "\(section)") {
                    dataSource.tableView(self, numberOfRowsInSection: section)
                })
        }
        sectionIndex = recordCall(.dataSource, "sectionIndexTitles(for:)") { dataSource.sectionIndexTitles(for: self) }
        firstVisibleRow = min(firstVisibleRow, maxFirstRow)
    }

    /// The total number of rows over all sections.
    var totalRows: Int { rowCounts?.reduce(0, +) ?? 0 }

    private var maxFirstRow: Int { max(0, totalRows - visibleRowCount) }

    // MARK: Viewport

    /// The index paths in view, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        guard let counts = rowCounts else { return [] }
        var result: [IndexPath] = []
        var skip = firstVisibleRow
        for (section, count) in counts.enumerated() {
            guard result.count < visibleRowCount else { break }
            if skip >= count {
                skip -= count
                continue
            }
            var row = skip
            skip = 0
            while row < count, result.count < visibleRowCount {
                result.append(IndexPath(row: row, section: section))
                row += 1
            }
        }
        return result
    }

    /// The rows above the viewport.
    public var rowsAbove: Int { firstVisibleRow }

    /// The cells in view, top to bottom.
    public var visibleCellsInOrder: [TableViewCell] { indexPathsForVisibleRows.compactMap { visibleCells[$0] } }

    /// The cell showing `indexPath`, if it is in view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleCells[indexPath] }

    /// Scrolls by `rows` (positive: down), asking the data source for the rows that come into view.
    public func scroll(by rows: Int) {
        ensureLoaded()
        let (moved, overflow) = firstVisibleRow.addingReportingOverflow(rows)
        firstVisibleRow = min(max(0, overflow ? (rows > 0 ? Int.max : 0) : moved), maxFirstRow)
        layoutVisibleRows()
    }

    /// Scrolls so `indexPath` is in view at `position`.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        ensureLoaded()
        guard let counts = rowCounts, counts.indices.contains(indexPath.section), indexPath.row < counts[indexPath.section] else {
            owner?.recordError(
                """
                Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \
                \(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section).
                """,
                method: "scrollToRow(at:at:animated:)")
            return
        }
        let global = counts[..<indexPath.section].reduce(0, +) + indexPath.row
        switch position {
        case .top, .none: firstVisibleRow = global
        case .middle: firstVisibleRow = global - visibleRowCount / 2
        case .bottom: firstVisibleRow = global - visibleRowCount + 1
        }
        firstVisibleRow = min(max(0, firstVisibleRow), maxFirstRow)
        layoutVisibleRows()
    }

    /// Puts cells that left the viewport in the reuse pool first, then asks for the rows that came in.
    func layoutVisibleRows() {
        let wanted = indexPathsForVisibleRows
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCells.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            visibleCells[indexPath] = nil
            editingInfo[indexPath] = nil
            enqueue(cell)
        }
        for section in Set(wanted.map(\.section)).sorted() where sectionTitles[section] == nil {
            sectionTitles[section] = askTitles(section)
        }
        for indexPath in wanted where visibleCells[indexPath] == nil {
            guard let dataSource else { break }
            let cell = recordCall(.dataSource, "tableView(_:cellForRowAt:)", indexPath) { dataSource.tableView(self, cellForRowAt: indexPath) }
            cell.isSelected = selectedRows.contains(indexPath)
            for case let field as TextField in cell.selfAndDescendants { field.actionTarget = owner }
            visibleCells[indexPath] = cell
            if isEditing { editingInfo[indexPath] = askEditingInfo(indexPath) }
        }
    }

    private func askTitles(_ section: Int) -> (header: String?, footer: String?) {
        guard let dataSource else { return (nil, nil) }
        let header = recordCall(.dataSource, "tableView(_:titleForHeaderInSection:)", message: "\(section)") {
            dataSource.tableView(self, titleForHeaderInSection: section)
        }
        let footer = recordCall(.dataSource, "tableView(_:titleForFooterInSection:)", message: "\(section)") {
            dataSource.tableView(self, titleForFooterInSection: section)
        }
        return (header, footer)
    }

    func askEditingInfo(_ indexPath: IndexPath) -> (style: TableViewCell.EditingStyle, canMove: Bool) {
        guard let dataSource else { return (.none, false) }
        var style = TableViewCell.EditingStyle.none
        if recordCall(.dataSource, "tableView(_:canEditRowAt:)", indexPath, { dataSource.tableView(self, canEditRowAt: indexPath) }) {
            style = .delete
            if let delegate {
                style = recordCall(.delegate, "tableView(_:editingStyleForRowAt:)", indexPath) { delegate.tableView(self, editingStyleForRowAt: indexPath) }
            }
        }
        return (style, recordCall(.dataSource, "tableView(_:canMoveRowAt:)", indexPath) { dataSource.tableView(self, canMoveRowAt: indexPath) })
    }

    // MARK: Cells

    /// Registers a cell class for a reuse identifier (UIKit's `register(_:forCellReuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell for `identifier`: one from the reuse pool, else a new one made from the prototype (or registered
    /// class). An unknown identifier is reported with UIKit's message; the row then shows an empty cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.isSelected = false
            cell.prepareForReuse()
            return cell
        }
        if let prototype = declaration?.prototype(withReuseIdentifier: identifier) {
            let cell = makeCell(className: prototype.className)
            cell.configure(from: prototype)
            return track(cell)
        }
        if let cellClass = registeredClasses[identifier] {
            return track(cellClass.init(style: .default, reuseIdentifier: identifier))
        }
        let exception = UIKitException.unknownCellIdentifier(identifier)
        owner?.recordError(exception.message, method: exception.method)
        let placeholder = TableViewCell(style: .default, reuseIdentifier: nil)
        placeholder.standsInForFailedDequeue = true
        return track(placeholder)
    }

    /// A cell of the app's registered class `className`, or a plain cell.
    func makeCell(className: String?) -> TableViewCell {
        if let className {
            if let factory = owner?.storyboard?.registry.cellFactory(named: className) { return factory() }
            owner?.storyboard?.noteUnknownClass(className, scene: owner?.scene?.id)
        }
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    private func track(_ cell: TableViewCell) -> TableViewCell {
        cellsCreated += 1
        madeCells.removeAll { $0.cell == nil }
        madeCells.append(WeakCell(cell: cell))
        return cell
    }

    func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier, cell.declaration?.isPrototype != false else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// Builds the static cells a static table declares, one instance each.
    func buildStaticCells() {
        guard let declaration, declaration.content == .static else { return }
        staticCells = declaration.sections.map { section in
            section.cells.map { declared in
                let cell = makeCell(className: declared.className)
                cell.configure(from: declared)
                cell.outletName = declared.outlet
                return cell
            }
        }
    }

    /// The static cell at `indexPath`, if the table is static and has one there.
    public func staticCell(at indexPath: IndexPath) -> TableViewCell? {
        guard staticCells.indices.contains(indexPath.section), staticCells[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return staticCells[indexPath.section][indexPath.row]
    }

    func staticView(forOutlet name: String) -> View? {
        for cell in staticCells.joined() { if let found = cell.view(forOutlet: name) { return found } }
        return nil
    }

    // MARK: Events

    func record(_ name: Event.Name, _ method: String, _ indexPath: IndexPath? = nil, message: String? = nil) {
        owner?.record(name, method: method, message: message ?? indexPath?.description)
    }

    /// Runs `call`, a data source or delegate method, recorded unless it is the protocol's default.
    func recordCall<Result>(_ name: Event.Name, _ method: String, _ indexPath: IndexPath? = nil, message: String? = nil, _ call: () -> Result) -> Result {
        guard let owner else { return call() }
        return owner.recordCall(name, method: method, message: message ?? indexPath?.description, call)
    }
}

/// A weak reference to a cell, to count the live ones.
struct WeakCell {
    weak var cell: TableViewCell?
}
