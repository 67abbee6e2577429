import StoryflowModel

/// Converts one scene element of a flow file, with everything inside it, into a `Scene`.
struct FlowSceneReader {
    let sink: DiagnosticCollector
    /// Ids of controls, reported to the document reader for the duplicate-id check.
    private(set) var controlIDs: [(id: String, location: SourceLocation)] = []
    private var sceneID = ""
    private var controlCount = 0

    init(sink: DiagnosticCollector) {
        self.sink = sink
    }

    mutating func readScene(_ node: XMLNode, kind: SceneKind) -> Scene? {
        let allowed: [String]
        switch kind {
        case .alertController: allowed = FlowVocabulary.alertAttributes
        case .storyboardReference: allowed = FlowVocabulary.referenceAttributes
        default: allowed = FlowVocabulary.sceneAttributes
        }
        let element = ElementReader(node, sink: sink, allowed: allowed)
        guard let id = element.required("id", purpose: "segues and relationships name scenes by id") else { return nil }
        sceneID = id
        controlCount = 0
        var scene = Scene(
            id: id, kind: kind, className: element.string("class"), title: element.string("title"),
            storyboardIdentifier: element.string("storyboardIdentifier"), location: node.location
        )
        switch kind {
        case .storyboardReference:
            scene.reference = StoryboardReference(
                storyboardName: element.string("storyboardName"),
                referencedIdentifier: element.string("referencedIdentifier")
            )
            for child in node.children { element.reportUnknownChild(child, allowed: []) }
            return scene
        case .alertController:
            scene.alert = AlertContent(
                title: element.string("title"), message: element.string("message"),
                style: element.value("style", default: AlertContent.Style.alert)
            )
        default:
            break
        }
        readChildren(of: node, into: &scene, element: element)
        return scene
    }

    private mutating func readChildren(of node: XMLNode, into scene: inout Scene, element: ElementReader) {
        let relationshipNames = FlowVocabulary.relationshipElements[scene.kind] ?? [:]
        let allowed = FlowVocabulary.sceneChildren[scene.kind] ?? []
        for child in node.children {
            switch child.name {
            case "navigationItem" where scene.navigationItem == nil:
                scene.navigationItem = readNavigationItem(child)
            case "tableView" where allowed.contains("tableView") && scene.tableView == nil:
                var tables = FlowTableReader(sink: sink, sceneID: sceneID, controls: ControlReader(sink: sink, sceneID: sceneID, firstIndex: controlCount))
                scene.tableView = tables.readTable(child)
                controlCount = tables.controls.nextIndex
                controlIDs += tables.controls.ids
            case "segue":
                if let segue = SegueReader(sink: sink, sceneID: sceneID).read(child, trigger: .manual) {
                    scene.manualSegues.append(segue)
                }
            case "unwindAction":
                let reader = ElementReader(child, sink: sink, allowed: FlowVocabulary.unwindActionAttributes)
                if let name = reader.required("name", purpose: "the action unwind segues target") {
                    scene.unwindActions.append(UnwindAction(name: UnwindAction.normalizedName(name), location: child.location))
                }
                for grandchild in child.children { reader.reportUnknownChild(grandchild, allowed: []) }
            case "action" where scene.kind == .alertController:
                if let action = readAlertAction(child, index: scene.alert?.actions.count ?? 0) {
                    scene.alert?.actions.append(action)
                }
            default:
                if let kind = relationshipNames[child.name] {
                    if kind != .tab, scene.relationships.contains(where: { $0.kind == kind }) {
                        sink.report(.unknownElement, at: child.location, "<\(node.name)> takes only one <\(child.name)>; this one is ignored")
                    } else if let relationship = readRelationship(child, kind: kind) {
                        scene.relationships.append(relationship)
                    }
                } else if allowed.contains(child.name), FlowVocabulary.controlElements[child.name] != nil {
                    var controls = ControlReader(sink: sink, sceneID: sceneID, firstIndex: controlCount)
                    if let control = controls.read(child) { scene.controls.append(control) }
                    controlCount = controls.nextIndex
                    controlIDs += controls.ids
                } else if allowed.contains(child.name) {
                    sink.report(.unknownElement, at: child.location, "<\(node.name)> takes only one <\(child.name)>; this one is ignored")
                } else {
                    element.reportUnknownChild(child, allowed: allowed)
                }
            }
        }
    }

    private func readRelationship(_ node: XMLNode, kind: Relationship.Kind) -> Relationship? {
        let attributes = kind == .tab ? FlowVocabulary.tabAttributes : FlowVocabulary.relationshipAttributes
        let element = ElementReader(node, sink: sink, allowed: attributes)
        for child in node.children { element.reportUnknownChild(child, allowed: []) }
        guard let destination = element.required("scene", purpose: "the id of the scene it holds") else { return nil }
        var tabItem: TabItem?
        if kind == .tab {
            tabItem = TabItem(
                title: element.string("title"), image: element.string("image"),
                badge: element.string("badge"), systemItem: element.optionalValue("systemItem", TabItem.SystemItem.self)
            )
        }
        return Relationship(kind: kind, destination: destination, tabItem: tabItem, location: node.location)
    }

    private func readNavigationItem(_ node: XMLNode) -> NavigationItem {
        let element = ElementReader(node, sink: sink, allowed: FlowVocabulary.navigationItemAttributes)
        var item = NavigationItem(
            title: element.string("title"), prompt: element.string("prompt"),
            backButtonTitle: element.string("backButtonTitle"), location: node.location
        )
        var buttons: [(BarButton.Placement, XMLNode)] = []
        for child in node.children {
            guard child.name == "barButton" else {
                element.reportUnknownChild(child, allowed: ["barButton"])
                continue
            }
            let placement = child.attribute("placement").flatMap(BarButton.Placement.init(rawValue:)) ?? .right
            buttons.append((placement, child))
        }
        let ordered = buttons.filter { $0.0 == .left } + buttons.filter { $0.0 == .right }
        for (index, (placement, child)) in ordered.enumerated() {
            let button = readBarButton(child, placement: placement, index: index)
            if placement == .left { item.leftButtons.append(button) } else { item.rightButtons.append(button) }
        }
        return item
    }

    private func readBarButton(_ node: XMLNode, placement: BarButton.Placement, index: Int) -> BarButton {
        let element = ElementReader(node, sink: sink, allowed: FlowVocabulary.barButtonAttributes)
        _ = element.optionalValue("placement", BarButton.Placement.self)
        var button = BarButton(
            placement: placement,
            systemItem: element.optionalValue("system", BarButton.SystemItem.self),
            title: element.string("title"), image: element.string("image"), action: element.string("action"),
            effect: element.value("effect", default: ActionEffect.none), location: node.location
        )
        if button.systemItem == nil, button.title == nil, button.image == nil {
            sink.report(.missingAttribute, at: node.location, "<barButton> needs a `system` item, a `title` or an `image` so it can be shown and tapped")
        }
        button.segue = SegueReader(sink: sink, sceneID: sceneID).readSingle(in: node, element: element, trigger: .barButton(index: index))
        return button
    }

    private func readAlertAction(_ node: XMLNode, index: Int) -> AlertAction? {
        let element = ElementReader(node, sink: sink, allowed: FlowVocabulary.alertActionAttributes)
        let title = element.required("title", purpose: "the button's text")
        let segue = SegueReader(sink: sink, sceneID: sceneID).readSingle(in: node, element: element, trigger: .alertAction(index: index))
        guard let title else { return nil }
        return AlertAction(
            title: title, style: element.value("style", default: AlertAction.Style.default),
            action: element.string("action"), segue: segue, location: node.location
        )
    }
}

extension UnwindAction {
    /// An action name without the Objective-C selector's trailing colon and argument labels (`backToT0Do:` and
    /// `backToT0Do(segue:)` both become `backToT0Do`).
    public static func normalizedName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ":") }) else { return name }
        var result = Substring(name)
        if let parenthesis = result.firstIndex(of: "(") { result = result[..<parenthesis] }
        if let colon = result.firstIndex(of: ":") { result = result[..<colon] }
        return String(result)
    }
}
