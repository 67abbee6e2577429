import StoryflowModel

/// The ways into a flow that are not segues or relationships: the scenes reachability starts from, the same list
/// for `check`, `graph` and the agreement tests. A deep link is not one: the runtime opens it along a chain of
/// segues from the launch (`DeepLinkRoute`), so what it shows is reached from the initial scene anyway.
public struct EntryPoints: Sendable, Equatable {
    /// The initial scene (the `initial` attribute, Interface Builder's Is Initial View Controller), if it exists.
    public var initialScene: Int?
    /// Scenes with a non-empty storyboard identifier, which code may make with
    /// `instantiateViewController(withIdentifier:)`, in document order.
    public var identifiedScenes: [Int]

    /// The entry points of `document`.
    public init(_ document: FlowDocument) {
        let sceneIDs = document.sceneIDs
        let scenes = document.scenes
        self.init(initialScene: document.initialSceneID.flatMap { sceneIDs.position(of: $0, in: scenes) }, scenes: scenes)
    }

    /// The entry points of a flow whose scenes are `scenes`.
    public init(initialScene: Int?, scenes: [Scene]) {
        self.initialScene = initialScene
        var identified: [Int] = []
        for index in scenes.indices {
            if let identifier = scenes[index].storyboardIdentifier, !identifier.isEmpty { identified.append(index) }
        }
        identifiedScenes = identified
    }

    /// Whether `scene`, started on its own (`storyflow run --start`, `open ID`, a walk from code's entry point),
    /// is shown inside a generic navigation controller, as when code pushes it onto one: it is not a container and
    /// has a segue that pushes inside one (`SegueTransition.mayPush`: a show or legacy push, not a show that
    /// presents a navigation or split view controller).
    public static func startsInsideNavigation(_ scene: Scene, in document: FlowDocument) -> Bool {
        guard !scene.kind.isContainer else { return false }
        return scene.segues.contains { segue in
            SegueTransition.mayPush(segue.kind, to: segue.destination.flatMap(document.scene(withID:))?.kind)
        }
    }

    /// Whether a storyboard's initial scene is shown where code puts it, not as the window's root: one with a
    /// storyboard identifier belongs to a storyboard code instantiates (`instantiateInitialViewController()`, or a
    /// storyboard reference from another storyboard), and that code may push it or embed it in a navigation
    /// controller. The checks then judge its segues as those of any scene code makes. A flow's initial scene is the
    /// app's launch.
    public static func initialSceneIsPlacedByCode(_ scene: Scene, format: FlowDocument.Format) -> Bool {
        format == .storyboard && !scene.kind.isContainer && !(scene.storyboardIdentifier ?? "").isEmpty
    }

    /// Every entry point: the initial scene, then the identified scenes (the initial one again if it has an
    /// identifier).
    public var all: [Int] { (initialScene.map { [$0] } ?? []) + identifiedScenes }
}
