import StoryflowModel

/// Reads a storyboard view hierarchy into controls, and the first table view it meets into a `TableLayout`.
///
/// Views the model does not cover (map views, pickers, web views, ...) are skipped silently, but any element
/// that triggers a segue (a collection view cell, a toolbar item, a gesture recognizer, a text field) becomes a
/// button, so the flow keeps every way from one scene to another. Control triggers are numbered afterwards by
/// `StoryboardControlNumbering`, so they are written here with index 0.
struct StoryboardViewReader {
    let sink: DiagnosticCollector
    /// Outlet names by destination object id (the controller's outlets, then the cells').
    let outlets: [String: String]
    /// Outlet names by destination object id, of the controller's own outlets only.
    let controllerOutlets: [String: String]
    /// The first table view met, if tables are read at all.
    private(set) var table: TableLayout?
    private let readsTable: Bool
    /// Controls in the table's header view (`tableHeaderView`), laid out above its rows.
    private(set) var tableHeaderControls: [Control] = []
    /// Controls laid out below the table's rows, in order: its footer view's (`tableFooterView`), then those of
    /// the views after the table (by frame) among its siblings, then among its ancestors' siblings.
    private(set) var controlsBelowTable: [Control] = []

    init(sink: DiagnosticCollector, outlets: [String: String], controllerOutlets: [String: String], readsTable: Bool) {
        self.sink = sink
        self.outlets = outlets
        self.controllerOutlets = controllerOutlets
        self.readsTable = readsTable
    }

    /// Reads a table view as the scene's table (for a table view controller, its own `view`): its cells, its
    /// header view's controls (`tableHeaderControls`) and its footer view's (the first of `controlsBelowTable`).
    mutating func readSceneTable(_ node: XMLNode) {
        var tables = StoryboardTableReader(views: self)
        table = tables.readTable(node)
        if let view = node.child(withKey: "tableHeaderView") { tableHeaderControls = controls(for: view) }
        if let view = node.child(withKey: "tableFooterView") { controlsBelowTable += controls(for: view) }
    }

    /// The controls of sibling views, given in layout order. Once a view among them has held the scene's table,
    /// the controls of the views after it go to `controlsBelowTable` instead, as the screen draws them under the
    /// rows; where the table was read before the first of them, they all stay (their parent is below the table).
    mutating func controls(forSubviews nodes: [XMLNode]) -> [Control] {
        let tableWasRead = table != nil
        var result: [Control] = []
        for node in nodes {
            let isAfterTable = !tableWasRead && table != nil
            let controls = controls(for: node)
            if isAfterTable { controlsBelowTable += controls } else { result += controls }
        }
        return result
    }

    /// The controls one element stands for: none, one, or its subviews' controls when it only groups them.
    mutating func controls(for node: XMLNode) -> [Control] {
        switch node.name {
        case "tableView" where readsTable && table == nil:
            // The header view's controls stand where the table is; its footer's are below it.
            readSceneTable(node)
            return tableHeaderControls
        case "collectionView":
            // Each cell shows as what it does: a button when it fires a segue, else a label naming it.
            let cells = node.child(named: "cells").map { Array($0.children) } ?? []
            return cells.map { cell in
                let title = cell.attribute("reuseIdentifier").flatMap { $0.isEmpty ? nil : $0 } ?? "Cell"
                return segueButton(cell, title: title)
                    ?? Control(
                        kind: .label, id: cell.attribute("id"), text: "▦ " + title + (cell.attribute("customClass").map { " (\($0))" } ?? ""),
                        location: cell.location
                    )
            }
        case "navigationBar", "toolbar", "tabBar":
            return barButtons(in: node)
        default:
            break
        }
        if let kind = StoryboardVocabulary.controlKinds[node.name] {
            return control(node, kind: kind).map { [$0] } ?? []
        }
        if let button = segueButton(node, title: StoryboardVocabulary.gestureName(node.name) ?? node.name) {
            return [button]
        }
        return controls(forSubviews: node.subviewsInLayoutOrder)
    }

    /// The bar button items of a standalone navigation bar or toolbar that do something, as buttons.
    func barButtons(in node: XMLNode) -> [Control] {
        var result: [Control] = []
        node.forEachDescendant { item, _ in
            guard item.name == "barButtonItem", item.connections.contains(where: { $0.name == "segue" || $0.name == "action" }) else { return }
            result.append(button(item, title: Self.barButtonTitle(item)))
        }
        return result
    }

    private mutating func control(_ node: XMLNode, kind declared: Control.Kind) -> Control? {
        let segues = readSegues(of: node)
        let kind = segues.isEmpty || declared == .containerView ? declared : .button
        var control = Control(
            kind: kind, id: node.attribute("id"), tag: node.attribute("tag").flatMap(Int.init),
            outlet: node.attribute("id").flatMap { outlets[$0] }, text: Self.text(of: node, kind: declared),
            placeholder: node.stringProperty("placeholder"), isOn: declared == .switch && node.flag("on"),
            action: Self.action(of: node), segue: segues.first, location: node.location
        )
        Self.readStates(of: node, into: &control)
        if declared == .view {
            control.children = controls(forSubviews: node.subviewsInLayoutOrder)
            guard !control.children.isEmpty || control.outlet != nil || control.segue != nil || control.tag != nil else { return nil }
        }
        return control
    }

    /// A button standing for an element that triggers a segue, or `nil` if it triggers none.
    private func segueButton(_ node: XMLNode, title: String) -> Control? {
        guard node.connections.contains(where: { $0.name == "segue" }) else { return nil }
        return button(node, title: title)
    }

    private func button(_ node: XMLNode, title: String) -> Control {
        var title = title
        if node.name == "swipeGestureRecognizer", let direction = node.attribute("direction") {
            title = "Swipe \(direction) gesture"
        } else if node.name == "tapGestureRecognizer", node.attribute("numberOfTapsRequired") == "2" {
            title = "Double tap gesture"
        }
        var control = Control(
            kind: .button, id: node.attribute("id"), tag: node.attribute("tag").flatMap(Int.init),
            outlet: node.attribute("id").flatMap { outlets[$0] }, text: title, action: Self.action(of: node),
            segue: readSegues(of: node).first, location: node.location
        )
        Self.readStates(of: node, into: &control)
        return control
    }

    /// Interface Builder's Enabled unchecked (`enabled="NO"`, on controls, bar button items and gesture
    /// recognizers) and Hidden (`hidden="YES"`).
    static func readStates(of node: XMLNode, into control: inout Control) {
        if node.attribute("enabled") == "NO" { control.isEnabled = false }
        if node.attribute("hidden") == "YES" { control.isHidden = true }
    }

    /// The segues an element triggers; a second one is reported, since UIKit fires only one per control.
    private func readSegues(of node: XMLNode) -> [Segue] {
        let segues = StoryboardSegueReader(sink: sink).segues(of: node, trigger: .control(index: 0))
        for extra in segues.dropFirst() {
            sink.report(
                .duplicateTrigger, at: extra.location, "<\(node.name)> already triggers a segue; UIKit fires only one, so this one is ignored",
                severity: .warning)
        }
        return segues
    }

    /// The method name of the first action the element sends.
    static func action(of node: XMLNode) -> String? {
        node.connections.first { $0.name == "action" }?.attribute("selector").map(UnwindAction.normalizedName)
    }

    /// What a control shows: a label's text, a button's normal title (or image), a text field's text, an image name.
    static func text(of node: XMLNode, kind: Control.Kind) -> String? {
        switch kind {
        case .label:
            return node.labelText
        case .button:
            return buttonTitle(node).flatMap { $0.isEmpty ? nil : $0 } ?? buttonImage(node)
        case .textField:
            return node.stringProperty("text")
        case .image:
            return node.attribute("image") ?? node.child(withKey: "image")?.attribute("image")
        default:
            return nil
        }
    }

    /// A button's title: its configuration's (iOS 15 and later show that one, over the legacy normal state's
    /// placeholder), else its normal state's.
    static func buttonTitle(_ node: XMLNode) -> String? {
        let normal = node.children.first { $0.name == "state" && $0.attribute("key") == "normal" }
        return node.child(withKey: "configuration")?.stringProperty("title") ?? normal?.stringProperty("title")
    }

    /// A button's image name: its configuration's, else its normal state's.
    static func buttonImage(_ node: XMLNode) -> String? {
        let normal = node.children.first { $0.name == "state" && $0.attribute("key") == "normal" }
        return node.child(withKey: "configuration")?.child(withKey: "image")?.attribute("image")
            ?? normal?.attribute("image") ?? normal?.child(withKey: "image")?.attribute("image")
    }

    /// A bar button item's title, image or system item name, whichever it has (Xcode's default is "Item").
    static func barButtonTitle(_ item: XMLNode) -> String {
        if let title = item.stringProperty("title"), !title.isEmpty { return title }
        if let system = item.attribute("systemItem") {
            return BarButton.SystemItem(rawValue: system)?.displayTitle ?? system
        }
        return item.attribute("image") ?? item.child(withKey: "image")?.attribute("image") ?? "Item"
    }
}
