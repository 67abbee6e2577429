/// The fields every segue has, stored once on the heap behind a `Segue`.
///
/// Declared largest first so they pack into 68 bytes: with the 16-byte object header that is an 84-byte
/// allocation, which glibc serves from its 96-byte size class. (The scene holding a segue is its source; the
/// segue does not repeat the scene's id.)
struct SegueCommonParts: Equatable, Sendable {
    var identifier: String?
    var destination: String?
    var trigger: SegueTrigger
    var kind: SegueKind
    var presentation: PresentationStyle?
    var transition: TransitionStyle?
    var animates: Bool
    var location: SourceLocation
}

/// The immutable heap storage of a `Segue`: the common parts, plus in a subclass the unwind action or custom
/// class that only unwind and custom segues have, so the other segues do not pay for those two strings.
///
/// Immutable: a `Segue` that changes gets new storage, so one storage may be shared by any number of values and
/// threads. The class is not final because of the subclasses, hence `@unchecked`; every stored property is a `let`
/// of a `Sendable` type.
class SegueStorage: @unchecked Sendable {
    /// The fields every segue has.
    final let common: SegueCommonParts

    init(common: SegueCommonParts) {
        self.common = common
    }

    /// The unwind action an unwind segue targets.
    var unwindAction: String? { nil }

    /// The segue class a custom segue instantiates.
    var customClass: String? { nil }

    /// What the segue passes and takes back.
    var contract: SegueContract? { nil }

    /// Storage holding exactly these parts, of the smallest subclass that can hold them.
    static func make(common: SegueCommonParts, unwindAction: String?, customClass: String?, contract: SegueContract? = nil) -> SegueStorage {
        if let contract, !contract.isEmpty {
            return ContractSegueStorage(common: common, unwindAction: unwindAction, customClass: customClass, contract: contract)
        }
        return switch (unwindAction, customClass) {
        case (nil, nil): SegueStorage(common: common)
        case (let action?, nil): UnwindSegueStorage(common: common, unwindAction: action)
        case (nil, let className?): CustomSegueStorage(common: common, customClass: className)
        case (let action?, let className?): FullSegueStorage(common: common, unwindAction: action, customClass: className)
        }
    }

    /// Storage with these common parts and this storage's unwind action and custom class.
    final func replacing(common: SegueCommonParts) -> SegueStorage {
        Self.make(common: common, unwindAction: unwindAction, customClass: customClass, contract: contract)
    }
}

/// The storage of a segue with an unwind action and no custom class.
final class UnwindSegueStorage: SegueStorage, @unchecked Sendable {
    private let storedUnwindAction: String

    init(common: SegueCommonParts, unwindAction: String) {
        storedUnwindAction = unwindAction
        super.init(common: common)
    }

    override var unwindAction: String? { storedUnwindAction }
}

/// The storage of a segue with a custom class and no unwind action.
final class CustomSegueStorage: SegueStorage, @unchecked Sendable {
    private let storedCustomClass: String

    init(common: SegueCommonParts, customClass: String) {
        storedCustomClass = customClass
        super.init(common: common)
    }

    override var customClass: String? { storedCustomClass }
}

/// The storage of a segue with both an unwind action and a custom class: unusual, but the model can hold it.
final class FullSegueStorage: SegueStorage, @unchecked Sendable {
    private let storedUnwindAction: String
    private let storedCustomClass: String

    init(common: SegueCommonParts, unwindAction: String, customClass: String) {
        storedUnwindAction = unwindAction
        storedCustomClass = customClass
        super.init(common: common)
    }

    override var unwindAction: String? { storedUnwindAction }
    override var customClass: String? { storedCustomClass }
}

/// The storage of a segue that passes values or takes results back, with whatever else it has.
final class ContractSegueStorage: SegueStorage, @unchecked Sendable {
    private let storedUnwindAction: String?
    private let storedCustomClass: String?
    private let storedContract: SegueContract

    init(common: SegueCommonParts, unwindAction: String?, customClass: String?, contract: SegueContract) {
        storedUnwindAction = unwindAction
        storedCustomClass = customClass
        storedContract = contract
        super.init(common: common)
    }

    override var unwindAction: String? { storedUnwindAction }
    override var customClass: String? { storedCustomClass }
    override var contract: SegueContract? { storedContract }
}
