import StoryflowModel
import StoryflowSemantics

/// Writes a `FlowDocument` as flow XML (`.flow.xml`, format version 1), the inverse of the flow reader.
///
/// Scene ids are replaced by readable ones (`ReadableIDs`) and every reference to them follows. What the model
/// holds is written; source locations and inline suppressions are not. A storyboard's prototype tables get the
/// placeholder rows `storyflow run` shows for them (`ShownSamples`), as `<samples>`, so the flow runs alike.
public enum FlowWriter {
    /// The flow XML for `document`; `source` names the file it came from in a leading comment.
    public static func write(_ document: FlowDocument, source: String? = nil) -> String {
        var writer = Writer(ids: ReadableIDs(for: document), format: document.format)
        writer.line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        if let source {
            writer.line(0, "<!-- Imported by `storyflow import` from \(XMLText.comment(source)). -->")
        }
        var attributes: [(String, String?)] = [("version", "1"), ("name", document.name)]
        attributes.append(("initial", document.initialSceneID.map { writer.ids[$0] }))
        writer.open(0, "flow", attributes)
        for scene in document.scenes {
            writer.blank()
            writer.scene(scene)
        }
        if !document.deepLinks.isEmpty { writer.blank() }
        let ids = writer.ids
        for link in document.deepLinks {
            writer.fragments(FlowFragments.deepLink(link, id: { ids[$0] }), depth: 1)
        }
        writer.close(0, "flow")
        return writer.text
    }
}

/// Accumulates the text of one flow file.
private struct Writer {
    let ids: ReadableIDs
    /// The dialect of the document written, which decides the sample rows a table shows.
    let format: FlowDocument.Format
    var text = ""

    mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    mutating func blank() { text += "\n" }

    /// Writes `<name attributes>` (or `<name attributes/>` when `empty`), leaving out absent attributes.
    mutating func open(_ depth: Int, _ name: String, _ attributes: [(String, String?)], empty: Bool = false) {
        let rendered = attributes.compactMap { name, value in value.map { " \(name)=\"\(XMLText.attribute($0))\"" } }.joined()
        line(depth, "<\(name)\(rendered)\(empty ? "/" : "")>")
    }

    mutating func close(_ depth: Int, _ name: String) {
        line(depth, "</\(name)>")
    }

    /// Writes an element whose children are written by `body`, self-closing when `body` writes nothing.
    mutating func element(_ depth: Int, _ name: String, _ attributes: [(String, String?)], body: (inout Writer) -> Void) {
        var inner = Writer(ids: ids, format: format)
        body(&inner)
        if inner.text.isEmpty {
            open(depth, name, attributes, empty: true)
        } else {
            open(depth, name, attributes)
            text += inner.text
            close(depth, name)
        }
    }

    mutating func scene(_ scene: Scene) {
        let name = scene.kind == .storyboardReference ? "storyboardReference" : scene.kind.rawValue
        var attributes: [(String, String?)] = [("id", ids[scene.id])]
        if let reference = scene.reference {
            attributes += [("storyboardName", reference.storyboardName), ("referencedIdentifier", reference.referencedIdentifier)]
            open(1, name, attributes, empty: true)
            return
        }
        attributes += [("class", scene.className), ("title", scene.title), ("storyboardIdentifier", scene.storyboardIdentifier)]
        attributes += [("presentation", scene.modalPresentationStyle?.rawValue), ("transition", scene.modalTransitionStyle?.rawValue)]
        attributes.append(("definesContext", scene.definesPresentationContext.map { $0 ? "true" : "false" }))
        attributes.append(("hidesBottomBar", scene.hidesBottomBarWhenPushed.map { $0 ? "true" : "false" }))
        attributes.append(("navigationBarHidden", scene.isNavigationBarHidden.map { $0 ? "true" : "false" }))
        if let alert = scene.alert {
            attributes += [("message", alert.message), ("style", alert.style.rawValue)]
        }
        element(1, name, attributes) { body in
            body.fragments(FlowFragments.contract(scene.contract), depth: 2)
            if let item = scene.navigationItem { body.navigationItem(item) }
            // The table goes between the controls above its rows and those below them.
            for control in scene.controls[scene.controlIndicesAboveTable] { body.control(control, depth: 2) }
            if let table = scene.tableView { body.table(table) }
            for control in scene.controls[scene.controlIndicesBelowTable] { body.control(control, depth: 2) }
            for action in scene.alert?.actions ?? [] {
                let attributes: [(String, String?)] = [
                    ("title", action.title), ("style", action.style.rawValue), ("action", action.action),
                    ("effect", action.effect == .none ? nil : action.effect.rawValue),
                ]
                body.element(2, "action", attributes) { inner in
                    if let segue = action.segue { inner.segue(segue, depth: 3) }
                }
            }
            for segue in scene.manualSegues { body.segue(segue, depth: 2) }
            for action in scene.unwindActions { body.open(2, "unwindAction", [("name", action.declaredName)], empty: true) }
            for relationship in scene.relationships { body.relationship(relationship) }
        }
    }

    mutating func navigationItem(_ item: NavigationItemContent) {
        let attributes: [(String, String?)] = [
            ("title", item.title), ("prompt", item.prompt), ("backButtonTitle", item.backButtonTitle),
            ("hidesBackButton", item.hidesBackButton ? "true" : nil), ("leftItemsSupplementBackButton", item.leftItemsSupplementBackButton ? "true" : nil),
        ]
        element(2, "navigationItem", attributes) { body in
            for button in item.allButtons {
                let attributes: [(String, String?)] = [
                    ("placement", button.placement.rawValue), ("system", button.systemItem?.rawValue), ("title", button.title),
                    ("image", button.image), ("action", button.action), ("effect", button.effect == .none ? nil : button.effect.rawValue),
                    ("enabled", button.isEnabled ? nil : "false"),
                ]
                body.element(3, "barButton", attributes) { inner in
                    if let segue = button.segue { inner.segue(segue, depth: 4) }
                }
            }
        }
    }

    mutating func table(_ table: TableLayout) {
        let attributes: [(String, String?)] = [
            ("style", table.style.rawValue), ("content", table.content.rawValue), ("rowHeight", table.rowHeight.map(Self.number)),
        ]
        let samples = ShownSamples.sections(of: table, in: format)
        element(2, "tableView", attributes) { body in
            for section in table.sections {
                body.element(3, "section", [("header", section.header), ("footer", section.footer)]) { inner in
                    for cell in section.cells { inner.cell(cell, name: "cell") }
                }
            }
            for prototype in table.prototypes { body.cell(prototype, name: "prototype", depth: 3) }
            body.fragments(FlowFragments.samples(samples), depth: 3)
        }
    }

    mutating func cell(_ cell: TableCell, name: String, depth: Int = 4) {
        let attributes: [(String, String?)] = [
            ("reuseIdentifier", cell.reuseIdentifier), ("style", cell.style.rawValue), ("class", cell.className),
            ("text", cell.text), ("detail", cell.detail), ("image", cell.image),
            ("accessory", cell.accessory == .none ? nil : cell.accessory.rawValue),
            ("selection", cell.selectionStyle == .default ? nil : cell.selectionStyle.rawValue),
            ("rowHeight", cell.rowHeight.map(Self.number)), ("outlet", cell.outlet),
        ]
        element(depth, name, attributes) { body in
            for control in cell.controls { body.control(control, depth: depth + 1) }
            if let segue = cell.selectionSegue { body.segue(segue, depth: depth + 1) }
            if let segue = cell.accessorySegue { body.segue(segue, depth: depth + 1, trigger: "accessory") }
        }
    }

    /// Writes fragment lines at `depth`.
    mutating func fragments(_ lines: [FlowFragments.Line], depth: Int) {
        for (offset, content) in lines { line(depth + offset, content) }
    }

    /// Writes a control. The flow format nests controls only in views and gives only buttons and container
    /// views a segue, so a button's nested controls follow it as siblings.
    mutating func control(_ control: Control, depth: Int) {
        var attributes: [(String, String?)] = [("tag", control.tag.map(String.init)), ("outlet", control.outlet), ("hidden", control.isHidden ? "true" : nil)]
        if [.button, .textField, .switch].contains(control.kind) { attributes.append(("enabled", control.isEnabled ? nil : "false")) }
        let name: String
        switch control.kind {
        case .label:
            name = "label"
            attributes.append(("text", control.text))
        case .button:
            name = "button"
            attributes.append(("title", control.text))
        case .textField:
            name = "textField"
            attributes += [("text", control.text), ("placeholder", control.placeholder)]
        case .switch:
            name = "switch"
            attributes += [("title", control.text), ("on", control.isOn ? "true" : nil)]
        case .image:
            name = "image"
            attributes.append(("name", control.text))
        case .containerView: name = "containerView"
        case .view: name = "view"
        }
        if [.button, .textField, .switch].contains(control.kind) { attributes.append(("action", control.action)) }
        if control.kind == .button, control.effect != .none { attributes.append(("effect", control.effect.rawValue)) }
        let nestsChildren = control.kind == .view
        element(depth, name, attributes) { body in
            if let segue = control.segue { body.segue(segue, depth: depth + 1) }
            if nestsChildren { for child in control.children { body.control(child, depth: depth + 1) } }
        }
        if !nestsChildren { for child in control.children { self.control(child, depth: depth) } }
    }

    mutating func segue(_ segue: Segue, depth: Int, trigger: String? = nil) {
        element(
            depth, "segue",
            [
                ("id", segue.identifier), ("kind", segue.kind.rawValue), ("destination", segue.destination.map { ids[$0] }),
                ("action", segue.unwindAction), ("class", segue.customClass), ("presentation", segue.presentation?.rawValue),
                ("transition", segue.transition?.rawValue), ("animated", segue.animates ? nil : "false"), ("trigger", trigger),
            ]
        ) { body in
            body.fragments(FlowFragments.segueContract(segue.contract), depth: depth + 1)
        }
    }

    mutating func relationship(_ relationship: Relationship) {
        let scene = ids[relationship.destination]
        switch relationship.kind {
        case .tab:
            let item = relationship.tabItem
            element(
                2, "tab",
                [
                    ("scene", scene), ("title", item?.title), ("image", item?.image), ("badge", item?.badge), ("systemItem", item?.systemItem?.rawValue),
                ]
            ) { body in
                body.fragments(FlowFragments.passes(relationship.passes ?? []), depth: 3)
            }
        default:
            element(2, relationship.kind.rawValue, [("scene", scene)]) { body in
                body.fragments(FlowFragments.passes(relationship.passes ?? []), depth: 3)
            }
        }
    }

    /// A number without a trailing `.0` (`55`, `43.5`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
