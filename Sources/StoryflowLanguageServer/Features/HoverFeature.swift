import StoryflowIO
import StoryflowModel
import StoryflowReader
import StoryflowTerminal

/// `textDocument/hover` on a scene (its start tag, or a value naming it): the scene's screen as
/// `storyflow run --start SCENE` first draws it, with its class and contract.
enum HoverFeature {
    /// The width screens are drawn at.
    static let screenWidth = 44

    static func hover(in document: OpenDocument, at offset: Int) -> Hover? {
        let names = document.names
        let outline = document.outline
        var id: String?
        var range: Range<Int>?
        if let name = names.name(at: offset), name.kind == .scene {
            id = name.value
            range = name.range
        } else if let index = outline.element(withStartTagAt: offset), names.sceneElements.contains(index), let value = outline.elements[index].attribute("id")
        {
            id = value.value
            range = outline.elements[index].nameRange
        }
        guard let id, let range else { return nil }
        let loaded = FlowLoader.load(string: document.text, file: document.path)
        guard let model = loaded.document, let scene = model.scene(withID: id) else { return nil }
        var text = "**\(markdown(scene.displayTitle ?? scene.id))** — \(markdown(scene.effectiveClassName)), \(scene.kind.rawValue)\n"
        // The screen is drawn by the runtime, on the main actor as UIKit's is.
        let drawn = MainThread.run { SceneScreenshots.screens(of: model, scenes: [id], width: screenWidth).screens[id] }
        if let screen = drawn {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.visible(String($0)) }
            text += "\n```text\n\(lines.joined(separator: "\n").replacingOccurrences(of: "```", with: "`\u{200B}``"))```\n"
        }
        if let contract = scene.contract {
            if !contract.inputs.isEmpty {
                text +=
                    "\nInputs: "
                    + contract.inputs.map { "\(markdown($0.name)): \(markdown($0.typeName))\($0.isRequired ? "" : " (optional)")" }.joined(separator: ", ")
                    + "\n"
            }
            if !contract.results.isEmpty {
                text += "\nResults: " + contract.results.map { markdown($0.name) }.joined(separator: ", ") + "\n"
            }
        }
        return Hover(contents: MarkupContent(value: text), range: document.lines.range(range))
    }

    private static func markdown(_ text: String) -> String {
        var result = ""
        for character in TerminalText.visible(text) {
            if "\\`*_[]<>#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

extension HoverRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) -> Hover? {
        HoverFeature.hover(in: document, at: offset(in: document))
    }
}
