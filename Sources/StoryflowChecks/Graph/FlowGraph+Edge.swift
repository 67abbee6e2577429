import StoryflowModel
import StoryflowSemantics

/// The edges of a `FlowGraph` and what `show` meets at each scene.
extension FlowGraph {
    /// What an edge is.
    public enum EdgeKind: Hashable, Sendable {
        /// A segue of this kind.
        case segue(SegueKind)
        /// A container's relationship of this kind.
        case relationship(Relationship.Kind)
    }

    /// A segue or relationship from one scene to another.
    public struct Edge: Sendable {
        struct Flags: OptionSet, Sendable {
            let rawValue: UInt8
            static let namesUnknownScene = Flags(rawValue: 1)
            static let hasIdentifier = Flags(rawValue: 2)
            static let hasCustomClass = Flags(rawValue: 4)
            static let isManual = Flags(rawValue: 8)
            static let startsInContainerView = Flags(rawValue: 16)
            static let firesFromPrototype = Flags(rawValue: 32)
        }

        private let storedSource: Int32
        private let storedDestination: Int32
        private let storedOrdinal: Int32
        /// Where it is declared.
        public let location: SourceLocation
        /// What it is.
        public let kind: EdgeKind
        let flags: Flags

        init(kind: EdgeKind, source: Int, destination: Int?, ordinal: Int, flags: Flags, location: SourceLocation) {
            storedSource = Int32(source)
            storedDestination = destination.map { Int32($0) } ?? -1
            storedOrdinal = Int32(ordinal)
            self.location = location
            self.kind = kind
            self.flags = flags
        }

        /// The index of the scene it starts in.
        public var source: Int { Int(storedSource) }
        /// The index of the scene it leads to; `nil` for unwind segues and destinations that do not exist.
        public var destination: Int? { storedDestination < 0 ? nil : Int(storedDestination) }
        /// Its position among its scene's segues (in the order `Scene.segues` lists them), for a segue, or among
        /// the scene's relationships, for a relationship.
        public var ordinal: Int { Int(storedOrdinal) }
        /// Whether it names a destination id, not empty, that no scene has.
        public var namesUnknownScene: Bool { flags.contains(.namesUnknownScene) }
        /// Whether it is a segue with a non-empty identifier.
        public var hasIdentifier: Bool { flags.contains(.hasIdentifier) }
        /// Whether it is a segue naming a segue class (not empty).
        public var hasCustomClass: Bool { flags.contains(.hasCustomClass) }
        /// Whether it is a segue declared directly under its scene (a manual segue).
        public var isManual: Bool { flags.contains(.isManual) }
        /// Whether it is the segue of a container view (in the scene's view or in a cell).
        public var startsInContainerView: Bool { flags.contains(.startsInContainerView) }
        /// Whether it is a segue fired by selecting a prototype row or tapping its accessory.
        public var firesFromPrototype: Bool { flags.contains(.firesFromPrototype) }
    }

    /// The containers that handle `show` for a scene, over every way into it (`SeguePlace`).
    public typealias ShowContext = SeguePlace
}
