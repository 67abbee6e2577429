import StoryflowModel

/// How messages speak of a flow's parts in the vocabulary of its dialect: flow files by their own ids and
/// attributes; storyboards, whose ids Interface Builder made up, by what Xcode shows and where to change it.
public enum Dialect {
    /// How a message names `scene`: in a flow file its id (`` `players` ``); in a storyboard its class, title or
    /// storyboard identifier, with the object id after it (`` `PlayersViewController` "Players" (HTG-9v-3RO) ``).
    /// The title is the controller's own (a check that keeps only scenes' outlines has no navigation items).
    public static func name(of scene: Scene, in format: FlowDocument.Format) -> String {
        name(
            id: scene.id, className: scene.className, title: scene.title,
            storyboardIdentifier: scene.storyboardIdentifier, kind: scene.kind, in: format
        )
    }

    /// `name(of:in:)` for a scene read in place.
    public static func name(of scene: borrowing InPlace<Scene>, in format: FlowDocument.Format) -> String {
        name(
            id: scene.id, className: scene.className, title: scene.title,
            storyboardIdentifier: scene.storyboardIdentifier, kind: scene.kind, in: format
        )
    }

    private static func name(
        id: String, className: String?, title: String?, storyboardIdentifier: String?, kind: SceneKind, in format: FlowDocument.Format
    ) -> String {
        SceneName.of(id: id, className: className, title: title, storyboardIdentifier: storyboardIdentifier, kind: kind, in: format)
    }

    /// How a message tells the user to change a segue's kind: the flow attribute, or the Kind in Xcode's
    /// Attributes inspector.
    public static func changeSegueKind(to kind: SegueKind, in format: FlowDocument.Format) -> String {
        guard format == .storyboard else { return "use kind=\"\(kind.rawValue)\"" }
        return "set the segue's Kind to \(interfaceBuilderName(of: kind)) in the Attributes inspector"
    }

    /// What Interface Builder's Kind menu calls a segue kind.
    static func interfaceBuilderName(of kind: SegueKind) -> String {
        switch kind {
        case .show: "Show (e.g. Push)"
        case .showDetail: "Show Detail (e.g. Replace)"
        case .present: "Present Modally"
        case .popover: "Present As Popover"
        case .embed: "Embed"
        case .custom: "Custom"
        case .unwind: "Unwind"
        case .push: "Push (deprecated)"
        case .modal: "Modal (deprecated)"
        case .replace: "Replace (deprecated)"
        case .legacyPopover: "Popover (deprecated)"
        }
    }
}
