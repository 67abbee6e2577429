/// A transition from one scene to another, as declared in a flow.
public struct Segue: Hashable, Sendable {
    // Stored properties are declared largest first, so the value packs with little padding (120 bytes, not 128).

    /// The segue's identifier (`segue.identifier` in `prepare(for:sender:)`); manual segues need one.
    public var identifier: String?
    /// The id of the destination scene; `nil` for unwind segues.
    public var destination: String?
    /// The unwind action an unwind segue targets.
    public var unwindAction: String?
    /// The segue class a custom segue instantiates.
    public var customClass: String?
    /// The id of the scene the segue starts in.
    public var source: String
    /// What fires it.
    public var trigger: SegueTrigger
    /// How the destination is shown.
    public var kind: SegueKind
    /// The modal presentation style, for `present`.
    public var presentation: PresentationStyle?
    /// The modal transition style, for `present`.
    public var transition: TransitionStyle?
    /// Whether the transition is animated.
    public var animates: Bool
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a segue.
    public init(
        identifier: String? = nil,
        kind: SegueKind,
        destination: String? = nil,
        unwindAction: String? = nil,
        customClass: String? = nil,
        presentation: PresentationStyle? = nil,
        transition: TransitionStyle? = nil,
        animates: Bool = true,
        source: String,
        trigger: SegueTrigger,
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.unwindAction = unwindAction
        self.customClass = customClass
        self.presentation = presentation
        self.transition = transition
        self.animates = animates
        self.source = source
        self.trigger = trigger
        self.location = location
    }
}
