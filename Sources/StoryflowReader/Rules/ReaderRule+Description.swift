import StoryflowModel

extension ReaderRule: RuleFamily {
    /// Every reader rule, in declaration order.
    public static var ruleDescriptions: [RuleDescription] { allCases.map(\.ruleDescription) }

    /// What the rule reports, for `storyflow rules` and the rule reference.
    public var ruleDescription: RuleDescription {
        let (severity, summary, rationale) = explanation
        return RuleDescription(
            id: rawValue, kind: .reader, severity: severity, summary: summary, rationale: rationale,
            triggeringExamples: storyboardExamples.triggering, nonTriggeringExamples: storyboardExamples.nonTriggering
        )
    }

    private var explanation: (Severity, String, String) {
        switch self {
        case .xmlSyntax:
            (.error, "The file is not well-formed XML.", "libxml2's own error, at its line and column. Nothing else in the file is checked until it parses.")
        case .xmlDoctype:
            (
                .error, "The file declares a DOCTYPE, which is refused.",
                """
                DTDs and entity declarations are never processed, so no entity can expand and no external file or URL is loaded. Flows and storyboards need \
                no DTD: remove it.
                """
            )
        case .xmlLimit:
            (
                .error, "The file exceeds a safety limit.",
                "Nesting depth, the length of a text or attribute value, and the file size are capped so hostile input cannot exhaust memory or time."
            )
        case .ioError:
            (.error, "The file could not be read.", "It is missing, a folder, or not readable; check the path and its permissions.")
        case .unknownElement:
            (
                .error, "An element the format does not know in this place.",
                "It is ignored. The message suggests the closest known element or lists the allowed ones; the format reference documents each element."
            )
        case .unknownAttribute:
            (.error, "An attribute the element does not have.", "It is ignored, which often hides a typo. The message suggests the closest known attribute.")
        case .invalidValue:
            (
                .error, "An attribute value outside the allowed values.",
                "An unknown segue kind, a tag that is not a number, a style UIKit does not have: the message lists the allowed values."
            )
        case .missingAttribute:
            (
                .error, "A required attribute is missing.",
                "A scene without `id`, a segue without `kind` or `destination`, a relationship without `scene`: the element cannot be used without it."
            )
        case .duplicateTrigger:
            (
                .error, "An element that triggers one segue declares a second one.",
                """
                A button, bar button, container view or alert action fires one segue; the second is ignored. Use a manual segue and \
                `performSegue(withIdentifier:sender:)` for the others.
                """
            )
        case .duplicateID:
            (
                .error, "Two scenes, controls or other objects share an id.",
                """
                Segues and relationships name scenes by id, so the second one cannot be reached. Ids must be unique in a flow; in a storyboard every object's \
                id must be unique (two tab bar items or bar button items with one id are what a bad merge leaves, and Xcode refuses or renumbers the \
                document).
                """
            )
        case .unsupportedDocument:
            (
                .error, "The document is not a flow or storyboard this reader can read.",
                "The root element is wrong or the format version is not supported; a flow file starts with <flow version=\"1\">."
            )
        case .unsupportedStoryboard:
            (
                .warning, "The storyboard is not an iOS storyboard Storyflow can read.",
                """
                Legacy archive-format, macOS and watchOS storyboards are valid files Storyflow does not model: each is reported once, as a warning, and not \
                checked further. A `.storyboard` file whose root element is not a storyboard's is an error.
                """
            )
        case .danglingReference:
            (
                .warning, "An outlet, action, label, popover anchor or other reference names an object id that is not in the storyboard.",
                """
                Usually left behind by a merge or a hand edit. Every section that refers to ids is checked: connections, constraints, cells' labels, popover \
                anchors, `reference` attributes and the inferred metrics tie breakers after the scenes. An outlet, unwind exit or popover anchor that dangles \
                breaks the app at runtime and is an error; other dangling references are warnings.
                """
            )
        case .connectionToAnotherScene:
            (
                .warning, "An outlet or action is connected to an object of another scene.",
                """
                Each scene of a storyboard compiles to its own nib, loaded with its controller, so a connection can only be made within one scene: an \
                outlet (a table's data source, a button) or action whose destination is in another scene is never connected, and the outlet stays nil. \
                Interface Builder does not let such a connection be drawn; it is what a merge or a copy and paste between scenes leaves. Remove it in the \
                Connections inspector and connect the outlet or action within its own scene (or set it in code).
                """
            )
        case .collectionCellMissingReuseIdentifier:
            (
                .warning, "A collection view cell, section header or section footer has no reuse identifier.",
                """
                Xcode warns that prototype collection view cells must have reuse identifiers: `dequeueReusableCell(withReuseIdentifier:for:)` cannot reach a \
                cell without one, nor `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` a section header or footer. Every collection \
                view of a scene is read, wherever it is (the controller's view, a subview, a cell).
                """
            )
        case .duplicateCollectionReuseIdentifier:
            (
                .warning, "Two cells of a collection view share a reuse identifier.",
                "Dequeuing by that identifier always finds the first cell, so the second one's layout and segues are never used."
            )
        case .exitPlaceholderOutsideObjects:
            (
                .warning, "An `exit` placeholder is not a direct child of its scene's `objects`.",
                "Xcode then drops the unwind silently; it is an error when an unwind segue uses it."
            )
        case .sceneDroppedByIbtool:
            (
                .warning, "A scene ibtool would leave out of the compiled storyboard.",
                "A scene without a view controller compiles to nothing; delete it or add a controller."
            )
        case .unresolvedStoryboardReference:
            (
                .error, "A storyboard reference leads to a storyboard or scene that is not there.",
                """
                `storyboardName` names a `.storyboard` or `.flow.xml` file in the same folder (none: this file) and `referencedIdentifier` a \
                `storyboardIdentifier` in it (none: its initial scene). An identifier or initial scene the target lacks is an error, since UIKit throws when \
                the segue fires; a storyboard missing from the folder is a note, since the app bundle may still hold it, and neither `check` nor `run` can \
                follow the reference then.
                """
            )
        }
    }
}
