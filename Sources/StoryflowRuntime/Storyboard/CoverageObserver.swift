import StoryflowModel

/// Told what a session shows and fires, as it happens (`storyflow run --coverage`). Each call names the file
/// the scene or segue is declared in, since a storyboard reference leads into other files.
@MainActor
public protocol CoverageObserver: AnyObject {
    /// A scene's controller appeared on screen (`viewDidAppear`).
    func sceneAppeared(_ scene: Scene, file: String)
    /// A segue declared in `scene` ran: its destination was shown, embedded, or unwound to.
    func segueRan(_ segue: Segue, in scene: Scene, file: String)
    /// The tab at `index` of a tab bar controller made from `tabBar` was selected.
    func tabSelected(_ tabBar: Scene, index: Int, file: String)
    /// The person selected the row at `row` of `section` in the table of `scene`.
    func rowSelected(in scene: Scene, section: Int, row: Int, file: String)
}
