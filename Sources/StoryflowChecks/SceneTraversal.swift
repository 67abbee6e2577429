import StoryflowModel

/// Where a segue is declared inside its scene.
enum SegueOrigin: Equatable {
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

/// Walks that visit a scene's segues and controls in place, without building arrays or copying the elements that
/// hold them, so the graph and the rules read a large flow without allocating per scene.
extension Scene {
    /// Calls `body` with every segue that starts in the scene and where it is declared, in the order
    /// `Scene.segues` lists them.
    func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        if let navigationItem {
            let left = navigationItem.leftButtons, right = navigationItem.rightButtons
            for index in left.indices { if let segue = left[index].segue { body(segue, .barButton) } }
            for index in right.indices { if let segue = right[index].segue { body(segue, .barButton) } }
        }
        if let tableView {
            let sections = tableView.sections
            for section in sections.indices {
                let cells = sections[section].cells
                for index in cells.indices { cells[index].forEachSegue(body) }
            }
            let prototypes = tableView.prototypes
            for index in prototypes.indices { prototypes[index].forEachSegue(body) }
        }
        let controls = controls
        for index in controls.indices { controls[index].forEachSegue(body) }
        if let alert {
            let actions = alert.actions
            for index in actions.indices { if let segue = actions[index].segue { body(segue, .alertAction) } }
        }
        let manualSegues = manualSegues
        for index in manualSegues.indices { body(manualSegues[index], .manual) }
    }

    /// Whether some control of the scene, including those inside static and prototype cells, satisfies
    /// `predicate`; visits them in the order `Scene.allControls` lists them and stops at the first.
    func containsControl(where predicate: (Control) -> Bool) -> Bool {
        let controls = controls
        for index in controls.indices where controls[index].containsSelfOrDescendant(where: predicate) { return true }
        guard let tableView else { return false }
        let sections = tableView.sections
        for section in sections.indices {
            let cells = sections[section].cells
            for index in cells.indices where cells[index].containsControl(where: predicate) { return true }
        }
        let prototypes = tableView.prototypes
        for index in prototypes.indices where prototypes[index].containsControl(where: predicate) { return true }
        return false
    }
}

extension TableCell {
    /// Calls `body` with the cell's segues in the order `TableCell.segues` lists them.
    func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        if let selectionSegue { body(selectionSegue, .cell) }
        if let accessorySegue { body(accessorySegue, .cell) }
        let controls = controls
        for index in controls.indices { controls[index].forEachSegue(body) }
    }

    /// Whether a control of the cell, or one nested in it, satisfies `predicate`.
    func containsControl(where predicate: (Control) -> Bool) -> Bool {
        let controls = controls
        for index in controls.indices where controls[index].containsSelfOrDescendant(where: predicate) { return true }
        return false
    }

    /// Calls `body` with every control of the cell and every control nested in them, depth first.
    func forEachControl(_ body: (Control) -> Void) {
        _ = containsControl { control in
            body(control)
            return false
        }
    }
}

extension Control {
    /// Calls `body` with the segues of this control and of the controls nested in it, depth first.
    func forEachSegue(_ body: (Segue, SegueOrigin) -> Void) {
        if let segue { body(segue, .control(kind)) }
        let children = children
        for index in children.indices { children[index].forEachSegue(body) }
    }

    /// Whether this control or one nested in it satisfies `predicate`, depth first, stopping at the first.
    func containsSelfOrDescendant(where predicate: (Control) -> Bool) -> Bool {
        if predicate(self) { return true }
        let children = children
        for index in children.indices where children[index].containsSelfOrDescendant(where: predicate) { return true }
        return false
    }
}
