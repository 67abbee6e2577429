/// Where a segue is declared inside its scene.
public enum SegueOrigin: Equatable, Sendable {
    /// A bar button of the scene's navigation item.
    case barButton
    /// A static or prototype cell's selection or accessory.
    case cell
    /// A control of this kind, in the scene's view or in a cell.
    case control(Control.Kind)
    /// An action of the scene's alert.
    case alertAction
    /// Declared directly under the scene.
    case manual
}

// The one walk over a scene's segues and controls. It reads everything in place, building no arrays, so the
// flow graph and the rules go through a large flow without allocating per scene; `Scene.segues` and
// `Scene.allControls` collect what it visits.

extension InPlace where Value == Scene {
    /// Calls `body` with every segue that starts in the scene and where it is declared, in this order: bar
    /// buttons (left, then right), static cells, prototype cells, controls (those above the table, then those
    /// below it), alert actions, manual segues.
    @inlinable
    public func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        // The navigation item, the table and the alert are boxed in the model: they are read where their boxes
        // keep them (calling `Scene`'s own `withNavigationItem` on `pointee` would copy the scene first).
        address.pointee.navigationItemBox.withValue { item in
            item.leftButtons.forEachInPlace { button in
                if let segue = button.segue { body(segue, .barButton) }
            }
            item.rightButtons.forEachInPlace { button in
                if let segue = button.segue { body(segue, .barButton) }
            }
        }
        address.pointee.tableViewBox.withValue { table in
            table.sections.forEachInPlace { section in
                section.cells.forEachInPlace { $0.forEachSegue(body) }
            }
            table.prototypes.forEachInPlace { $0.forEachSegue(body) }
        }
        address.pointee.controls.forEachInPlace { $0.forEachSegue(body) }
        address.pointee.alertBox.withValue { alert in
            alert.actions.forEachInPlace { action in
                if let segue = action.segue { body(segue, .alertAction) }
            }
        }
        address.pointee.manualSegues.forEachInPlace { body($0.address.pointee, .manual) }
    }

    /// Whether some control of the scene, including those inside static and prototype cells and those nested
    /// in other controls, satisfies `predicate`. Visits the scene's own controls, each before those nested in
    /// it, then those of static cells, then those of prototype cells, and stops at the first that satisfies it.
    @inlinable
    public func containsControl(where predicate: (borrowing InPlace<Control>) -> Bool) -> Bool {
        if address.pointee.controls.containsInPlace(where: { $0.containsSelfOrDescendant(where: predicate) }) {
            return true
        }
        return address.pointee.tableViewBox.withValue { table in
            table.sections.containsInPlace { section in
                section.cells.containsInPlace { $0.containsControl(where: predicate) }
            } || table.prototypes.containsInPlace { $0.containsControl(where: predicate) }
        } ?? false
    }

    /// Calls `body` with the scene's navigation item where its box keeps it; `nil` when the scene has none.
    @inlinable
    public func withNavigationItem<Result>(_ body: (NavigationItemContent) -> Result) -> Result? {
        address.pointee.navigationItemBox.withValue(body)
    }

    /// Calls `body` with the scene's table where its box keeps it; `nil` when the scene has none.
    @inlinable
    public func withTableView<Result>(_ body: (TableLayout) -> Result) -> Result? {
        address.pointee.tableViewBox.withValue(body)
    }

    /// Calls `body` with the scene's alert content where its box keeps it; `nil` when the scene is no alert.
    @inlinable
    public func withAlert<Result>(_ body: (AlertContent) -> Result) -> Result? {
        address.pointee.alertBox.withValue(body)
    }
}

extension InPlace where Value == TableCell {
    /// Calls `body` with the cell's segues in the order `TableCell.segues` lists them.
    @inlinable
    public func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        if let segue = address.pointee.selectionSegue { body(segue, .cell) }
        if let segue = address.pointee.accessorySegue { body(segue, .cell) }
        address.pointee.controls.forEachInPlace { $0.forEachSegue(body) }
    }

    /// Whether a control of the cell, or one nested in it, satisfies `predicate`.
    @inlinable
    public func containsControl(where predicate: (borrowing InPlace<Control>) -> Bool) -> Bool {
        address.pointee.controls.containsInPlace { $0.containsSelfOrDescendant(where: predicate) }
    }

    /// Calls `body` with every control of the cell and every control nested in them, depth first.
    @inlinable
    public func forEachControl(_ body: (borrowing InPlace<Control>) -> Void) {
        _ = containsControl { control in
            body(control)
            return false
        }
    }
}

extension InPlace where Value == Control {
    /// Calls `body` with the segues of the control and of the controls nested in it, depth first.
    @inlinable
    public func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        if let segue = address.pointee.segue { body(segue, .control(address.pointee.kind)) }
        address.pointee.children.forEachInPlace { $0.forEachSegue(body) }
    }

    /// Whether the control or one nested in it satisfies `predicate`, depth first, stopping at the first.
    @inlinable
    public func containsSelfOrDescendant(where predicate: (borrowing InPlace<Control>) -> Bool) -> Bool {
        predicate(self) || address.pointee.children.containsInPlace { $0.containsSelfOrDescendant(where: predicate) }
    }
}

extension Scene {
    /// Every segue that starts in this scene, whatever triggers it, in the order `forEachSegue` visits them.
    public var segues: [Segue] {
        var result: [Segue] = []
        InPlace.lending(self) { $0.forEachSegue { segue, _ in result.append(segue) } }
        return result
    }

    /// Every control of the scene, including those inside static and prototype cells and those nested in other
    /// controls, in the order `containsControl(where:)` visits them.
    public var allControls: [Control] {
        var result: [Control] = []
        _ = InPlace.lending(self) { scene in
            scene.containsControl { control in
                result.append(control.address.pointee)
                return false
            }
        }
        return result
    }
}

extension TableCell {
    /// The cell's segues: selection first, then accessory, then its controls' (each control's before those of
    /// the controls nested in it).
    public var segues: [Segue] {
        var result: [Segue] = []
        InPlace.lending(self) { $0.forEachSegue { segue, _ in result.append(segue) } }
        return result
    }
}
