import StoryflowModel

/// Converts one scene element of a flow file, with everything inside it, into a `Scene`.
struct FlowSceneReader {
    let sink: DiagnosticCollector
    /// Shares the storage of repeated class names across the document.
    let classNames: StringInterner
    /// Reads the scene's controls, numbering them, and keeps their ids for the duplicate-id check.
    private(set) var controls: ControlReader
    /// Where the scene's `id` attribute is, once read.
    private(set) var idLocation: SourceLocation?

    init(sink: DiagnosticCollector, classNames: StringInterner) {
        self.sink = sink
        self.classNames = classNames
        controls = ControlReader(sink: sink, firstIndex: 0)
    }

    /// Ids of controls, reported to the document reader for the duplicate-id check.
    var controlIDs: [(id: String, location: SourceLocation)] { controls.ids }

    /// Reads a scene element of the kind `schema` describes and appends the scene to `scenes` (building it in
    /// place); returns its id, or `nil` (with the problem reported, and nothing appended) if it has none.
    mutating func readScene(_ node: XMLNode, schema: SceneSchema, into scenes: inout [Scene]) -> String? {
        let kind = schema.kind
        let element = ElementReader<SceneAttribute>(node, sink: sink, table: schema.attributes)
        guard let id = element.required(.id, purpose: "segues and relationships name scenes by id") else { return nil }
        idLocation = element.location(of: .id)
        scenes.append(
            Scene(
                id: id, kind: kind, className: classNames.intern(element.string(.class)), title: element.string(.title),
                storyboardIdentifier: element.string(.storyboardIdentifier), location: node.location
            ))
        let index = scenes.count - 1
        if let style = element.optionalValue(.presentation, PresentationStyle.self) { scenes[index].modalPresentationStyle = style }
        if let style = element.optionalValue(.transition, TransitionStyle.self) { scenes[index].modalTransitionStyle = style }
        if element.string(.definesContext) != nil { scenes[index].definesPresentationContext = element.bool(.definesContext, default: false) }
        if element.string(.hidesBottomBar) != nil { scenes[index].hidesBottomBarWhenPushed = element.bool(.hidesBottomBar, default: false) }
        if element.string(.navigationBarHidden) != nil { scenes[index].isNavigationBarHidden = element.bool(.navigationBarHidden, default: false) }
        switch kind {
        case .storyboardReference:
            scenes[index].reference = StoryboardReference(
                storyboardName: element.string(.storyboardName),
                referencedIdentifier: element.string(.referencedIdentifier)
            )
            for child in node.children { element.reportUnknownChild(child, allowed: []) }
            return id
        case .alertController:
            scenes[index].alert = AlertContent(
                title: element.string(.title), message: element.string(.message),
                style: element.value(.style, default: AlertContent.Style.alert)
            )
        default:
            break
        }
        readChildren(of: node, into: &scenes[index], schema: schema, element: element)
        return id
    }

    private mutating func readChildren(of node: XMLNode, into scene: inout Scene, schema: SceneSchema, element: ElementReader<SceneAttribute>) {
        // Arrays sized up front, not grown by doubling: their spare room would stay in the model for good.
        scene.controls.reserveCapacity(
            node.children.count { child in
                if case .control? = schema.children.value(of: child.name) { true } else { false }
            })
        var contract = ContractCollector(sink: sink)
        defer { if let declared = contract.contract { scene.contract = declared } }
        // Controls written after the <tableView> are laid out below its rows.
        var controlsBeforeTable: Int?
        defer {
            if let controlsBeforeTable {
                let below = scene.controls.count - controlsBeforeTable
                scene.tableView?.controlsBelow = below
            }
        }
        for child in node.children {
            guard let role = schema.children.value(of: child.name) else {
                element.reportUnknownChild(child, allowed: schema.children.names)
                continue
            }
            switch role {
            case .navigationItem where scene.navigationItem == nil:
                scene.navigationItem = readNavigationItem(child)
            case .tableView where scene.tableView == nil:
                var tables = FlowTableReader(sink: sink, controls: controls, classNames: classNames)
                scene.tableView = tables.readTable(child)
                controls = tables.controls
                controlsBeforeTable = scene.controls.count
            case .navigationItem, .tableView:
                sink.report(.unknownElement, at: child.location, "<\(node.name)> takes only one <\(child.name)>; this one is ignored")
            case .segue:
                if let segue = SegueReader(sink: sink).read(child, trigger: .manual) {
                    scene.manualSegues.append(segue)
                }
            case .unwindAction:
                let reader = ElementReader<UnwindActionAttribute>(child, sink: sink, table: FlowVocabulary.unwindActionTable)
                if let name = reader.required(.name, purpose: "the action unwind segues target"),
                    let action = UnwindActionDeclaration.read(name, at: child.location, sink: sink)
                {
                    scene.unwindActions.append(action)
                }
                for grandchild in child.children { reader.reportUnknownChild(grandchild, allowed: []) }
            case .input:
                if let input = ContractReader(sink: sink).readInput(child) { contract.add(input, at: child.location) }
            case .result:
                if let result = ContractReader(sink: sink).readResult(child) { contract.add(result, at: child.location) }
            case .alertAction:
                if let action = readAlertAction(child, index: scene.alert?.actions.count ?? 0) {
                    scene.alert?.actions.append(action)
                }
            case .relationship(let kind):
                if kind != .tab, scene.relationships.contains(where: { $0.kind == kind }) {
                    sink.report(.unknownElement, at: child.location, "<\(node.name)> takes only one <\(child.name)>; this one is ignored")
                } else if let relationship = readRelationship(child, kind: kind) {
                    scene.relationships.append(relationship)
                }
            case .control(let control):
                controls.read(child, schema: control, into: &scene.controls)
            }
        }
    }

    private func readRelationship(_ node: XMLNode, kind: Relationship.Kind) -> Relationship? {
        let table = kind == .tab ? FlowVocabulary.tabTable : FlowVocabulary.relationshipTable
        let element = ElementReader<RelationshipAttribute>(node, sink: sink, table: table)
        let passes = ContractReader(sink: sink).readPasses(in: node, element: element)
        guard let destination = element.required(.scene, purpose: "the id of the scene it holds") else { return nil }
        var tabItem: TabItem?
        if kind == .tab {
            tabItem = TabItem(
                title: element.string(.title), image: element.string(.image),
                badge: element.string(.badge), systemItem: element.optionalValue(.systemItem, TabItem.SystemItem.self)
            )
        }
        return Relationship(kind: kind, destination: destination, tabItem: tabItem, passes: passes, location: node.location)
    }

    private func readNavigationItem(_ node: XMLNode) -> NavigationItemContent {
        let element = ElementReader<NavigationItemAttribute>(node, sink: sink, table: FlowVocabulary.navigationItemTable)
        var item = NavigationItemContent(
            title: element.string(.title), prompt: element.string(.prompt),
            backButtonTitle: element.string(.backButtonTitle), location: node.location
        )
        item.hidesBackButton = element.bool(.hidesBackButton, default: false)
        item.leftItemsSupplementBackButton = element.bool(.leftItemsSupplementBackButton, default: false)
        var buttons: [(BarButton.Placement, XMLNode)] = []
        for child in node.children {
            guard child.name.isSameName(as: "barButton") else {
                element.reportUnknownChild(child, allowed: ["barButton"])
                continue
            }
            let placement = child.attribute("placement").flatMap(BarButton.Placement.init(flowValue:)) ?? .right
            buttons.append((placement, child))
        }
        let leftCount = buttons.count { $0.0 == .left }
        item.leftButtons.reserveCapacity(leftCount)
        item.rightButtons.reserveCapacity(buttons.count - leftCount)
        // Left buttons are numbered first, then right ones, each in document order.
        var index = 0
        for side in [BarButton.Placement.left, .right] {
            for (placement, child) in buttons where placement == side {
                let button = readBarButton(child, placement: placement, index: index)
                index += 1
                if placement == .left { item.leftButtons.append(button) } else { item.rightButtons.append(button) }
            }
        }
        return item
    }

    private func readBarButton(_ node: XMLNode, placement: BarButton.Placement, index: Int) -> BarButton {
        let element = ElementReader<BarButtonAttribute>(node, sink: sink, table: FlowVocabulary.barButtonTable)
        _ = element.optionalValue(.placement, BarButton.Placement.self)
        var button = BarButton(
            placement: placement,
            systemItem: element.optionalValue(.system, BarButton.SystemItem.self),
            title: element.string(.title), image: element.string(.image), action: element.string(.action),
            effect: element.value(.effect, default: ActionEffect.none), location: node.location
        )
        if button.systemItem == nil, button.title == nil, button.image == nil {
            sink.report(.missingAttribute, at: node.location, "<barButton> needs a `system` item, a `title` or an `image` so it can be shown and tapped")
        }
        button.segue = SegueReader(sink: sink).readSingle(in: node, element: element, trigger: .barButton(index: index))
        if element.string(.enabled) != nil { button.isEnabled = element.bool(.enabled, default: true) }
        return button
    }

    private func readAlertAction(_ node: XMLNode, index: Int) -> AlertActionContent? {
        let element = ElementReader<AlertActionAttribute>(node, sink: sink, table: FlowVocabulary.alertActionTable)
        let title = element.required(.title, purpose: "the button's text")
        let segue = SegueReader(sink: sink).readSingle(in: node, element: element, trigger: .alertAction(index: index))
        guard let title else { return nil }
        return AlertActionContent(
            title: title, style: element.value(.style, default: AlertActionContent.Style.default),
            action: element.string(.action), effect: element.value(.effect, default: ActionEffect.none), segue: segue,
            location: node.location
        )
    }
}

/// A scene's `<input>` and `<result>` elements as they are read: each name kept once (a second is reported),
/// found by name in constant time.
private struct ContractCollector {
    let sink: DiagnosticCollector
    private var inputs: [ContractInput] = []
    private var results: [ContractResult] = []
    private var inputLines: [String: Int] = [:]
    private var resultLines: [String: Int] = [:]

    init(sink: DiagnosticCollector) {
        self.sink = sink
    }

    mutating func add(_ input: ContractInput, at location: SourceLocation) {
        if let line = inputLines[input.name] {
            sink.report(.duplicateID, at: location, "input `\(input.name)` is already declared at line \(line); this one is ignored")
        } else {
            inputLines[input.name] = location.line
            inputs.append(input)
        }
    }

    mutating func add(_ result: ContractResult, at location: SourceLocation) {
        if let line = resultLines[result.name] {
            sink.report(.duplicateID, at: location, "result `\(result.name)` is already declared at line \(line); this one is ignored")
        } else {
            resultLines[result.name] = location.line
            results.append(result)
        }
    }

    /// The contract declared, or `nil` when the scene declares no input or result.
    var contract: SceneContract? {
        inputs.isEmpty && results.isEmpty ? nil : SceneContract(inputs: inputs, results: results)
    }
}
