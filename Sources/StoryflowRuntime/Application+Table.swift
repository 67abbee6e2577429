/// Table gestures: taps on rows and accessories, scrolling, editing, moving and swiping. Each takes the instance
/// whose table it means (`in:`) where the top layer shows several (split view columns); without it, the top
/// controller's table.
extension Application {
    /// The table of the controller named `instance` on the top layer (a split view's column, an embedded child);
    /// without one, the table of the top controller, else the first table of a controller embedded in it (a
    /// container view's child, as in the child-controllers example).
    func interactiveTable(in instance: String? = nil) throws -> TableView {
        let top = try interactiveController()
        if let instance, instance != top.instanceName {
            guard let table = controllersOnTopLayer.first(where: { $0.instanceName == instance })?.firstTableView else {
                throw ApplicationError("\(instance) shows no table")
            }
            return table
        }
        if let table = top.firstTableView { return table }
        guard let table = controllersOnTopLayer.lazy.compactMap(\.firstTableView).first else { throw ApplicationError("there is no table on screen") }
        return table
    }

    /// The table the user interacts with (as `interactiveTable(in:)` finds it without an instance), if the screen
    /// shows one.
    public var tableOnScreen: TableView? { try? interactiveTable() }

    private func visibleTable(showing indexPath: IndexPath, in instance: String?) throws -> TableView {
        let table = try interactiveTable(in: instance)
        guard table.contains(indexPath) else { throw ApplicationError("the table has no row \(indexPath)") }
        guard table.indexPathsForVisibleRows.contains(indexPath) else {
            throw ApplicationError("row \(indexPath) is not in view; scroll to it first")
        }
        return table
    }

    /// Taps a row.
    @discardableResult
    public func tapRow(_ indexPath: IndexPath, in instance: String? = nil) throws -> [Event] {
        try perform { try visibleTable(showing: indexPath, in: instance).userSelectRow(at: indexPath) }
    }

    /// Taps a row's accessory button. While the table is editing, the accessory is hidden (a cell's
    /// `editingAccessoryType` is none), so there is none to tap.
    @discardableResult
    public func tapAccessory(_ indexPath: IndexPath, in instance: String? = nil) throws -> [Event] {
        try perform {
            let table = try visibleTable(showing: indexPath, in: instance)
            if table.isEditing { throw ApplicationError("the table is editing, which hides the accessory buttons; tap done first") }
            guard table.cellForRow(at: indexPath)?.accessoryType.isButton == true else {
                throw ApplicationError("row \(indexPath) has no accessory button")
            }
            table.userTapAccessory(at: indexPath)
        }
    }

    /// Scrolls the table by `rows` (positive: down).
    @discardableResult
    public func scroll(by rows: Int) throws -> [Event] {
        try perform { try interactiveTable().scroll(by: rows) }
    }

    /// In editing mode, taps a row's delete control and then the confirmation button.
    @discardableResult
    public func deleteRow(_ indexPath: IndexPath, in instance: String? = nil) throws -> [Event] {
        try perform {
            let table = try visibleTable(showing: indexPath, in: instance)
            guard table.isEditing, table.editingInfo[indexPath]?.style == .delete else {
                throw ApplicationError("row \(indexPath) shows no delete control (turn editing on first)")
            }
            table.userTapDeleteControl(at: indexPath)
            table.userConfirmDelete()
        }
    }

    /// In editing mode, taps a row's insert control.
    @discardableResult
    public func insertRow(_ indexPath: IndexPath, in instance: String? = nil) throws -> [Event] {
        try perform {
            let table = try visibleTable(showing: indexPath, in: instance)
            guard table.isEditing, table.editingInfo[indexPath]?.style == .insert else {
                throw ApplicationError("row \(indexPath) shows no insert control")
            }
            table.userTapInsertControl(at: indexPath)
        }
    }

    /// In editing mode, drags a row by its reorder control to `destination`.
    @discardableResult
    public func moveRow(from source: IndexPath, to destination: IndexPath, in instance: String? = nil) throws -> [Event] {
        try perform {
            let table = try visibleTable(showing: source, in: instance)
            guard table.isEditing else { throw ApplicationError("turn editing on to move rows") }
            guard table.userMoveRow(from: source, to: destination) else {
                throw ApplicationError("row \(source) cannot move to \(destination)")
            }
        }
    }

    /// Swipes a row from the leading or trailing edge, revealing its actions.
    @discardableResult
    public func swipe(_ indexPath: IndexPath, leading: Bool, in instance: String? = nil) throws -> [Event] {
        try perform { try visibleTable(showing: indexPath, in: instance).userSwipe(at: indexPath, leading: leading) }
    }

    /// Swipes a row all the way, performing its first action if allowed.
    @discardableResult
    public func fullSwipe(_ indexPath: IndexPath, leading: Bool, in instance: String? = nil) throws -> [Event] {
        try perform { _ = try visibleTable(showing: indexPath, in: instance).userFullSwipe(at: indexPath, leading: leading) }
    }

    /// Taps the revealed swipe action titled `title`.
    @discardableResult
    public func chooseSwipeAction(_ title: String, in instance: String? = nil) throws -> [Event] {
        try perform {
            let table = try interactiveTable(in: instance)
            guard let index = table.swipe?.configuration.actions.firstIndex(where: { $0.title == title }) else {
                throw ApplicationError("no swipe action '\(title)' is showing")
            }
            _ = table.userChooseSwipeAction(index)
        }
    }
}
