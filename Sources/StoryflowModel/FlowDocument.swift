/// A whole flow: its scenes, which one the app starts with, and the diagnostics the reader produced.
///
/// Flow documents are immutable values. Both front ends, the native flow dialect and Apple's storyboard XML,
/// read into this one type, so checks, the runtime and renderers never care which one a flow came from.
public struct FlowDocument: Sendable {
    /// The dialect a document was read from.
    public enum Format: String, Sendable {
        /// Storyflow's own `.flow.xml` dialect.
        case flow
        /// Apple's `.storyboard` XML.
        case storyboard
    }

    /// The file the document was read from.
    public var file: String
    /// Which reader produced it.
    public var format: Format
    /// The flow's display name (`name` on `<flow>`).
    public var name: String?
    /// The id of the scene the app starts with, if any.
    public var initialSceneID: String?
    /// Where the initial scene is named.
    public var initialLocation: SourceLocation?
    /// The scenes in document order.
    public private(set) var scenes: [Scene]
    /// Inline suppressions found in comments.
    public var suppressions: [Suppression]
    /// Where the root element starts.
    public var location: SourceLocation
    /// The URLs the app opens at a scene, in document order (the first pattern that matches a URL wins).
    public var deepLinks: [DeepLink] = []

    /// Positions in `scenes` by id; the first scene of an id wins.
    package let sceneIDs: SceneIDTable

    /// Creates a document. When two scenes share an id, lookups find the first.
    public init(
        file: String,
        format: Format,
        name: String? = nil,
        initialSceneID: String? = nil,
        initialLocation: SourceLocation? = nil,
        scenes: [Scene],
        suppressions: [Suppression] = [],
        location: SourceLocation
    ) {
        self.init(
            file: file, format: format, name: name, initialSceneID: initialSceneID, initialLocation: initialLocation,
            scenes: scenes, sceneIDs: SceneIDTable(indexing: scenes), suppressions: suppressions, location: location
        )
    }

    /// Creates a document that adopts `sceneIDs`, a table a reader built while appending exactly `scenes`, in
    /// order, instead of hashing every id again.
    package init(
        file: String,
        format: Format,
        name: String?,
        initialSceneID: String?,
        initialLocation: SourceLocation?,
        scenes: [Scene],
        sceneIDs: SceneIDTable,
        suppressions: [Suppression],
        location: SourceLocation
    ) {
        self.file = file
        self.format = format
        self.name = name
        self.initialSceneID = initialSceneID
        self.initialLocation = initialLocation
        self.scenes = scenes
        self.sceneIDs = sceneIDs
        self.suppressions = suppressions
        self.location = location
    }

    /// The position in `scenes` of the scene with this id (the first, if several share it).
    package func position(ofSceneWithID id: String) -> Int? {
        sceneIDs.position(of: id, in: scenes)
    }

    /// The scene with this id, if there is one.
    public func scene(withID id: String) -> Scene? {
        position(ofSceneWithID: id).map { scenes[$0] }
    }

    /// The scene the app starts with, if the flow names one that exists.
    public var initialScene: Scene? {
        initialSceneID.flatMap(scene(withID:))
    }

    /// The scene whose `storyboardIdentifier` is `identifier`, if any.
    public func scene(withStoryboardIdentifier identifier: String) -> Scene? {
        scenes.first { $0.storyboardIdentifier == identifier }
    }
}
