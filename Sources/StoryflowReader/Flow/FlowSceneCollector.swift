import StoryflowModel

/// Converts the scene elements of a flow, one materialized subtree at a time and in document order, into
/// `Scene`s, and checks that scene and control ids are unique.
///
final class FlowSceneCollector {
    let sink = DiagnosticCollector()
    /// Shares the storage of class names that many scenes and cells repeat.
    private let classNames = StringInterner()
    private(set) var scenes: [Scene] = []
    /// The line of each scene and control id's first use.
    private var firstIDLine: [String: Int] = [:]

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
        var reader = FlowSceneReader(sink: sink, classNames: classNames)
        guard let id = reader.readScene(node, schema: schema, into: &scenes) else { return }
        claim(id, at: reader.idLocation ?? node.location, what: "scene")
        for (id, location) in reader.controlIDs { claim(id, at: location, what: "control") }
    }

    /// Records the first use of `id`, or reports a second one. A new id (the usual case) is hashed once.
    private func claim(_ id: String, at location: SourceLocation, what: String) {
        guard let firstLine = firstIDLine.updateValue(location.line, forKey: id) else { return }
        firstIDLine[id] = firstLine
        sink.report(.duplicateID, at: location, "the id `\(id)` is already used by the element at line \(firstLine); ids must be unique in a flow (this \(what) cannot be reached by it)")
    }
}
