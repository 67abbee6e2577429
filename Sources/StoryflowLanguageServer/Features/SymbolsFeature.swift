/// `textDocument/documentSymbol`: the scenes in document order, each holding its segues; a flow's deep links too.
enum SymbolsFeature {
    static func symbols(in document: OpenDocument) -> [DocumentSymbol] {
        let outline = document.outline
        let lines = document.lines
        let scenes = Set(document.names.sceneElements)
        var result: [DocumentSymbol] = []
        var current: (index: Int, children: [DocumentSymbol])?

        func finishScene() {
            guard let scene = current else { return }
            let element = outline.elements[scene.index]
            let id = element.attribute("id")
            var symbol = symbol(
                name: id?.value ?? element.name, detail: sceneDetail(element), kind: .class,
                range: lines.range(element.startTag.lowerBound..<element.end), selection: lines.range(id?.valueRange ?? element.nameRange)
            )
            symbol.children = scene.children
            result.append(symbol)
            current = nil
        }

        for (index, element) in outline.elements.enumerated() {
            if let scene = current, element.startTag.lowerBound >= outline.elements[scene.index].end { finishScene() }
            if scenes.contains(index) {
                finishScene()
                current = (index, [])
            } else if element.name == "segue", current != nil {
                // A storyboard's segue has an object id besides the identifier code uses.
                let identifier = document.dialect == .storyboard ? element.attribute("identifier") : element.attribute("id")
                let destination = element.attribute("destination")?.value
                let name = identifier?.value ?? destination.map { "→ \($0)" } ?? "segue"
                let kind = element.attribute("kind")?.value ?? "segue"
                current?.children.append(
                    symbol(
                        name: name, detail: destination.map { "\(kind) → \($0)" } ?? kind, kind: .event,
                        range: lines.range(element.startTag.lowerBound..<element.end), selection: lines.range(identifier?.valueRange ?? element.nameRange)
                    ))
            } else if element.name == "deepLink", document.dialect == .flow, let url = element.attribute("url") {
                finishScene()
                result.append(
                    symbol(
                        name: url.value, detail: "deep link", kind: .constant,
                        range: lines.range(element.startTag.lowerBound..<element.end), selection: lines.range(url.valueRange)
                    ))
            }
        }
        finishScene()
        return result
    }

    private static func sceneDetail(_ element: XMLOutline.Element) -> String {
        let title = element.attribute("title")?.value
        let className = element.attribute("class")?.value ?? element.attribute("customClass")?.value
        return [title.map { "“\($0)”" }, className, element.name].compactMap(\.self).joined(separator: " ")
    }

    private static func symbol(name: String, detail: String, kind: DocumentSymbol.Kind, range: TextRange, selection: TextRange) -> DocumentSymbol {
        DocumentSymbol(name: name.isEmpty ? "(no id)" : name, detail: detail, kind: kind, range: range, selectionRange: selection)
    }
}

extension DocumentSymbolRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) -> [DocumentSymbol] {
        SymbolsFeature.symbols(in: document)
    }
}
