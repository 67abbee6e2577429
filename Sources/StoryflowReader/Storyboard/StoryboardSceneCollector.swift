import StoryflowModel

/// Converts the `<scene>` elements of a storyboard, one at a time and in document order, and gathers what
/// `StoryboardDocumentReader.finish()` settles over the whole file: tab items, object ids, references.
///
final class StoryboardSceneCollector {
    let sink = DiagnosticCollector()
    private(set) var scenes: [Scene] = []
    /// Tab bar items declared in child scenes, by scene id.
    private(set) var tabItems: [String: TabItem] = [:]
    /// Where each object id of the scenes read is first declared.
    private(set) var objectIDs = ObjectIDTable()
    /// Every reference to an object id, checked against `objectIDs` once all scenes are read.
    private(set) var references: [ObjectReference] = []
    /// How messages name each `<scene>` element read, in order (`SceneName`).
    private(set) var sceneNames: [String] = []
    /// Indexes `scenes` by id as they are appended; the document read adopts its table.
    private(set) var sceneIDs = SceneIDTable.Builder()
    /// The flow ids Storyflow comments give scenes, applied once the whole file is read.
    private(set) var renames: [SceneRenaming.Rename] = []
    /// Sees each scene once it is appended.
    private let visit: SceneVisitor?

    init(visit: SceneVisitor?) {
        self.visit = visit
    }

    /// Converts one `<scene>`, with the Storyflow comments in it by where the element each precedes starts.
    func add(_ node: XMLNode, annotations: [SourceLocation: StoryflowAnnotation] = [:]) {
        var reader = StoryboardSceneReader(sink: sink)
        var scene = reader.read(node)
        if !annotations.isEmpty, scene != nil, let rename = StoryflowAnnotation.apply(annotations, to: &scene!, sink: sink) { renames.append(rename) }
        let position = sceneNames.count
        sceneNames.append(scene.map { SceneName.of($0, in: .storyboard) } ?? "the scene without a view controller at line \(node.location.line)")
        for declaration in reader.objectIDs {
            let entry = ObjectIDTable.Entry(
                element: declaration.element, line: Int32(clamping: declaration.location.line), isController: declaration.isController, scene: position)
            guard let first = objectIDs.declare(declaration.id, entry) else { continue }
            // Two scenes' controllers with one id are reported below, as scenes.
            guard !(first.isController && declaration.isController) else { continue }
            sink.report(
                .duplicateID, at: declaration.location,
                """
                the id `\(declaration.id)` of this <\(declaration.element)> is already the id of the <\(first.element)> at line \(first.line); Xcode \
                refuses or renumbers such a document (often after a merge): resolve the merge in the XML, or delete the copy in Xcode and create it again, \
                which gives it a new id
                """
            )
        }
        references += reader.references.map { reference in
            var placed = reference
            placed.scene = position
            return placed
        }
        guard let scene else { return }
        scenes.append(scene)
        if let first = sceneIDs.indexLast(of: scenes) {
            sink.report(
                .duplicateID, at: scene.location,
                """
                the id `\(scene.id)` is already used by the scene at line \(scenes[first].location.line); segues cannot tell the two apart, give this \
                controller a new id in Xcode
                """
            )
        }
        if let item = reader.tabItem { tabItems[scene.id] = item }
        visit?(&scenes[scenes.count - 1], .storyboard)
    }
}
