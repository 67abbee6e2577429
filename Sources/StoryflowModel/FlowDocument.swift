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

    /// Positions in `scenes` by id, in an open-addressing table (linear probing, at most half full): four bytes a
    /// slot, against the 24 of a `[String: Int]` that would also keep a second copy of every id. A slot holds a
    /// position, or -1 when empty.
    private var slotsByID: [Int32]

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
        self.file = file
        self.format = format
        self.name = name
        self.initialSceneID = initialSceneID
        self.initialLocation = initialLocation
        self.scenes = scenes
        self.suppressions = suppressions
        self.location = location
        var capacity = 8
        while capacity < scenes.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for position in scenes.indices {
            let id = scenes[position].id
            var slot = id.hashValue & mask
            while slots[slot] >= 0, scenes[Int(slots[slot])].id != id { slot = (slot + 1) & mask }
            if slots[slot] < 0 { slots[slot] = Int32(position) }
        }
        self.slotsByID = slots
    }

    /// The scene with this id, if there is one.
    public func scene(withID id: String) -> Scene? {
        let mask = slotsByID.count - 1
        var slot = id.hashValue & mask
        while slotsByID[slot] >= 0 {
            let position = Int(slotsByID[slot])
            if scenes[position].id == id { return scenes[position] }
            slot = (slot + 1) & mask
        }
        return nil
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
