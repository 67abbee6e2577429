/// A transition from one scene to another, as declared in a flow.
///
/// A segue is one pointer to immutable shared storage (`SegueStorage`): copying one, as the rules and the runtime
/// do for every segue they visit, retains one object instead of up to six strings, and a control, cell, bar
/// button or alert action holds its optional segue in eight bytes. Changing a property gives the segue new
/// storage, so segues keep value semantics; `==` and `hash(into:)` compare and hash the properties, as stored
/// ones would.
public struct Segue: Hashable, Sendable {
    private var storage: SegueStorage

    /// The segue's identifier (`segue.identifier` in `prepare(for:sender:)`); manual segues need one.
    public var identifier: String? {
        get { storage.common.identifier }
        set { changeCommon { $0.identifier = newValue } }
    }

    /// The id of the destination scene; `nil` for unwind segues.
    public var destination: String? {
        get { storage.common.destination }
        set { changeCommon { $0.destination = newValue } }
    }

    /// The unwind action an unwind segue targets.
    public var unwindAction: String? {
        get { storage.unwindAction }
        set { storage = SegueStorage.make(common: storage.common, unwindAction: newValue, customClass: storage.customClass, contract: storage.contract) }
    }

    /// The segue class a custom segue instantiates.
    public var customClass: String? {
        get { storage.customClass }
        set { storage = SegueStorage.make(common: storage.common, unwindAction: storage.unwindAction, customClass: newValue, contract: storage.contract) }
    }

    /// What the segue passes to its destination's inputs and which of the destination's results the source takes
    /// back (`<pass>` and `<receive>`); `nil` when it declares neither.
    public var contract: SegueContract? {
        get { storage.contract }
        set { storage = SegueStorage.make(common: storage.common, unwindAction: storage.unwindAction, customClass: storage.customClass, contract: newValue) }
    }

    /// The values the segue passes (empty when it declares none).
    public var passes: [InputPass] { storage.contract?.passes ?? [] }

    /// What fires it.
    public var trigger: SegueTrigger {
        get { storage.common.trigger }
        set { changeCommon { $0.trigger = newValue } }
    }

    /// How the destination is shown.
    public var kind: SegueKind {
        get { storage.common.kind }
        set { changeCommon { $0.kind = newValue } }
    }

    /// The modal presentation style, for `present`.
    public var presentation: PresentationStyle? {
        get { storage.common.presentation }
        set { changeCommon { $0.presentation = newValue } }
    }

    /// The modal transition style, for `present`.
    public var transition: TransitionStyle? {
        get { storage.common.transition }
        set { changeCommon { $0.transition = newValue } }
    }

    /// Whether the transition is animated.
    public var animates: Bool {
        get { storage.common.animates }
        set { changeCommon { $0.animates = newValue } }
    }

    /// Where it is declared.
    public var location: SourceLocation {
        get { storage.common.location }
        set { changeCommon { $0.location = newValue } }
    }

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
        trigger: SegueTrigger,
        location: SourceLocation,
        contract: SegueContract? = nil
    ) {
        let common = SegueCommonParts(
            identifier: identifier, destination: destination, trigger: trigger, kind: kind,
            presentation: presentation, transition: transition, animates: animates, location: location
        )
        storage = SegueStorage.make(common: common, unwindAction: unwindAction, customClass: customClass, contract: contract)
    }

    private mutating func changeCommon(_ change: (inout SegueCommonParts) -> Void) {
        var common = storage.common
        change(&common)
        storage = storage.replacing(common: common)
    }

    /// Whether the two segues' properties are equal (shared storage is a shortcut: no property is floating point,
    /// so every value equals itself).
    public static func == (lhs: Segue, rhs: Segue) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.common == rhs.storage.common && lhs.unwindAction == rhs.unwindAction
                && lhs.customClass == rhs.customClass && lhs.contract == rhs.contract)
    }

    /// Hashes the properties in the order they were once declared as stored properties.
    public func hash(into hasher: inout Hasher) {
        let common = storage.common
        hasher.combine(common.identifier)
        hasher.combine(common.destination)
        hasher.combine(unwindAction)
        hasher.combine(customClass)
        hasher.combine(common.trigger)
        hasher.combine(common.kind)
        hasher.combine(common.presentation)
        hasher.combine(common.transition)
        hasher.combine(common.animates)
        hasher.combine(common.location)
        hasher.combine(contract)
    }
}
