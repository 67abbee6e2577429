import StoryflowModel

/// Reads controls (label, button, text field, switch, image, container view, view), numbering them in document
/// order across the scene so that `SegueTrigger.control(index:)` names one.
struct ControlReader {
    let sink: DiagnosticCollector
    let sceneID: String
    private(set) var nextIndex: Int
    private(set) var ids: [(id: String, location: SourceLocation)] = []

    init(sink: DiagnosticCollector, sceneID: String, firstIndex: Int) {
        self.sink = sink
        self.sceneID = sceneID
        self.nextIndex = firstIndex
    }

    /// Reads one control element; `nil` if the element is not a control.
    mutating func read(_ node: XMLNode) -> Control? {
        guard let schema = FlowVocabulary.controls.value(of: node.name) else { return nil }
        return read(node, schema: schema)
    }

    /// Reads the control element `node`, of the kind `schema` describes.
    mutating func read(_ node: XMLNode, schema: ControlSchema) -> Control {
        let kind = schema.kind
        let element = ElementReader<ControlAttribute>(node, sink: sink, table: schema.attributes)
        let index = nextIndex
        nextIndex += 1
        let text: String?
        switch kind {
        case .button, .switch: text = element.string(.title)
        case .image: text = element.string(.name)
        default: text = element.string(.text)
        }
        var control = Control(
            kind: kind, id: element.string(.id), tag: element.int(.tag), outlet: element.string(.outlet),
            text: text, placeholder: element.string(.placeholder), isOn: element.bool(.on, default: false),
            action: element.string(.action), effect: element.value(.effect, default: ActionEffect.none),
            location: node.location
        )
        if let id = control.id { ids.append((id, element.location(of: .id) ?? node.location)) }
        switch kind {
        case .button, .containerView:
            control.segue = SegueReader(sink: sink, sceneID: sceneID).readSingle(in: node, element: element, trigger: .control(index: index))
        case .view:
            for child in node.children {
                if let nested = read(child) {
                    control.children.append(nested)
                } else {
                    element.reportUnknownChild(child, allowed: FlowVocabulary.controlNames)
                }
            }
        default:
            for child in node.children { element.reportUnknownChild(child, allowed: []) }
        }
        return control
    }
}
