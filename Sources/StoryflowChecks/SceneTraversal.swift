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

extension Array {
    /// Calls `body` with a pointer to each element where the array stores it. Reading a field through the
    /// pointer copies only that field; passing an element itself to a function copies all of it, retaining
    /// every string and array inside, because the compiler cannot prove the memory stays unchanged meanwhile.
    @inline(__always)
    func forEachInPlace(_ body: (UnsafePointer<Element>) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices { body(base + index) }
        }
    }

    /// Whether an element satisfies `predicate`, reading elements in place and stopping at the first.
    @inline(__always)
    func containsInPlace(where predicate: (UnsafePointer<Element>) -> Bool) -> Bool {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for index in buffer.indices where predicate(base + index) { return true }
            return false
        }
    }
}

/// Walks that visit a scene's segues and controls in place, without building arrays or copying the elements that
/// hold them, so the graph and the rules read a large flow without allocating per scene.
extension Scene {
    /// Calls `body` with every segue that starts in `scene` and where it is declared, in the order
    /// `Scene.segues` lists them.
    static func forEachSegue(in scene: UnsafePointer<Scene>, _ body: (Segue, SegueOrigin) -> Void) {
        // The navigation item and the table are boxed in the model: they are read where their boxes keep them.
        scene.pointee.withNavigationItem { item in
            item.leftButtons.forEachInPlace { button in
                if let segue = button.pointee.segue { body(segue, .barButton) }
            }
            item.rightButtons.forEachInPlace { button in
                if let segue = button.pointee.segue { body(segue, .barButton) }
            }
        }
        scene.pointee.withTableView { table in
            table.sections.forEachInPlace { section in
                section.pointee.cells.forEachInPlace { TableCell.forEachSegue(in: $0, body) }
            }
            table.prototypes.forEachInPlace { TableCell.forEachSegue(in: $0, body) }
        }
        scene.pointee.controls.forEachInPlace { Control.forEachSegue(in: $0, body) }
        scene.pointee.alert?.actions.forEachInPlace { action in
            if let segue = action.pointee.segue { body(segue, .alertAction) }
        }
        scene.pointee.manualSegues.forEachInPlace { body($0.pointee, .manual) }
    }

    /// Whether some control of `scene`, including those inside static and prototype cells, satisfies
    /// `predicate`; visits them in the order `Scene.allControls` lists them and stops at the first.
    static func containsControl(in scene: UnsafePointer<Scene>, where predicate: (UnsafePointer<Control>) -> Bool) -> Bool {
        if scene.pointee.controls.containsInPlace(where: { Control.containsSelfOrDescendant(of: $0, where: predicate) }) {
            return true
        }
        return scene.pointee.withTableView { table in
            table.sections.containsInPlace { section in
                section.pointee.cells.containsInPlace { TableCell.containsControl(in: $0, where: predicate) }
            } || table.prototypes.containsInPlace { TableCell.containsControl(in: $0, where: predicate) }
        } ?? false
    }
}

extension TableCell {
    /// Calls `body` with the segues of `cell` in the order `TableCell.segues` lists them.
    static func forEachSegue(in cell: UnsafePointer<TableCell>, _ body: (Segue, SegueOrigin) -> Void) {
        if let segue = cell.pointee.selectionSegue { body(segue, .cell) }
        if let segue = cell.pointee.accessorySegue { body(segue, .cell) }
        cell.pointee.controls.forEachInPlace { Control.forEachSegue(in: $0, body) }
    }

    /// Whether a control of `cell`, or one nested in it, satisfies `predicate`.
    static func containsControl(in cell: UnsafePointer<TableCell>, where predicate: (UnsafePointer<Control>) -> Bool) -> Bool {
        cell.pointee.controls.containsInPlace { Control.containsSelfOrDescendant(of: $0, where: predicate) }
    }

    /// Calls `body` with every control of `cell` and every control nested in them, depth first.
    static func forEachControl(in cell: UnsafePointer<TableCell>, _ body: (UnsafePointer<Control>) -> Void) {
        _ = containsControl(in: cell) { control in
            body(control)
            return false
        }
    }
}

extension Control {
    /// Calls `body` with the segues of `control` and of the controls nested in it, depth first.
    static func forEachSegue(in control: UnsafePointer<Control>, _ body: (Segue, SegueOrigin) -> Void) {
        if let segue = control.pointee.segue { body(segue, .control(control.pointee.kind)) }
        control.pointee.children.forEachInPlace { forEachSegue(in: $0, body) }
    }

    /// Whether `control` or one nested in it satisfies `predicate`, depth first, stopping at the first.
    static func containsSelfOrDescendant(of control: UnsafePointer<Control>, where predicate: (UnsafePointer<Control>) -> Bool) -> Bool {
        predicate(control) || control.pointee.children.containsInPlace { containsSelfOrDescendant(of: $0, where: predicate) }
    }
}
