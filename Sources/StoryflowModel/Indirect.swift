/// An immutable heap box that lets a model type keep a large or rarely present part behind one pointer (through
/// the `Boxed` property wrapper).
///
/// Model values are stored inline in arrays, so every optional part costs its full size in every element, present
/// or not. A type declares such a part `@Boxed var part: Part?`: eight bytes, `nil` when absent, and the same
/// `Part?` to read and write. Boxes compare and hash by value, so the containing type's synthesized `==` and
/// `hash(into:)` mean what they meant with the part stored inline.
@usableFromInline
final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The boxed value.
    @usableFromInline let value: Value

    /// Boxes `value`.
    init(_ value: Value) {
        self.value = value
    }

    // No identity shortcut: a value holding a NaN is not equal to itself, boxed or not.
    @usableFromInline static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.value == rhs.value
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}

/// A model property whose value lives in an `Indirect` box: eight bytes in the containing value, `nil` when
/// absent. Reading gives the value, assigning boxes a new one, and editing in place (`scene.alert?.actions
/// .append(…)`) moves the value out of the box and back. Compares and hashes by value.
@propertyWrapper
public struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var box: Indirect<Value>?

    /// Boxes `wrappedValue`, if any.
    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Indirect.init)
    }

    /// The boxed value.
    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Indirect.init) }
        _modify {
            var value = box?.value
            box = nil
            defer { box = value.map(Indirect.init) }
            yield &value
        }
    }
}

extension Boxed {
    /// Calls `body` with the boxed value where the box keeps it, without copying it out (reading `wrappedValue`
    /// copies the whole value and retains everything in it); `nil` when there is no value.
    @inlinable
    func withValue<Result>(_ body: (Value) -> Result) -> Result? {
        guard let box else { return nil }
        return body(box.value)
    }
}

/// A group of rarely present fields that a model type keeps behind one `Indirect` pointer, `nil` while every field
/// is absent. `init()` makes the group with every field absent.
///
/// The type exposes each field as a computed property that reads the one field from the box (no copy of the whole
/// group) and writes through `Indirect.change(_:_:)`, which boxes a new group and drops the box when the group is
/// empty again, so a value given a field and later cleared of it equals and hashes as one never given it.
protocol RareParts: Hashable, Sendable {
    init()
}

extension Indirect where Value: RareParts {
    /// A box holding `parts`, or `nil` when every field is absent.
    static func boxing(_ parts: Value) -> Indirect? {
        parts == Value() ? nil : Indirect(parts)
    }

    /// Applies `change` to the parts `box` holds (all absent when `box` is `nil`) and boxes the result anew.
    static func change(_ box: inout Indirect?, _ change: (inout Value) -> Void) {
        var parts = box?.value ?? Value()
        change(&parts)
        box = boxing(parts)
    }
}
