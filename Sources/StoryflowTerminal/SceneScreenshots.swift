import StoryflowModel
import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics

/// Each scene's screen as `storyflow run --start SCENE` first draws it, on generic controllers, as plain text
/// (an alert scene as it shows when presented): for pictures of a flow and for editors, which show a scene
/// without stepping to it.
@MainActor
public enum SceneScreenshots {
    /// The most scenes drawn for one picture; a larger flow's other scenes are left without a screen.
    public static let maximumScenes = 2_000

    /// The most runtime events all the launches of one picture may log. Each launch is bounded by the runtime's
    /// own limits, but a file can make every scene a container of containers; once the launches have done this
    /// much work, the scenes left get no screen. Counting events rather than time keeps the output the same on
    /// every run.
    public static let maximumEvents = 200_000

    /// The screens of the scenes `ids` of `document` as they show on `device` (the first `maximumScenes`, while
    /// the launches stay within `eventBudget` events), by scene id, `width` columns wide, and the ids left out for
    /// those limits. A scene that cannot be drawn on its own (an unresolved storyboard reference) has no screen
    /// and is not left out.
    public static func screens(
        of document: FlowDocument, scenes ids: [String], width: Int, device: Device = .default, eventBudget: Int = maximumEvents
    ) -> (screens: [String: String], leftOut: Set<String>) {
        var screens: [String: String] = [:]
        var leftOut = Set(ids.dropFirst(maximumScenes))
        var events = 0
        for id in ids.prefix(maximumScenes) where screens[id] == nil {
            guard events < eventBudget else {
                leftOut.insert(id)
                continue
            }
            // An alert is drawn as it shows when presented: a session cannot start at one.
            if let scene = document.scene(withID: id), scene.kind == .alertController, let content = scene.alert {
                let alert = ScreenAlert(
                    title: content.title, message: content.message, style: content.style,
                    actions: content.actions.map { ScreenAlertAction(title: $0.title, style: $0.style) }
                )
                let screen = Screen(layers: [ScreenLayer(sceneID: id, instance: scene.effectiveClassName + "#1")], alert: alert)
                screens[id] = ScreenRenderer(width: max(width, ScreenRenderer.minimumWidth)).render(screen).plainText
                continue
            }
            // A storyboard of its own numbers the scene's controllers from 1, as a session started there does.
            let application = Application(storyboard: Storyboard(document: document), device: device)
            let launched = application.launch(startingAt: id)
            events += application.log.events.count
            guard launched != nil, application.rootViewController != nil else { continue }
            screens[id] = ScreenRenderer(width: max(width, ScreenRenderer.minimumWidth)).render(application.screen).plainText
        }
        return (screens, leftOut)
    }
}
