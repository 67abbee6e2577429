import StoryflowModel

/// Reads controls (label, button, text field, switch, image, container view, view), numbering them in document
/// order across the scene so that `SegueTrigger.control(index:)` names one.
struct ControlReader {
    let sink: DiagnosticCollector
    private(set) var nextIndex: Int
    private(set) var ids: [(id: String, location: SourceLocation)] = []

    init(sink: DiagnosticCollector, firstIndex: Int) {
        self.sink = sink
        self.nextIndex = firstIndex
    }

    /// Reads the control element `node`, of the kind `schema` describes, and appends the control to `controls`
    /// (building it in place).
    mutating func read(_ node: XMLNode, schema: ControlSchema, into controls: inout [Control]) {
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
        controls.append(
            Control(
                kind: kind, id: element.string(.id), tag: element.int(.tag), outlet: element.string(.outlet),
                text: text, placeholder: element.string(.placeholder), isOn: element.bool(.on, default: false),
                action: element.string(.action), effect: element.value(.effect, default: ActionEffect.none),
                location: node.location
            ))
        let position = controls.count - 1
        if element.string(.enabled) != nil { controls[position].isEnabled = element.bool(.enabled, default: true) }
        if element.string(.hidden) != nil { controls[position].isHidden = element.bool(.hidden, default: false) }
        if let id = controls[position].id { ids.append((id, element.location(of: .id) ?? node.location)) }
        switch kind {
        case .button, .containerView:
            controls[position].segue = SegueReader(sink: sink).readSingle(in: node, element: element, trigger: .control(index: index))
        case .view:
            controls[position].children.reserveCapacity(node.children.count)
            for child in node.children {
                if let schema = FlowVocabulary.controls.value(of: child.name) {
                    read(child, schema: schema, into: &controls[position].children)
                } else {
                    element.reportUnknownChild(child, allowed: FlowVocabulary.controlNames)
                }
            }
        default:
            for child in node.children { element.reportUnknownChild(child, allowed: []) }
        }
    }
}
