import StoryflowModel

/// A table view controller (`UITableViewController`): its view is a table whose data source and delegate it is;
/// the scene's controls above the table form its header view, and those below it its footer view.
/// Without overrides it shows the flow's static cells, or the sample rows of a prototype table, so a flow runs
/// with no code; it forwards editing mode to the table and clears the selection when it reappears. As a generic
/// stand-in (its scene's class is not registered) it also edits the sample rows as an array-backed data source
/// would: delete, insert and move; a registered subclass gets UIKit's empty defaults instead.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Whether the selection is cleared each time the view is about to appear (default true, as in UIKit).
    public var clearsSelectionOnViewWillAppear = true

    /// The table view (loading the view if needed).
    public var tableView: TableView {
        if let table = view as? TableView { return table }
        return TableView(declaration: nil)
    }

    private lazy var flowContent = FlowTableContent(declaration: scene?.tableView, format: storyboard?.document.format ?? .flow)

    override open func loadView() -> View {
        let declaration = scene?.tableView ?? TableLayout(location: scene?.location ?? SourceLocation(file: "<code>", line: 1, column: 1))
        let table = makeTableView(declaration, dataSource: self, delegate: self)
        guard let scene else { return table }
        for control in scene.controls[scene.controlIndicesAboveTable] { table.addSubview(View.make(from: control)) }
        let below = scene.controls[scene.controlIndicesBelowTable]
        if !below.isEmpty {
            let footer = View()
            for control in below { footer.addSubview(View.make(from: control)) }
            table.tableFooterView = footer
        }
        return table
    }

    override open func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    override func willAppearHook() {
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.selectedRows { table.deselectRow(at: indexPath, animated: true) }
    }

    // MARK: TableViewDataSource (the flow's static or sample content)

    /// As the protocol documents; by default the flow's static cells or sample rows.
    open func numberOfSections(in tableView: TableView) -> Int { flowContent.numberOfSections }

    /// As the protocol documents; by default the flow's static cells or sample rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        flowContent.numberOfRows(inSection: section)
    }

    /// As the protocol documents; by default the flow's static cells or sample rows.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        flowContent.cell(for: tableView, at: indexPath)
    }

    /// As the protocol documents; by default the section titles of the flow's static cells or sample rows (sample
    /// rows without any stand for a method the app does not implement).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        flowContent.answersSectionTitles ? flowContent.header(section) : notImplemented(nil)
    }

    /// As the protocol documents; by default the section titles of the flow's static cells or sample rows (sample
    /// rows without any stand for a method the app does not implement).
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        flowContent.answersSectionTitles ? flowContent.footer(section) : notImplemented(nil)
    }

    // The methods below stand, unless overridden, for methods the app does not implement (see `ProtocolDefault`),
    // except where a generic stand-in edits its sample rows.

    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { notImplemented(nil) }
    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { notImplemented(true) }
    /// As the protocol documents; by default false (what UIKit does when the method is not implemented), true
    /// for a generic stand-in's sample rows.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        isGenericStandIn ? flowContent.isEditable : notImplemented(false)
    }

    /// As the protocol documents; by default nothing (what UIKit does when the method is not implemented), while a
    /// generic stand-in deletes or inserts the sample row and tells the table.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard isGenericStandIn else { return notImplemented(()) }
        guard flowContent.commit(editingStyle, at: indexPath) else { return }
        tableView.rowsCommitted(editingStyle, at: indexPath)
    }

    /// As the protocol documents; by default nothing (what UIKit does when the method is not implemented), while a
    /// generic stand-in moves the sample row.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard isGenericStandIn else { return notImplemented(()) }
        flowContent.moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: TableViewDelegate

    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { notImplemented(indexPath) }
    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { notImplemented(()) }
    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { notImplemented(()) }
    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { notImplemented(()) }

    /// As the protocol documents; by default what UIKit does when the method is not implemented (none for the
    /// flow's static cells, which cannot be edited).
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        flowContent.isStatic ? .none : notImplemented(.delete)
    }

    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { notImplemented(nil) }

    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        notImplemented(proposedDestinationIndexPath)
    }

    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        notImplemented(nil)
    }
    /// As the protocol documents; by default what UIKit does when the method is not implemented.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        notImplemented(nil)
    }

    /// `answer`, noting that `method`, which gives it, stands for one the app does not implement.
    private func notImplemented<Answer>(_ answer: Answer, method: String = #function) -> Answer {
        ProtocolDefault.noteReached(method)
        return answer
    }
}

extension ViewController {
    /// Makes the table view for a scene's table: static cells built, data source and delegate set. A plain
    /// controller's table is driven by the flow's content (kept alive by the controller).
    func makeTableView(_ declaration: TableLayout, dataSource: TableViewDataSource? = nil, delegate: TableViewDelegate? = nil) -> TableView {
        let table = TableView(declaration: declaration)
        table.owner = self
        table.buildStaticCells()
        if let dataSource {
            table.dataSource = dataSource
        } else if isGenericStandIn {
            let source = FlowTableSource(declaration: declaration, format: storyboard?.document.format ?? .flow)
            flowTableSource = source
            table.dataSource = source
        }
        table.delegate = delegate ?? (self as? TableViewDelegate)
        return table
    }
}

/// The data source of a plain generic controller's table: the flow's static or sample content, whose sample rows
/// it deletes, inserts and moves as an array-backed data source would.
@MainActor
final class FlowTableSource: TableViewDataSource {
    private var content: FlowTableContent

    init(declaration: TableLayout, format: FlowDocument.Format) {
        content = FlowTableContent(declaration: declaration, format: format)
    }

    func numberOfSections(in tableView: TableView) -> Int { content.numberOfSections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { content.numberOfRows(inSection: section) }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { content.cell(for: tableView, at: indexPath) }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { content.header(section) }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { content.footer(section) }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { content.isEditable }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { content.isEditable }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard content.commit(editingStyle, at: indexPath) else { return }
        tableView.rowsCommitted(editingStyle, at: indexPath)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        content.moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }
}
