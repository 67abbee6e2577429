import StoryflowModel

/// Gives control segues their `SegueTrigger.control(index:)` once a scene is complete.
///
/// Controls are counted the way the flow reader counts them in the equivalent flow file: first those in the
/// table's cells (static sections, then prototypes), then the scene's own, each before the controls nested in it.
enum StoryboardControlNumbering {
    static func number(_ scene: inout Scene) {
        var next = 0
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
        number(&scene.controls, next: &next)
    }

    private static func number(_ controls: inout [Control], next: inout Int) {
        for index in controls.indices {
            controls[index].segue?.trigger = .control(index: next)
            next += 1
            number(&controls[index].children, next: &next)
        }
    }
}
