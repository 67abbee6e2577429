import StoryflowModel

/// The element and attribute names of the flow dialect, in one place (`docs/flow-format.md` documents them and
/// `Flows/storyflow.xsd` mirrors them).
enum FlowVocabulary {
    static let sceneElements: [String: SceneKind] = [
        "viewController": .viewController,
        "tableViewController": .tableViewController,
        "collectionViewController": .collectionViewController,
        "navigationController": .navigationController,
        "tabBarController": .tabBarController,
        "splitViewController": .splitViewController,
        "pageViewController": .pageViewController,
        "alertController": .alertController,
        "storyboardReference": .storyboardReference,
    ]

    static let flowAttributes = ["version", "name", "initial"]
    static let sceneAttributes = ["id", "class", "title", "storyboardIdentifier"]
    static let alertAttributes = sceneAttributes + ["message", "style"]
    static let referenceAttributes = ["id", "storyboardName", "referencedIdentifier"]

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
                allowed += ["tableView"] + controlNames
            }
            result[kind] = allowed
        }
        return result
    }()
    static let relationshipAttributes = ["scene"]
    static let tabAttributes = ["scene", "title", "image", "badge", "systemItem"]

    static let navigationItemAttributes = ["title", "prompt", "backButtonTitle"]
    static let barButtonAttributes = ["placement", "system", "title", "image", "action", "effect"]
    static let tableAttributes = ["style", "content", "rowHeight"]
    static let sectionAttributes = ["header", "footer"]
    static let cellAttributes = [
        "reuseIdentifier", "style", "class", "text", "detail", "image", "accessory", "selection", "rowHeight", "outlet",
    ]
    static let rowAttributes = ["prototype", "text", "detail"]
    static let valueAttributes = ["outlet", "tag", "text"]
    static let segueAttributes = [
        "id", "kind", "destination", "action", "class", "presentation", "transition", "animated", "trigger",
    ]
    static let unwindActionAttributes = ["name"]
    static let alertActionAttributes = ["title", "style", "action"]

    /// Controls and the attributes each takes.
    static let controlElements: [String: (Control.Kind, [String])] = [
        "label": (.label, ["id", "tag", "outlet", "text"]),
        "button": (.button, ["id", "tag", "outlet", "title", "action", "effect"]),
        "textField": (.textField, ["id", "tag", "outlet", "text", "placeholder", "action"]),
        "switch": (.switch, ["id", "tag", "outlet", "title", "on", "action"]),
        "image": (.image, ["id", "tag", "outlet", "name"]),
        "containerView": (.containerView, ["id", "tag", "outlet"]),
        "view": (.view, ["id", "tag", "outlet"]),
    ]
    static let controlNames = controlElements.keys.sorted()

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
        ]
        for (name, kind) in sceneElements {
            switch kind {
            case .alertController: result[name] = alertAttributes
            case .storyboardReference: result[name] = referenceAttributes
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
