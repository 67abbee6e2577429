import StoryflowModel

/// What the user does to a table: select rows, tap accessories, edit, delete, insert, move and swipe, with the
/// delegate and data source called as UIKit calls them.
extension TableView {
    /// The selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Selects a row in code (no delegate call, as in UIKit).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for row in selectedRows { visibleCells[row]?.isSelected = false }
        selectedRows = indexPath.map { [$0] } ?? []
        if let indexPath { visibleCells[indexPath]?.isSelected = true }
    }

    /// Deselects a row (no delegate call, as in UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        visibleCells[indexPath]?.isSelected = false
    }

    /// Turns editing mode on or off; rows in view get their editing controls.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        swipe = nil
        deleteConfirmation = nil
        editingInfo = [:]
        if editing { for indexPath in indexPathsForVisibleRows { editingInfo[indexPath] = askEditingInfo(indexPath) } }
    }

    /// Whether `indexPath` is a row the table has.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard let counts = rowCounts, counts.indices.contains(indexPath.section) else { return false }
        return indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    /// The user taps a row: the delegate's `willSelectRowAt` may choose another row or none; the row is selected,
    /// the cell's segue runs, then `didSelectRowAt` is called (UIKit runs a cell's triggered segue before the
    /// delegate hears of the selection).
    func userSelectRow(at tapped: IndexPath) {
        guard !isEditing || allowsSelectionDuringEditing else { return }
        var indexPath = tapped
        // Recorded only when the delegate changes the selection, so a transcript shows what mattered.
        if let delegate {
            let chosen: IndexPath? = delegate.tableView(self, willSelectRowAt: tapped)
            if chosen != tapped {
                let method = "tableView(_:willSelectRowAt:)"
                guard let chosen else {
                    record(.delegate, method, message: "\(tapped) → nil: nothing is selected")
                    return
                }
                guard contains(chosen) else {
                    record(.delegate, method, message: "\(tapped) → \(chosen), which is no row of the table: nothing is selected")
                    return
                }
                record(.delegate, method, message: "\(tapped) → \(chosen)")
                indexPath = chosen
            }
        }
        let cell = visibleCells[indexPath]
        for previous in selectedRows where previous != indexPath {
            deselectRow(at: previous, animated: true)
            if let delegate {
                recordCall(.delegate, "tableView(_:didDeselectRowAt:)", previous) { delegate.tableView(self, didDeselectRowAt: previous) }
            }
        }
        selectedRows = [indexPath]
        cell?.isSelected = true
        if let owner, let scene = owner.scene, let storyboard = owner.storyboard {
            storyboard.coverage?.rowSelected(in: scene, section: indexPath.section, row: indexPath.row, file: storyboard.document.file)
        }
        if let segue = cell?.declaration?.selectionSegue { owner?.runSegue(segue, sender: cell, triggered: true) }
        if let delegate {
            recordCall(.delegate, "tableView(_:didSelectRowAt:)", indexPath) { delegate.tableView(self, didSelectRowAt: indexPath) }
        }
        owner?.deliverResultsOfGenericController(producedBy: ContractResult.rowProducer, value: cell?.textLabel?.text)
    }

    /// The user taps a row's accessory button.
    func userTapAccessory(at indexPath: IndexPath) {
        let cell = visibleCells[indexPath]
        if let segue = cell?.declaration?.accessorySegue { owner?.runSegue(segue, sender: cell, triggered: true) }
        if let delegate {
            recordCall(.delegate, "tableView(_:accessoryButtonTappedForRowWith:)", indexPath) {
                delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            }
        }
    }

    /// In editing mode, the user taps a row's red delete control: the confirmation button appears.
    func userTapDeleteControl(at indexPath: IndexPath) {
        deleteConfirmation = (indexPath, confirmationTitle(for: indexPath))
    }

    /// The user taps the delete-confirmation button: the data source commits the delete.
    func userConfirmDelete() {
        guard let (indexPath, _) = deleteConfirmation else { return }
        deleteConfirmation = nil
        commit(.delete, at: indexPath)
    }

    /// In editing mode, the user taps a row's green insert control.
    func userTapInsertControl(at indexPath: IndexPath) {
        commit(.insert, at: indexPath)
    }

    private func commit(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
        guard let dataSource else { return }
        recordCall(.dataSource, "tableView(_:commit:forRowAt:)", message: "\(style.rawValue) \(indexPath)") {
            dataSource.tableView(self, commit: style, forRowAt: indexPath)
        }
    }

    private func confirmationTitle(for indexPath: IndexPath) -> String {
        guard let delegate else { return "Delete" }
        return recordCall(.delegate, "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", indexPath) {
            delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        } ?? "Delete"
    }

    /// In editing mode, the user drags a row by its reorder control and drops it at `proposed`; the table moves the
    /// row (to where the delegate allows), then tells the data source. Returns `false` if the row cannot move.
    @discardableResult
    func userMoveRow(from source: IndexPath, to proposed: IndexPath) -> Bool {
        guard isEditing, let dataSource, contains(source), let counts = rowCounts else { return false }
        guard recordCall(.dataSource, "tableView(_:canMoveRowAt:)", source, { dataSource.tableView(self, canMoveRowAt: source) }) else { return false }
        var target = proposed
        if let delegate {
            target = recordCall(.delegate, "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", message: "\(source) \(proposed)") {
                delegate.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            }
        }
        var after = counts
        after[source.section] -= 1
        guard after.indices.contains(target.section), target.row >= 0, target.row <= after[target.section] else { return false }
        after[target.section] += 1
        guard target != source else { return true }
        rowCounts = after
        remapVisibleCells(PendingUpdates(moves: [(source, target)]))
        layoutVisibleRows()
        recordCall(.dataSource, "tableView(_:moveRowAt:to:)", message: "\(source) \(target)") { dataSource.tableView(self, moveRowAt: source, to: target) }
        return true
    }

    /// The user swipes a row from the leading or trailing edge, revealing its swipe actions (not in editing mode).
    /// A trailing swipe on a deletable row with no configuration reveals UIKit's Delete button. A swipe the other
    /// way on a row whose actions are revealed slides it back, closing them, as on a device.
    func userSwipe(at indexPath: IndexPath, leading: Bool) {
        guard !isEditing, contains(indexPath) else { return }
        if let revealed = swipe, revealed.indexPath == indexPath, revealed.leading != leading {
            swipe = nil
            owner?.record(.note, message: "row \(indexPath) slides back: its swipe actions close")
            return
        }
        var configuration: SwipeActionsConfiguration?
        if let delegate {
            let method = leading ? "tableView(_:leadingSwipeActionsConfigurationForRowAt:)" : "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
            configuration = recordCall(.delegate, method, indexPath) {
                leading
                    ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                    : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        }
        if configuration == nil, !leading, askEditingInfo(indexPath).style == .delete {
            let delete = ContextualAction(style: .destructive, title: confirmationTitle(for: indexPath)) { [weak self] _, _, done in
                self?.commit(.delete, at: indexPath)
                done(true)
            }
            configuration = SwipeActionsConfiguration(actions: [delete])
        }
        guard let configuration, !configuration.actions.isEmpty else {
            swipe = nil
            // On a device the row springs back; say so, or the gesture looks ignored.
            owner?.record(.note, message: "row \(indexPath) has no \(leading ? "leading" : "trailing") swipe actions; it springs back")
            return
        }
        swipe = (indexPath, leading, configuration)
    }

    /// The user taps one of the revealed swipe actions.
    func userChooseSwipeAction(_ index: Int) -> Bool {
        guard let revealed = swipe, revealed.configuration.actions.indices.contains(index) else { return false }
        let action = revealed.configuration.actions[index]
        let sourceView: View = visibleCells[revealed.indexPath] ?? self
        owner?.record(.action, method: "contextualAction", message: action.title)
        action.handler(action, sourceView) { [weak self] _ in self?.swipe = nil }
        return true
    }

    /// A full swipe: performs the first action if the configuration allows it.
    func userFullSwipe(at indexPath: IndexPath, leading: Bool) -> Bool {
        userSwipe(at: indexPath, leading: leading)
        guard let revealed = swipe, revealed.configuration.performsFirstActionWithFullSwipe else { return false }
        return userChooseSwipeAction(0)
    }
}
