import StoryflowModel

/// How Apple's storyboard XML names things, mapped to the model (`docs/storyboards.md` has the full table).
enum StoryboardVocabulary {
    /// View controller elements and the scene kind each becomes; controllers not listed (hosting controllers,
    /// AVKit and GLKit controllers, ...) are read as plain view controllers.
    /// Interface Builder names the controllers as the flow dialect does, but for a reference to another storyboard.
    static let controllerKinds = Dictionary(
        uniqueKeysWithValues: SceneKind.allCases.map { ($0 == .storyboardReference ? "viewControllerPlaceholder" : $0.rawValue, $0) })

    /// Segue `kind` values and the model's kind; `relationship` is handled apart.
    static let segueKinds: [String: SegueKind] = [
        "show": .show,
        "showDetail": .showDetail,
        "presentation": .present,
        "popoverPresentation": .popover,
        "embed": .embed,
        "unwind": .unwind,
        "custom": .custom,
        "push": .push,
        "modal": .modal,
        "replace": .replace,
        "popover": .legacyPopover,
    ]

    /// `relationship` values of relationship segues the model covers.
    static let relationshipKinds: [String: Relationship.Kind] = [
        "rootViewController": .root,
        "viewControllers": .tab,
        "masterViewController": .master,
        "supplementaryViewController": .supplementary,
        "detailViewController": .detail,
    ]

    /// `style` values of `tableViewCell`; a cell without `style` is a custom cell.
    static let cellStyles: [String: TableCell.Style] = [
        "IBUITableViewCellStyleDefault": .basic,
        "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .rightDetail,
        "IBUITableViewCellStyleValue2": .leftDetail,
    ]

    /// `modalPresentationStyle` values.
    static let presentationStyles: [String: PresentationStyle] = [
        "automatic": .automatic, "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none,
    ]

    /// Subview elements read as controls.
    static let controlKinds: [String: Control.Kind] = [
        "label": .label,
        "button": .button,
        "textField": .textField,
        "switch": .switch,
        "imageView": .image,
        "containerView": .containerView,
        "view": .view,
        "stackView": .view,
        "scrollView": .view,
        "visualEffectView": .view,
    ]

    /// `targetRuntime` values of storyboards this reader understands (UIKit ones).
    static func isUIKitRuntime(_ runtime: String) -> Bool {
        runtime.hasPrefix("iOS.CocoaTouch") || runtime == "AppleTV"
    }

    /// The display name of a gesture recognizer element, for the button standing in for it.
    static func gestureName(_ element: String) -> String? {
        guard element.hasSuffix("GestureRecognizer") else { return nil }
        let base = element.dropLast("GestureRecognizer".count)
        var words = ""
        for character in base {
            if character.isUppercase { words += " " }
            words += character.lowercased()
        }
        return words.prefix(1).uppercased() + words.dropFirst() + " gesture"
    }
}
