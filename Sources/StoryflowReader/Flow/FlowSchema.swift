import StoryflowModel

/// The flow format's vocabulary for editors: which elements go where, the attributes each takes, the values an
/// enumerated attribute allows and what an attribute's value names. It is built from the tables the reader reads
/// with, so completion offers exactly what the reader accepts (`Flows/storyflow.xsd` mirrors it).
public enum FlowSchema {
    /// What an attribute's value names elsewhere in the file.
    public enum Reference: Sendable, Equatable {
        /// A scene's `id`.
        case scene
        /// A prototype cell's `reuseIdentifier`.
        case reuseIdentifier
        /// An `<unwindAction name>`.
        case unwindAction
        /// An `<input name>` of a scene.
        case input
        /// A `<result name>` of a scene.
        case result
    }

    /// The scene elements `<flow>` holds.
    public static let sceneElements: [String] = FlowVocabulary.sceneElements.keys.sorted()

    /// The child elements `element` takes, sorted; `nil` stands for the document itself, whose one element is
    /// `<flow>`.
    public static func childElements(of element: String?) -> [String] {
        guard let element else { return ["flow"] }
        if let kind = FlowVocabulary.sceneElements[element] { return (FlowVocabulary.sceneChildren[kind] ?? []).sorted() }
        if FlowVocabulary.controlElements[element] != nil { return element == "button" ? ["segue"] : [] }
        return otherChildren[element] ?? []
    }

    private static let otherChildren: [String: [String]] = {
        let relationships = FlowVocabulary.relationshipElements.values.flatMap(\.keys)
        var result: [String: [String]] = [
            "flow": (sceneElements + ["deepLink"]).sorted(),
            "navigationItem": ["barButton"],
            "barButton": ["segue"],
            "tableView": ["prototype", "samples", "section"],
            "section": ["cell", "row"],
            "cell": (["segue"] + FlowVocabulary.controlNames).sorted(),
            "prototype": (["segue"] + FlowVocabulary.controlNames).sorted(),
            "samples": ["row", "section"],
            "row": ["value"],
            "segue": ["pass", "receive"],
            "action": ["segue"],
            "deepLink": ["pass"],
        ]
        for relationship in relationships { result[relationship] = ["pass"] }
        return result
    }()

    /// The attributes `element` takes, sorted (empty for an element the format does not have).
    public static func attributes(of element: String) -> [String] {
        (FlowVocabulary.attributesByElement[element] ?? []).sorted()
    }

    /// The values an enumerated attribute allows, in the order the format lists them; empty for free text.
    public static func values(of attribute: String, in element: String) -> [String] {
        let booleans = ["true", "false"]
        switch (element, attribute) {
        case ("segue", "kind"): return SegueKind.allCases.map(\.rawValue)
        case ("segue", "presentation"): return PresentationStyle.allCases.map(\.rawValue)
        case ("segue", "transition"): return TransitionStyle.allCases.map(\.rawValue)
        case ("segue", "trigger"): return ["selection", "accessory"]
        case ("segue", "animated"), ("switch", "on"), ("input", "required"): return booleans
        case ("barButton", "placement"): return BarButton.Placement.allCases.map(\.rawValue)
        case ("barButton", "system"): return BarButton.SystemItem.allCases.map(\.rawValue)
        case (_, "effect"): return ActionEffect.allCases.map(\.rawValue)
        case ("tab", "systemItem"): return TabItem.SystemItem.allCases.map(\.rawValue)
        case ("tableView", "style"): return TableLayout.Style.allCases.map(\.rawValue)
        case ("tableView", "content"): return TableLayout.Content.allCases.map(\.rawValue)
        case ("cell", "style"), ("prototype", "style"): return TableCell.Style.allCases.map(\.rawValue)
        case ("cell", "accessory"), ("prototype", "accessory"): return TableCell.Accessory.allCases.map(\.rawValue)
        case ("cell", "selection"), ("prototype", "selection"): return TableCell.SelectionStyle.allCases.map(\.rawValue)
        case ("alertController", "style"): return AlertContent.Style.allCases.map(\.rawValue)
        case ("action", "style"): return AlertActionContent.Style.allCases.map(\.rawValue)
        case ("input", "type"), ("result", "type"): return ["String", "Int", "Double", "Bool"]
        default: return []
        }
    }

    /// What the value of `attribute` on `element` names, when it names something the file declares.
    public static func reference(of attribute: String, in element: String) -> Reference? {
        switch (element, attribute) {
        case ("flow", "initial"), ("segue", "destination"), ("deepLink", "scene"), ("deepLink", "container"): .scene
        case (_, "scene") where FlowVocabulary.relationshipElements.values.contains(where: { $0[element] != nil }): .scene
        case ("row", "prototype"): .reuseIdentifier
        case ("segue", "action"): .unwindAction
        case ("pass", "input"): .input
        case ("receive", "result"): .result
        default: nil
        }
    }

    /// Whether `element` declares a scene, so its `id` is what `Reference.scene` values name.
    public static func isScene(_ element: String) -> Bool {
        FlowVocabulary.sceneElements[element] != nil
    }
}
