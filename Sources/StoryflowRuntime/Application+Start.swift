import StoryflowModel
import StoryflowSemantics

/// Launching at a scene of one's choosing, for storyboards without an initial view controller (or to look at
/// one screen): the scene is instantiated as `instantiateViewController(withIdentifier:)` does.
extension Application {
    /// The scene `name` stands for: the scene with that storyboard identifier, else the scene with that id.
    public func startScene(named name: String) -> Scene? {
        storyboard.document.scene(withStoryboardIdentifier: name) ?? storyboard.document.scene(withID: name)
    }

    /// The scenes `launch(startingAt:)` can start at, in document order: each scene's id, with its storyboard
    /// identifier and title when it has them.
    public var startCandidates: [String] {
        storyboard.document.scenes.map { scene in
            var line = scene.id
            if let identifier = scene.storyboardIdentifier, identifier != scene.id { line += "  (storyboard identifier \(identifier))" }
            if let title = scene.displayTitle { line += "  \"\(title)\"" }
            return line + "  " + scene.kind.rawValue
        }
    }

    /// Instantiates the scene `name` (a storyboard identifier or a scene id) and shows it as the window's root,
    /// inside a generic navigation controller when its segues need one (a note event says so). `configure` runs
    /// before it shows, as in `launch(configure:)`. Returns `nil` when no scene has that name; when the scene
    /// cannot be instantiated (an unresolved storyboard reference), the events say why and nothing shows.
    @discardableResult
    public func launch(startingAt name: String, configure: ((ViewController) -> Void)? = nil) -> [Event]? {
        guard let scene = startScene(named: name) else { return nil }
        return perform {
            guard var root = storyboard.instantiate(scene) else { return }
            if EntryPoints.startsInsideNavigation(scene, in: storyboard.document) {
                let name = SceneName.of(scene, in: storyboard.document.format)
                root.record(.note, message: "\(name) has segues that push, so it starts inside a navigation controller, as when it is pushed onto one")
                root = EventLog.$current.withValue(log) { NavigationController(rootViewController: root) }
            }
            show(root, configure: configure, way: "instantiateViewController(withIdentifier:) at the start")
        }
    }
}
