import StoryflowModel

// The outline of a scene: what the rules that are not scene rules, and the graph, read of it. It keeps every
// field of the scene itself, its relationships, unwind actions and reference, its navigation item if it has bar
// buttons, the alert actions that fire segues, and of its controls and cells those that fire a segue or an
// action or are buttons (with the controls and cells holding them); it drops the rest: labels, images, plain
// views, text fields and switches without an action, cells with nothing of that, sample rows, a navigation item
// with only a title, alert actions without segues. So every segue stays where it was declared, in the same
// order, and `Scene.containsControl` still finds every button and every control with an action.
//
// A rule that is not a `SceneRule` must read nothing the outline drops; `StreamingCheckTests` runs every rule's
// examples and every flow and storyboard in the repository both ways and compares the findings.

extension Scene {
    /// Replaces the scene by its outline (see above).
    mutating func reduceToOutline() {
        // The controls are copied into new arrays only when the outline drops one of them.
        var belowCount = controlIndicesBelowTable.count
        if !controls.allWholeInOutline {
            let outlineBelow = Control.outline(of: Array(controls[controlIndicesBelowTable]))
            controls = Control.outline(of: Array(controls[controlIndicesAboveTable])) + outlineBelow
            belowCount = outlineBelow.count
        }
        if withTableView({ $0.controlsBelow != belowCount }) == true { tableView?.controlsBelow = belowCount }
        if withTableView({ $0.outlineDropsSomething }) == true { tableView = tableView?.outline }
        if withNavigationItem({ $0.leftButtons.isEmpty && $0.rightButtons.isEmpty }) == true { navigationItem = nil }
        if let alert, alert.actions.contains(where: { $0.segue == nil }) { self.alert = alert.outline }
    }
}

extension AlertContent {
    /// The alert with only the actions that fire segues; `nil` when none does.
    var outline: AlertContent? {
        var alert = self
        alert.actions.removeAll { $0.segue == nil }
        return alert.actions.isEmpty ? nil : alert
    }
}

extension TableLayout {
    /// Whether the outline of the table differs from the table.
    var outlineDropsSomething: Bool {
        !samples.isEmpty || prototypes.contains { !$0.isWholeInOutline }
            || sections.contains { $0.cells.isEmpty || $0.cells.contains { !$0.isWholeInOutline } }
    }

    /// The table without sample rows and without the cells the outline drops; `nil` when no cell is left.
    var outline: TableLayout? {
        var table = self
        table.samples = []
        if !prototypes.allSatisfy(\.isWholeInOutline) { table.prototypes = prototypes.compactMap(\.outline) }
        if !sections.allSatisfy({ !$0.cells.isEmpty && $0.cells.allSatisfy(\.isWholeInOutline) }) {
            table.sections = sections.compactMap { section in
                var section = section
                section.cells = section.cells.compactMap(\.outline)
                return section.cells.isEmpty ? nil : section
            }
        }
        return table.sections.isEmpty && table.prototypes.isEmpty ? nil : table
    }
}

extension TableCell {
    /// Whether the outline keeps the cell as it is.
    var isWholeInOutline: Bool {
        (selectionSegue != nil || accessorySegue != nil || !controls.isEmpty) && controls.allWholeInOutline
    }

    /// The cell with the outline of its controls, or `nil` when it fires no segue and keeps no control.
    var outline: TableCell? {
        var cell = self
        cell.controls = Control.outline(of: controls)
        return cell.selectionSegue != nil || cell.accessorySegue != nil || !cell.controls.isEmpty ? cell : nil
    }
}

extension Control {
    /// Whether the control does something a rule looks at: it fires a segue or an action, or it is a button.
    var isActive: Bool { segue != nil || action != nil || kind == .button }

    /// The controls the outline keeps of `controls`, each with the outline of its children: the same array when
    /// it keeps them all.
    static func outline(of controls: [Control]) -> [Control] {
        guard !controls.allWholeInOutline else { return controls }
        return controls.compactMap { control in
            var control = control
            control.children = outline(of: control.children)
            return control.isActive || !control.children.isEmpty ? control : nil
        }
    }
}

extension Array where Element == Control {
    /// Whether the outline keeps every control as it is: each does something a rule looks at (`isActive`), and so
    /// do all controls nested in it. Each is read where the array keeps it, by its stored properties: `allSatisfy`
    /// or a computed property read through `InPlace` would copy each control, retaining everything it holds.
    var allWholeInOutline: Bool {
        !containsInPlace { control in
            !(control.kind == .button || control.action != nil || control.segue != nil) || !control.children.allWholeInOutline
        }
    }
}
