import StoryflowModel
import StoryflowRuntime
import StoryflowTerminal

/// Each scene's screen as `storyflow run --start SCENE` first draws it, on generic controllers, as plain text:
/// for pictures of a flow and for editors, which show a scene without stepping to it.
@MainActor
public enum SceneScreenshots {
    /// The most scenes drawn for one picture; a larger flow's other scenes are left without a screen.
    public static let maximumScenes = 2_000

    /// The screens of the scenes `ids` of `document` (the first `maximumScenes`), by scene id, `width` columns
    /// wide. A scene that cannot be drawn on its own (an unresolved storyboard reference) has no screen.
    public static func screens(of document: FlowDocument, scenes ids: [String], width: Int) -> [String: String] {
        var screens: [String: String] = [:]
        for id in ids.prefix(maximumScenes) where screens[id] == nil {
            // A storyboard of its own numbers the scene's controllers from 1, as a session started there does.
            let application = Application(storyboard: Storyboard(document: document))
            guard application.launch(startingAt: id) != nil, application.rootViewController != nil else { continue }
            screens[id] = ScreenRenderer(width: max(width, ScreenRenderer.minimumWidth)).render(application.screen).plainText
        }
        return screens
    }
}
