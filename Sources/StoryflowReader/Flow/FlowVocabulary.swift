import StoryflowModel

/// The element and attribute names of the flow dialect, in one place (`docs/flow-format.md` documents them and
/// `Flows/storyflow.xsd` mirrors them).
enum FlowVocabulary {
    /// Each scene element is named as its kind is (`<viewController>`, ..., `<storyboardReference>`).
    static let sceneElements = Dictionary(uniqueKeysWithValues: SceneKind.allCases.map { ($0.rawValue, $0) })

    static let flowTable = FlowRootAttribute.table
    static let sceneTable = SceneAttribute.table([.id, .class, .title, .storyboardIdentifier, .presentation, .transition, .definesContext, .hidesBottomBar])
    static let navigationTable = SceneAttribute.table(
        [.id, .class, .title, .storyboardIdentifier, .presentation, .transition, .definesContext, .hidesBottomBar, .navigationBarHidden])
    static let alertTable = SceneAttribute.table([.id, .class, .title, .storyboardIdentifier, .message, .style])
    static let referenceTable = SceneAttribute.table([.id, .storyboardName, .referencedIdentifier])
    static let relationshipTable = RelationshipAttribute.table([.scene])
    static let tabTable = RelationshipAttribute.table
    static let navigationItemTable = NavigationItemAttribute.table
    static let barButtonTable = BarButtonAttribute.table
    static let tableTable = TableAttribute.table
    static let sectionTable = SectionAttribute.table
    static let cellTable = CellAttribute.table
    static let rowTable = RowAttribute.table
    static let valueTable = ValueAttribute.table
    static let segueTable = SegueAttribute.table
    static let unwindActionTable = UnwindActionAttribute.table
    static let alertActionTable = AlertActionAttribute.table
    static let inputTable = InputAttribute.table
    static let resultTable = ResultAttribute.table
    static let passTable = PassAttribute.table
    static let receiveTable = ReceiveAttribute.table
    static let deepLinkTable = DeepLinkAttribute.table

    static let flowAttributes = flowTable.names
    static let sceneAttributes = sceneTable.names
    static let alertAttributes = alertTable.names
    static let referenceAttributes = referenceTable.names

    static let relationshipElements: [SceneKind: [String: Relationship.Kind]] = [
        .navigationController: ["root": .root],
        .tabBarController: ["tab": .tab],
        .splitViewController: ["master": .master, "supplementary": .supplementary, "detail": .detail],
    ]
    /// The child elements each kind of scene takes, computed once.
    static let sceneChildren: [SceneKind: [String]] = {
        var result: [SceneKind: [String]] = [:]
        for kind in sceneElements.values {
            var allowed = ["navigationItem", "segue", "unwindAction"] + (relationshipElements[kind] ?? [:]).keys.sorted()
            if kind == .alertController {
                allowed.append("action")
            } else if !kind.isContainer {
                allowed += ["input", "result", "tableView"] + controlNames
            }
            result[kind] = allowed
        }
        return result
    }()
    static let relationshipAttributes = relationshipTable.names
    static let tabAttributes = tabTable.names

    static let navigationItemAttributes = navigationItemTable.names
    static let barButtonAttributes = barButtonTable.names
    static let tableAttributes = tableTable.names
    static let sectionAttributes = sectionTable.names
    static let cellAttributes = cellTable.names
    static let rowAttributes = rowTable.names
    static let valueAttributes = valueTable.names
    static let segueAttributes = segueTable.names
    static let unwindActionAttributes = unwindActionTable.names
    static let alertActionAttributes = alertActionTable.names

    /// Controls: each element's kind and the attributes it takes.
    static let controls = NameTable<ControlSchema>([
        ("label", ControlSchema(kind: .label, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden, .text]))),
        ("button", ControlSchema(kind: .button, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden, .enabled, .title, .action, .effect]))),
        (
            "textField",
            ControlSchema(kind: .textField, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden, .enabled, .text, .placeholder, .action]))
        ),
        ("switch", ControlSchema(kind: .switch, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden, .enabled, .title, .on, .action]))),
        ("image", ControlSchema(kind: .image, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden, .name]))),
        ("containerView", ControlSchema(kind: .containerView, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden]))),
        ("view", ControlSchema(kind: .view, attributes: ControlAttribute.table([.id, .tag, .outlet, .hidden]))),
    ])
    /// Controls and the attributes each takes.
    static let controlElements: [String: (Control.Kind, [String])] = Dictionary(
        uniqueKeysWithValues: controls.names.map { name in
            let schema = controls.value(of: name)!
            return (name, (schema.kind, schema.attributes.names))
        })
    static let controlNames = controlElements.keys.sorted()

    /// The scene elements: each one's kind, attributes and children.
    static let scenes = NameTable<SceneSchema>(
        sceneElements.map { name, kind in
            let attributes =
                switch kind {
                case .alertController: alertTable
                case .storyboardReference: referenceTable
                case .navigationController: navigationTable
                default: sceneTable
                }
            let relationships = relationshipElements[kind] ?? [:]
            let children = NameTable<SceneChild>(
                (sceneChildren[kind] ?? []).map { child in
                    let role: SceneChild =
                        switch child {
                        case "navigationItem": .navigationItem
                        case "segue": .segue
                        case "unwindAction": .unwindAction
                        case "action": .alertAction
                        case "tableView": .tableView
                        case "input": .input
                        case "result": .result
                        default: relationships[child].map(SceneChild.relationship) ?? .control(controls.value(of: child)!)
                        }
                    return (child, role)
                })
            return (name, SceneSchema(kind: kind, attributes: attributes, children: children))
        })

    /// The child elements of a `<tableView>`.
    static let tableChildren = NameTable<TableChild>([("section", .section), ("prototype", .prototype), ("samples", .samples)])

    /// Every element of the format with the attributes it takes (besides `xmlns` and `xsi:` attributes, which
    /// the reader ignores everywhere). Elements that appear in several places (`section`, `segue`) take the
    /// same attributes in each.
    static let attributesByElement: [String: [String]] = {
        var result: [String: [String]] = [
            "flow": flowAttributes,
            "navigationItem": navigationItemAttributes,
            "barButton": barButtonAttributes,
            "tableView": tableAttributes,
            "section": sectionAttributes,
            "cell": cellAttributes,
            "prototype": cellAttributes,
            "samples": [],
            "row": rowAttributes,
            "value": valueAttributes,
            "segue": segueAttributes,
            "unwindAction": unwindActionAttributes,
            "action": alertActionAttributes,
            "input": inputTable.names,
            "result": resultTable.names,
            "pass": passTable.names,
            "receive": receiveTable.names,
            "deepLink": deepLinkTable.names,
        ]
        for (name, kind) in sceneElements {
            switch kind {
            case .alertController: result[name] = alertAttributes
            case .storyboardReference: result[name] = referenceAttributes
            case .navigationController: result[name] = navigationTable.names
            default: result[name] = sceneAttributes
            }
        }
        for (_, relationships) in relationshipElements {
            for (name, kind) in relationships {
                result[name] = kind == .tab ? tabAttributes : relationshipAttributes
            }
        }
        for (name, (_, attributes)) in controlElements { result[name] = attributes }
        return result
    }()
}

/// A control element: its kind and the attributes it takes.
struct ControlSchema: Sendable {
    let kind: Control.Kind
    let attributes: NameTable<Int>
}

/// A scene element: its kind, the attributes it takes and its child elements.
struct SceneSchema: Sendable {
    let kind: SceneKind
    let attributes: NameTable<Int>
    /// Every child element the kind takes, named in `children.names` in the order diagnostics list them.
    let children: NameTable<SceneChild>
}

/// What a child element of a scene is.
enum SceneChild: Sendable {
    case navigationItem
    case tableView
    case segue
    case unwindAction
    case input
    case result
    case alertAction
    case relationship(Relationship.Kind)
    case control(ControlSchema)
}

/// What a child element of a `<tableView>` is.
enum TableChild: Sendable {
    case section
    case prototype
    case samples
}
