import StoryflowReader

/// `textDocument/completion`: element names where a tag is being opened, attribute names inside a start tag,
/// and values inside an attribute's quotes, from the flow format's own vocabulary (`FlowSchema`) and from the
/// names the document declares (scene ids, segue identifiers, reuse identifiers, unwind actions, contract names).
enum CompletionFeature {
    /// The completion list at `offset`.
    static func items(in document: OpenDocument, at offset: Int, snippets: Bool) -> CompletionList {
        let bytes = document.lines.bytes
        let outline = document.outline
        let lines = document.lines
        // A tag being opened: `<` then the start of a name.
        var nameStart = offset
        while nameStart > 0, XMLOutline.isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
        if nameStart > 0, bytes[nameStart - 1] == UInt8(ascii: "<"), document.dialect == .flow {
            let parent = outline.elements.indices.last {
                outline.elements[$0].startTag.upperBound <= nameStart - 1 && nameStart - 1 < outline.elements[$0].end && !outline.elements[$0].isSelfClosing
            }
            let names = FlowSchema.childElements(of: parent.map { outline.elements[$0].name })
            let range = lines.range(nameStart..<offset)
            return CompletionList(items: names.map { item($0, kind: .keyword, detail: "element", range: range) })
        }
        guard let index = outline.element(withStartTagAt: offset) else { return CompletionList(items: []) }
        let element = outline.elements[index]
        guard offset > element.nameRange.upperBound else { return CompletionList(items: []) }
        if let attribute = outline.attribute(of: index, valueAt: offset) {
            let range = lines.range(attribute.valueRange)
            return CompletionList(
                items: values(of: attribute.name, in: element, document: document).map { item($0.label, kind: $0.kind, detail: $0.detail, range: range) })
        }
        guard document.dialect == .flow else { return CompletionList(items: []) }
        let present = Set(element.attributes.filter { $0.nameRange.upperBound != offset }.map(\.name))
        let range = lines.range(nameStart..<offset)
        return CompletionList(
            items: FlowSchema.attributes(of: element.name).filter { !present.contains($0) }.map { name in
                var entry = item(name, kind: .property, detail: "attribute of <\(element.name)>", range: range)
                if snippets {
                    entry.textEdit.newText = "\(name)=\"$1\""
                    entry.insertTextFormat = CompletionItem.snippetFormat
                }
                return entry
            })
    }

    private struct Value {
        var label: String
        var kind: CompletionItem.Kind
        var detail: String
    }

    private static func values(of attribute: String, in element: XMLOutline.Element, document: OpenDocument) -> [Value] {
        let names = document.names
        switch document.dialect {
        case .flow:
            let enumerated = FlowSchema.values(of: attribute, in: element.name)
            if !enumerated.isEmpty { return enumerated.map { Value(label: $0, kind: .value, detail: "\(attribute) of <\(element.name)>") } }
            if element.name == "result", attribute == "by" {
                return names.declared(.segue).map { Value(label: $0, kind: .reference, detail: "segue") } + [
                    Value(label: "row", kind: .value, detail: "selecting a row")
                ]
            }
            switch FlowSchema.reference(of: attribute, in: element.name) {
            case .scene?: return scenes(in: document)
            case .reuseIdentifier?: return names.declared(.reuseIdentifier).map { Value(label: $0, kind: .reference, detail: "prototype cell") }
            case .unwindAction?: return names.declared(.unwindAction).map { Value(label: $0, kind: .reference, detail: "unwind action") }
            case .input?: return names.declared(.input).map { Value(label: $0, kind: .reference, detail: "input") }
            case .result?: return (names.declared(.result) + ["cancelled"]).map { Value(label: $0, kind: .reference, detail: "result") }
            case nil: return []
            }
        case .storyboard:
            switch (element.name, attribute) {
            case ("segue", "destination"), ("document", "initialViewController"): return scenes(in: document)
            case ("segue", "unwindAction"): return names.mentioned(.unwindAction).map { Value(label: $0, kind: .reference, detail: "unwind action") }
            case ("segue", "kind"):
                return ["show", "showDetail", "presentation", "popoverPresentation", "embed", "relationship", "unwind", "custom"].map {
                    Value(label: $0, kind: .value, detail: "segue kind")
                }
            default: return []
            }
        }
    }

    /// The scenes the document declares, each with its title and class as the detail.
    private static func scenes(in document: OpenDocument) -> [Value] {
        let outline = document.outline
        var seen = Set<String>()
        var result: [Value] = []
        for index in document.names.sceneElements {
            let element = outline.elements[index]
            guard let id = element.attribute("id")?.value, seen.insert(id).inserted else { continue }
            let title = element.attribute("title")?.value
            let className = element.attribute("class")?.value ?? element.attribute("customClass")?.value
            let detail = [title.map { "“\($0)”" }, className, "<\(element.name)>"].compactMap(\.self).joined(separator: " ")
            result.append(Value(label: id, kind: .reference, detail: detail))
        }
        return result.sorted { $0.label < $1.label }
    }

    private static func item(_ label: String, kind: CompletionItem.Kind, detail: String, range: TextRange) -> CompletionItem {
        CompletionItem(label: label, kind: kind, detail: detail, textEdit: TextEdit(range: range, newText: label))
    }
}

extension CompletionRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) -> CompletionList {
        CompletionFeature.items(in: document, at: offset(in: document), snippets: settings.snippets)
    }
}
