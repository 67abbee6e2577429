import StoryflowModel

/// Gives control segues their `SegueTrigger.control(index:)` once a scene is complete.
///
/// Controls are counted the way the flow reader counts them in the equivalent flow file (`FlowWriter`'s order):
/// first the scene's own above the table, then those in the table's cells (static sections, then prototypes),
/// then the scene's own below the table; each before the controls nested in it.
enum StoryboardControlNumbering {
    static func number(_ scene: inout Scene) {
        var next = 0
        let above = scene.controlIndicesAboveTable, below = scene.controlIndicesBelowTable
        number(&scene.controls[above], next: &next)
        if var table = scene.tableView {
            for section in table.sections.indices {
                for row in table.sections[section].cells.indices {
                    number(&table.sections[section].cells[row].controls, next: &next)
                }
            }
            for row in table.prototypes.indices {
                number(&table.prototypes[row].controls, next: &next)
            }
            scene.tableView = table
        }
        number(&scene.controls[below], next: &next)
    }

    private static func number<Controls: MutableCollection<Control>>(_ controls: inout Controls, next: inout Int) {
        for index in controls.indices {
            controls[index].segue?.trigger = .control(index: next)
            next += 1
            number(&controls[index].children, next: &next)
        }
    }
}
