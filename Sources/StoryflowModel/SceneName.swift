/// How messages name a scene, in the vocabulary of its file's dialect: a flow's scene by its id; a storyboard's,
/// whose ids Interface Builder made up, by what Xcode shows (its class and title, else its Storyboard ID, else its
/// kind's class), with the id after it.
public enum SceneName {
    /// The name of `scene` in a document of `format`.
    public static func of(_ scene: Scene, in format: FlowDocument.Format) -> String {
        of(id: scene.id, className: scene.className, title: scene.title, storyboardIdentifier: scene.storyboardIdentifier, kind: scene.kind, in: format)
    }

    /// The name of the scene with these properties in a document of `format`.
    public static func of(
        id: String, className: String?, title: String?, storyboardIdentifier: String?, kind: SceneKind, in format: FlowDocument.Format
    ) -> String {
        guard format == .storyboard else { return "`\(id)`" }
        var parts: [String] = []
        if let className, !className.isEmpty { parts.append("`\(className)`") }
        if let title, !title.isEmpty { parts.append("\"\(title)\"") }
        if parts.isEmpty, let storyboardIdentifier, !storyboardIdentifier.isEmpty { parts.append("with Storyboard ID `\(storyboardIdentifier)`") }
        if parts.isEmpty { parts.append("`\(kind.defaultClassName)`") }
        return parts.joined(separator: " ") + " (\(id))"
    }
}
