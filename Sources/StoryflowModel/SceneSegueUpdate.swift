extension Scene {
    /// Changes with `change` every segue that starts in the scene: those of its bar buttons, of the cells and
    /// controls of all its tables, of its controls at any depth, of its alert's actions, and its manual segues.
    public mutating func updateSegues(_ change: (inout Segue) -> Void) {
        func update(_ segue: inout Segue?) {
            guard var changed = segue else { return }
            change(&changed)
            segue = changed
        }
        func update(_ control: inout Control) {
            update(&control.segue)
            for index in control.children.indices { update(&control.children[index]) }
        }
        func update(_ cell: inout TableCell) {
            update(&cell.selectionSegue)
            update(&cell.accessorySegue)
            for index in cell.controls.indices { update(&cell.controls[index]) }
        }
        func update(_ table: inout TableLayout) {
            for index in table.prototypes.indices { update(&table.prototypes[index]) }
            for section in table.sections.indices {
                for row in table.sections[section].cells.indices { update(&table.sections[section].cells[row]) }
            }
        }
        for index in manualSegues.indices { change(&manualSegues[index]) }
        for index in controls.indices { update(&controls[index]) }
        if var item = navigationItem {
            for index in item.leftButtons.indices { update(&item.leftButtons[index].segue) }
            for index in item.rightButtons.indices { update(&item.rightButtons[index].segue) }
            navigationItem = item
        }
        if var table = tableView {
            update(&table)
            tableView = table
        }
        if var tables = additionalTables {
            for index in tables.indices { update(&tables[index]) }
            additionalTables = tables
        }
        if var alert {
            for index in alert.actions.indices { update(&alert.actions[index].segue) }
            self.alert = alert
        }
    }
}
