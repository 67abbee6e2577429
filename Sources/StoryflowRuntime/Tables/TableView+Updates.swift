/// Row updates with UIKit's consistency check: after `insertRows`, `deleteRows` and `moveRow` (or a batch of
/// them), the data source's row counts must equal the old counts plus inserts minus deletes, plus or minus moves.
/// A mismatch is reported with UIKit's "Invalid update" message and the update is abandoned.
extension TableView {
    /// The changes of one update batch.
    struct PendingUpdates {
        var inserts: [IndexPath] = []
        var deletes: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        var depth = 1
    }

    /// Starts a batch of updates checked together at `endUpdates()`.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = PendingUpdates(depth: 0) }
        pendingUpdates?.depth += 1
    }

    /// Ends a batch and applies it.
    public func endUpdates() {
        guard var batch = pendingUpdates else { return }
        batch.depth -= 1
        if batch.depth > 0 {
            pendingUpdates = batch
            return
        }
        pendingUpdates = nil
        apply(batch)
    }

    /// Runs `updates` as one batch (`performBatchUpdates(_:completion:)`).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows; the data source must already count them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserts += indexPaths }
    }

    /// Deletes rows; the data source must already not count them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletes += indexPaths }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of these rows (if in view).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths {
            if let cell = visibleCells.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        layoutVisibleRows()
    }

    private func update(_ change: (inout PendingUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var batch = PendingUpdates()
        change(&batch)
        apply(batch)
    }

    private func apply(_ batch: PendingUpdates) {
        guard let before = rowCounts else {
            loadCounts()
            layoutVisibleRows()
            return
        }
        guard let dataSource else { return }
        let (problem, after) = check(batch, before: before, dataSource: dataSource)
        if let problem {
            owner?.recordError(problem, method: "endUpdates()")
            return
        }
        rowCounts = after
        remapVisibleCells(batch)
        selectedRows = []
        swipe = nil
        deleteConfirmation = nil
        firstVisibleRow = min(firstVisibleRow, max(0, totalRows - visibleRowCount))
        layoutVisibleRows()
    }

    /// UIKit's checks, in UIKit's words; `nil` when the update is consistent.
    private func check(_ batch: PendingUpdates, before: [Int], dataSource: TableViewDataSource) -> (String?, [Int]) {
        var after: [Int] = []
        let problem = check(batch, before: before, after: &after, dataSource: dataSource)
        return (problem, after)
    }

    private func check(_ batch: PendingUpdates, before: [Int], after: inout [Int], dataSource: TableViewDataSource) -> String? {
        let sectionsAfter = recordCall(.dataSource, "numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
        if sectionsAfter != before.count {
            return
                """
                Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(sectionsAfter)) must be \
                equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections \
                inserted or deleted (0 inserted, 0 deleted).
                """
        }
        for section in before.indices {
            after.append(
                recordCall(.dataSource, "tableView(_:numberOfRowsInSection:)", message: "\(section)") {
                    dataSource.tableView(self, numberOfRowsInSection: section)
                })
        }
        for section in before.indices {
            let inserted = batch.inserts.filter { $0.section == section }.count
            let deleted = batch.deletes.filter { $0.section == section }.count
            let movedIn = batch.moves.filter { $0.to.section == section && $0.from.section != section }.count
            let movedOut = batch.moves.filter { $0.from.section == section && $0.to.section != section }.count
            let expected = before[section] + inserted - deleted + movedIn - movedOut
            if after[section] != expected {
                return
                    """
                    Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update \
                    (\(after[section])) must be equal to the number of rows contained in that section before the update (\(before[section])), plus or minus \
                    the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows \
                    moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).
                    """
            }
        }
        for indexPath in batch.deletes + batch.moves.map(\.from) {
            guard before.indices.contains(indexPath.section), indexPath.row < before[indexPath.section], indexPath.row >= 0 else {
                let count = before.indices.contains(indexPath.section) ? before[indexPath.section] : 0
                return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains \(count) rows before the update"
            }
        }
        for indexPath in batch.inserts + batch.moves.map(\.to) {
            guard after.indices.contains(indexPath.section), indexPath.row < after[indexPath.section], indexPath.row >= 0 else {
                let count = after.indices.contains(indexPath.section) ? after[indexPath.section] : 0
                return
                    """
                    attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(count) rows in section \
                    \(indexPath.section) after the update
                    """
            }
        }
        return nil
    }

    /// Keeps the cells of rows that stay (at their new index paths), releases those of deleted rows.
    func remapVisibleCells(_ batch: PendingUpdates) {
        let removed = batch.deletes + batch.moves.map(\.from)
        let added = (batch.inserts + batch.moves.map(\.to)).sorted()
        var moved: [IndexPath: TableViewCell] = [:]
        for move in batch.moves { if let cell = visibleCells[move.from] { moved[move.to] = cell } }
        var remapped: [IndexPath: TableViewCell] = [:]
        for (indexPath, cell) in visibleCells {
            if removed.contains(indexPath) {
                if !batch.moves.contains(where: { $0.from == indexPath }) { enqueue(cell) }
                continue
            }
            var row = indexPath.row - removed.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
            for insert in added where insert.section == indexPath.section && insert.row <= row { row += 1 }
            remapped[IndexPath(row: row, section: indexPath.section)] = cell
        }
        visibleCells = remapped.merging(moved) { _, movedCell in movedCell }
        editingInfo = [:]
        if isEditing { for indexPath in visibleCells.keys.sorted() { editingInfo[indexPath] = askEditingInfo(indexPath) } }
    }
}
