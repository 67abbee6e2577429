import StoryflowModel

/// Gives scenes the flow ids Storyflow comments keep for them (`<scene id="players"/>` before a controller), and
/// makes every segue, relationship, deep link and the initial scene follow.
struct SceneRenaming {
    /// A scene's controller id, the flow id a comment gives it, and where the comment says so.
    struct Rename {
        var controllerID: String
        var flowID: String
        var location: SourceLocation
    }

    private var newIDs: [String: String] = [:]

    /// Takes the renames whose flow id no other scene has (reporting the others to `sink`).
    init(_ renames: [Rename], scenes: [Scene], sink: DiagnosticCollector) {
        var taken = Set(scenes.map(\.id))
        for rename in renames where rename.flowID != rename.controllerID {
            guard !taken.contains(rename.flowID), !rename.flowID.isEmpty else {
                sink.report(
                    .duplicateID, at: rename.location,
                    "the scene id `\(rename.flowID)` this storyflow comment gives is already another scene's; the scene keeps the id `\(rename.controllerID)`",
                    severity: .warning)
                continue
            }
            taken.insert(rename.flowID)
            newIDs[rename.controllerID] = rename.flowID
        }
    }

    var isEmpty: Bool { newIDs.isEmpty }

    /// `id` renamed, or as it is.
    func id(_ id: String) -> String { newIDs[id] ?? id }

    /// Renames the scenes and every reference to them.
    func apply(to scenes: inout [Scene], initialSceneID: inout String?, deepLinks: inout [DeepLink]) {
        guard !newIDs.isEmpty else { return }
        initialSceneID = initialSceneID.map(id)
        for index in deepLinks.indices {
            deepLinks[index].sceneID = id(deepLinks[index].sceneID)
            deepLinks[index].containerID = deepLinks[index].containerID.map(id)
        }
        for index in scenes.indices { rename(&scenes[index]) }
    }

    private func rename(_ scene: inout Scene) {
        scene.id = id(scene.id)
        for index in scene.relationships.indices { scene.relationships[index].destination = id(scene.relationships[index].destination) }
        for index in scene.manualSegues.indices { scene.manualSegues[index].destination = scene.manualSegues[index].destination.map(id) }
        for index in scene.controls.indices { rename(&scene.controls[index]) }
        if var item = scene.navigationItem {
            for index in item.leftButtons.indices { rename(&item.leftButtons[index].segue) }
            for index in item.rightButtons.indices { rename(&item.rightButtons[index].segue) }
            scene.navigationItem = item
        }
        if var table = scene.tableView {
            rename(&table)
            scene.tableView = table
        }
        if var tables = scene.additionalTables {
            for index in tables.indices { rename(&tables[index]) }
            scene.additionalTables = tables
        }
        if var alert = scene.alert {
            for index in alert.actions.indices { rename(&alert.actions[index].segue) }
            scene.alert = alert
        }
    }

    private func rename(_ table: inout TableLayout) {
        for index in table.prototypes.indices { rename(&table.prototypes[index]) }
        for section in table.sections.indices {
            for row in table.sections[section].cells.indices { rename(&table.sections[section].cells[row]) }
        }
    }

    private func rename(_ cell: inout TableCell) {
        rename(&cell.selectionSegue)
        rename(&cell.accessorySegue)
        for index in cell.controls.indices { rename(&cell.controls[index]) }
    }

    private func rename(_ control: inout Control) {
        rename(&control.segue)
        for index in control.children.indices { rename(&control.children[index]) }
    }

    private func rename(_ segue: inout Segue?) {
        guard var renamed = segue, let destination = renamed.destination, newIDs[destination] != nil else { return }
        renamed.destination = id(destination)
        segue = renamed
    }
}
