import StoryflowModel

/// Builds a `FlowDocument` from the streamed events of a `.flow.xml` file: the `<flow>` root arrives as an open
/// event, each scene as a materialized subtree, converted and dropped before the next one is read.
final class FlowDocumentReader: XMLStreamHandler {
    private let file: String
    /// Problems with the root element; the scenes' problems are in `scenes.sink`.
    let sink = DiagnosticCollector()
    private var rootLocation: SourceLocation?
    private var name: String?
    private var initial: String?
    private var initialLocation: SourceLocation?
    private let scenes: FlowSceneCollector
    private var suppressions: [Suppression] = []
    private var sawRoot = false

    init(file: String, visit: SceneVisitor?) {
        self.file = file
        scenes = FlowSceneCollector(visit: visit)
    }

    /// Everything found while reading, root and scenes.
    var diagnostics: [Diagnostic] { sink.diagnostics + scenes.sink.diagnostics }

    /// The document read, or `nil` if the root element was not `<flow>`.
    var document: FlowDocument? {
        guard let rootLocation else { return nil }
        var document = FlowDocument(
            file: file, format: .flow, name: name, initialSceneID: initial, initialLocation: initialLocation,
            scenes: scenes.scenes, sceneIDs: scenes.sceneIDs, suppressions: suppressions.sorted { $0.location < $1.location },
            location: rootLocation
        )
        document.deepLinks = scenes.deepLinks
        return document
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
        let element = ElementReader<FlowRootAttribute>(node, sink: sink, table: FlowVocabulary.flowTable)
        if let version = element.entry(.version), version.value != "1" {
            sink.report(.unsupportedDocument, at: version.location, "flow format version `\(version.value)` is not supported; this Storyflow reads version 1")
        }
        name = element.string(.name)
        initial = element.string(.initial)
        initialLocation = element.location(of: .initial)
    }

    func close(_ name: String, depth: Int, line: Int) {}

    func subtree(_ node: XMLNode, depth: Int) {
        guard rootLocation != nil, depth == 1 else { return }
        scenes.add(node)
    }

    func comment(_ text: String, location: SourceLocation, next: FollowingElement?) {
        let location = SourceLocation(file: file, line: location.line, column: location.column)
        guard let suppression = SuppressionComment.parse(text, location: location, next: next) else { return }
        suppressions.append(suppression)
    }
}
