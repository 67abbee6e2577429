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

    /// Every entry point: the initial scene, then the identified scenes (the initial one again if it has an
    /// identifier).
    public var all: [Int] { (initialScene.map { [$0] } ?? []) + identifiedScenes }
}
