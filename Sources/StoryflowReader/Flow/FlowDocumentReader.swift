import StoryflowModel

/// Builds a `FlowDocument` from the streamed events of a `.flow.xml` file: the `<flow>` root arrives as an open
/// event, each scene as a materialized subtree, converted and dropped before the next one is read.
final class FlowDocumentReader: XMLStreamHandler {
    private let file: String
    let sink = DiagnosticCollector()
    private var rootLocation: SourceLocation?
    private var name: String?
    private var initial: String?
    private var initialLocation: SourceLocation?
    private var scenes: [Scene] = []
    private var suppressions: [Suppression] = []
    private var firstIDLocation: [String: SourceLocation] = [:]
    private var sawRoot = false

    init(file: String) {
        self.file = file
    }

    /// The document read, or `nil` if the root element was not `<flow>`.
    var document: FlowDocument? {
        guard let rootLocation else { return nil }
        return FlowDocument(
            file: file, format: .flow, name: name, initialSceneID: initial, initialLocation: initialLocation,
            scenes: scenes, suppressions: suppressions.sorted { $0.location < $1.location }, location: rootLocation
        )
    }

    func shouldMaterialize(_ name: String, depth: Int) -> Bool { depth >= 1 }

    func open(_ node: XMLNode, depth: Int) {
        guard depth == 0 else { return }
        sawRoot = true
        guard node.name == "flow" else {
            sink.report(.unsupportedDocument, at: node.location, "the root element is <\(node.name)>; a flow file starts with <flow version=\"1\">")
            return
        }
        rootLocation = node.location
        let element = ElementReader(node, sink: sink, allowed: FlowVocabulary.flowAttributes)
        if let version = node.attributeEntry("version"), version.value != "1" {
            sink.report(.unsupportedDocument, at: version.location, "flow format version `\(version.value)` is not supported; this Storyflow reads version 1")
        }
        name = element.string("name")
        initial = element.string("initial")
        initialLocation = node.attributeEntry("initial")?.location
    }

    func close(_ name: String, depth: Int, line: Int) {}

    func subtree(_ node: XMLNode, depth: Int) {
        guard rootLocation != nil, depth == 1 else { return }
        guard let kind = FlowVocabulary.sceneElements[node.name] else {
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
        guard let scene = reader.readScene(node, kind: kind) else { return }
        claim(scene.id, at: node.attributeEntry("id")?.location ?? node.location, what: "scene")
        for (id, location) in reader.controlIDs { claim(id, at: location, what: "control") }
        scenes.append(scene)
    }

    func comment(_ text: String, location: SourceLocation, nextElementLines: ClosedRange<Int>?) {
        let location = SourceLocation(file: file, line: location.line, column: location.column)
        guard let suppression = SuppressionComment.parse(text, location: location, nextElementLines: nextElementLines) else { return }
        suppressions.append(suppression)
    }

    private func claim(_ id: String, at location: SourceLocation, what: String) {
        if let first = firstIDLocation[id] {
            sink.report(.duplicateID, at: location, "the id `\(id)` is already used by the element at line \(first.line); ids must be unique in a flow (this \(what) cannot be reached by it)")
        } else {
            firstIDLocation[id] = location
        }
    }
}
