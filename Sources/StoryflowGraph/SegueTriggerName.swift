import StoryflowModel

/// What fires a segue, in words a picture can show: the bar button's, button's, cell's or alert action's title.
enum SegueTriggerName {
    /// The names of a scene's controls that fire segues, by where each segue is declared; made on the first
    /// control segue of a scene with many controls and kept for the others, so such a scene is searched once.
    typealias ControlNames = [SourceLocation: String]

    static func name(of segue: Segue, in scene: borrowing InPlace<Scene>, controlNames: inout ControlNames?) -> String {
        switch segue.trigger {
        case .manual: return "code"
        case .barButton(let index):
            let buttons = (scene.navigationItem?.leftButtons ?? []) + (scene.navigationItem?.rightButtons ?? [])
            return buttons.indices.contains(index) ? buttons[index].displayTitle : "bar button"
        case .control:
            // A scene with few controls is searched each time; one with many, once.
            if controlNames == nil, scene.controls.count <= 16 {
                var name = "control"
                _ = scene.containsControl { control in
                    guard control.segue?.location == segue.location else { return false }
                    name = control.text ?? control.outlet ?? control.kind.rawValue
                    return true
                }
                return name
            }
            if controlNames == nil {
                var names: ControlNames = [:]
                _ = scene.containsControl { control in
                    if let location = control.segue?.location, names[location] == nil {
                        names[location] = control.text ?? control.outlet ?? control.kind.rawValue
                    }
                    return false
                }
                controlNames = names
            }
            return controlNames?[segue.location] ?? "control"
        case .staticCellSelection(let section, let row), .staticCellAccessory(let section, let row):
            let cell = scene.tableView.flatMap { table in
                table.sections.indices.contains(section) && table.sections[section].cells.indices.contains(row) ? table.sections[section].cells[row] : nil
            }
            let accessory = if case .staticCellAccessory = segue.trigger { "accessory of " } else { "" }
            // A custom cell has no text of its own: its first label names it, as its row shows.
            let text = cell?.text ?? cell?.controls.flatMap(\.selfAndDescendants).lazy.compactMap(\.text).first { !$0.isEmpty }
            return accessory + (text.map { "cell \($0)" } ?? "cell \(row + 1) of section \(section + 1)")
        case .prototypeSelection(let identifier):
            return "row (\(identifier ?? "prototype"))"
        case .prototypeAccessory(let identifier):
            return "accessory of row (\(identifier ?? "prototype"))"
        case .alertAction(let index):
            let actions = scene.alert?.actions ?? []
            return actions.indices.contains(index) ? actions[index].title : "alert action"
        }
    }
}
