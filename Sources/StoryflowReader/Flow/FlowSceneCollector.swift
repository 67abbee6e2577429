import StoryflowModel

/// Converts the scene elements of a flow, one materialized subtree at a time and in document order, into
/// `Scene`s, and checks that scene and control ids are unique.
///
final class FlowSceneCollector {
    let sink = DiagnosticCollector()
    private(set) var scenes: [Scene] = []
    /// Positions in `scenes` by id, the first scene of each id; the document read adopts it.
    private(set) var sceneIDs = SceneIDTable()
    /// The line of each scene's id attribute, by position in `scenes`.
    private var sceneIDLines: [Int32] = []
    /// The line of each control id's first use, for ids no scene or control used before. Controls in flows rarely
    /// have ids, so this stays small, and is not touched at all while it is empty and no control has an id.
    private var firstControlIDLines: [String: Int32] = [:]

    /// Converts the element at depth 1 of the flow (a scene, or something that should have been one).
    func add(_ node: XMLNode) {
        guard let schema = FlowVocabulary.scenes.value(of: node.name) else {
            var message = "<\(node.name)> is not a scene"
            if let suggestion = Suggestion.closest(to: node.name, in: Array(FlowVocabulary.sceneElements.keys)) {
                message += "; did you mean <\(suggestion)>?"
            } else {
                message += "; <flow> holds \(FlowVocabulary.sceneElements.keys.sorted().map { "<\($0)>" }.joined(separator: ", "))"
            }
            sink.report(.unknownElement, at: node.location, message)
            return
        }
        var reader = FlowSceneReader(sink: sink)
        guard let id = reader.readScene(node, schema: schema, into: &scenes) else { return }
        let location = reader.idLocation ?? node.location
        sceneIDLines.append(Int32(location.line))
        let firstScene = sceneIDs.insert(scenes.count - 1, in: scenes)
        if let firstLine = firstControlLine(of: id) ?? firstScene.map({ sceneIDLines[$0] }) {
            reportDuplicate(id, at: location, firstLine: firstLine, what: "scene")
        }
        for (id, location) in reader.controlIDs { claimControlID(id, at: location) }
    }

    /// Records the first use of a control's `id`, or reports a second one (after a scene's or a control's).
    private func claimControlID(_ id: String, at location: SourceLocation) {
        if let firstLine = firstControlLine(of: id) ?? sceneIDs.position(of: id, in: scenes).map({ sceneIDLines[$0] }) {
            reportDuplicate(id, at: location, firstLine: firstLine, what: "control")
        } else {
            firstControlIDLines[id] = Int32(location.line)
        }
    }

    /// The line where a control used `id` first, if a control did before any scene.
    private func firstControlLine(of id: String) -> Int32? {
        firstControlIDLines.isEmpty ? nil : firstControlIDLines[id]
    }

    private func reportDuplicate(_ id: String, at location: SourceLocation, firstLine: Int32, what: String) {
        sink.report(.duplicateID, at: location, "the id `\(id)` is already used by the element at line \(firstLine); ids must be unique in a flow (this \(what) cannot be reached by it)")
    }
}
