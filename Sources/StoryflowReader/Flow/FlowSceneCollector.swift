import StoryflowModel

/// Converts the scene elements of a flow, one materialized subtree at a time and in document order, into
/// `Scene`s, and checks that scene and control ids are unique.
///
final class FlowSceneCollector {
    let sink = DiagnosticCollector()
    /// Shares the storage of class names that many scenes and cells repeat.
    private let classNames = StringInterner()
    /// The scenes read, with their ids. One stored property, so that appending a scene is one exclusive access.
    private var list = SceneList()
    /// The line of each control id's first use, for ids no scene or control used before. Controls in flows rarely
    /// have ids, so this stays small, and is not touched at all while it is empty and no control has an id.
    private var firstControlIDLines: [String: Int32] = [:]
    /// Sees each scene once it is appended and its ids are claimed.
    private let visit: SceneVisitor?

    init(visit: SceneVisitor?) {
        self.visit = visit
    }

    /// The scenes read, in document order.
    var scenes: [Scene] { list.scenes }
    /// Positions in `scenes` by id, the first scene of each id; the document read adopts it.
    var sceneIDs: SceneIDTable { list.ids.table }

    private static func notASceneMessage(_ name: String) -> String {
        var message = "<\(name)> is not a scene"
        if let suggestion = Suggestion.closest(to: name, in: Array(FlowVocabulary.sceneElements.keys)) {
            message += "; did you mean <\(suggestion)>?"
        } else {
            message += "; <flow> holds \(FlowVocabulary.sceneElements.keys.sorted().map { "<\($0)>" }.joined(separator: ", "))"
        }
        return message
    }

    /// The deep links read, in document order.
    private(set) var deepLinks: [DeepLink] = []

    /// Converts the element at depth 1 of the flow (a scene or a deep link, or something that should have been
    /// one).
    func add(_ node: XMLNode) {
        if node.name.isSameName(as: "deepLink") {
            if let link = ContractReader(sink: sink).readDeepLink(node) { deepLinks.append(link) }
            return
        }
        guard let schema = FlowVocabulary.scenes.value(of: node.name) else {
            sink.report(.unknownElement, at: node.location, Self.notASceneMessage(node.name))
            return
        }
        var reader = FlowSceneReader(sink: sink, classNames: classNames)
        guard let scene = list.read(node, schema: schema, with: &reader) else { return }
        if let firstLine = firstControlLine(of: scene.id) ?? scene.firstSceneLine {
            reportDuplicate(scene.id, at: scene.idLocation, firstLine: firstLine, what: "scene")
        }
        for (id, location) in reader.controlIDs { claimControlID(id, at: location) }
        if let visit { list.visitLast(visit) }
    }

    /// Records the first use of a control's `id`, or reports a second one (after a scene's or a control's).
    private func claimControlID(_ id: String, at location: SourceLocation) {
        if let firstLine = firstControlLine(of: id) ?? list.idLine(of: id) {
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
        sink.report(
            .duplicateID, at: location,
            "the id `\(id)` is already used by the element at line \(firstLine); ids must be unique in a flow (this \(what) cannot be reached by it)")
    }
}

/// The scenes of a flow in document order, their ids indexed as they are appended, and the line of each one's id.
private struct SceneList {
    var scenes: [Scene] = []
    var ids = SceneIDTable.Builder()
    /// The line of each scene's id attribute, by position in `scenes`.
    private var idLines: [Int32] = []

    /// A scene just appended.
    struct Appended {
        let id: String
        /// Where its id is.
        let idLocation: SourceLocation
        /// The line of the id of the first scene before it with the same id, if there is one.
        let firstSceneLine: Int32?
    }

    /// Reads a scene element with `reader` and appends the scene, or returns `nil` (appending nothing) if the
    /// scene has no id.
    mutating func read(_ node: XMLNode, schema: SceneSchema, with reader: inout FlowSceneReader) -> Appended? {
        guard let id = reader.readScene(node, schema: schema, into: &scenes) else { return nil }
        let location = reader.idLocation ?? node.location
        idLines.append(Int32(location.line))
        let firstScene = ids.indexLast(of: scenes)
        return Appended(id: id, idLocation: location, firstSceneLine: firstScene.map { idLines[$0] })
    }

    /// Shows the last scene appended to `visit`.
    mutating func visitLast(_ visit: SceneVisitor) {
        visit(&scenes[scenes.count - 1], .flow)
    }

    /// The line of the id of the first scene whose id is `id`, if any.
    func idLine(of id: String) -> Int32? {
        ids.table.position(of: id, in: scenes).map { idLines[$0] }
    }
}
