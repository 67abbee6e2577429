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

    /// Takes the renames whose flow id names nothing else: no scene, no other object of the storyboard
    /// (`isObjectID`), no destination a segue or relationship gives, and no id the document names elsewhere
    /// (`named`: the initial scene, the deep links' scenes and containers), since a rename onto a missing scene's
    /// id would hide that it is missing. The others are reported to `sink`.
    init(
        _ renames: [Rename], scenes: [Scene], isObjectID: (String) -> Bool, named: some Sequence<String>, sink: DiagnosticCollector
    ) {
        let renames = renames.filter { $0.flowID != $0.controllerID }
        guard !renames.isEmpty else { return }
        var taken = Set(scenes.map(\.id)).union(named)
        for scene in scenes {
            for relationship in scene.relationships { taken.insert(relationship.destination) }
            for segue in scene.segues { if let destination = segue.destination { taken.insert(destination) } }
        }
        for rename in renames {
            guard !taken.contains(rename.flowID), !isObjectID(rename.flowID) else {
                let what =
                    scenes.contains { $0.id == rename.flowID }
                    ? "another scene's id" : "already named in this storyboard (an object's id, a segue's destination, the initial scene or a deep link's)"
                sink.report(
                    .duplicateID, at: rename.location,
                    "the scene id `\(rename.flowID)` this storyflow comment gives is \(what); the scene keeps the id `\(rename.controllerID)`",
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
        scene.updateSegues { segue in
            if let destination = segue.destination, newIDs[destination] != nil { segue.destination = id(destination) }
        }
    }
}
