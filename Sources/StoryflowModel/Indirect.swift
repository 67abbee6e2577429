/// An immutable heap box that lets a model type keep a large or rarely present part behind one pointer.
///
/// Model values are stored inline in arrays, so every optional part costs its full size in every element, present
/// or not. A type stores such a part as a private `Indirect<Part>?` (eight bytes, `nil` when absent) and exposes
/// the original `Part?` through a computed property. Boxes compare and hash by value, so the containing type's
/// synthesized `==` and `hash(into:)` mean what they meant with the part stored inline.
final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The boxed value.
    let value: Value

    /// Boxes `value`.
    init(_ value: Value) {
        self.value = value
    }

    // No identity shortcut: a value holding a NaN is not equal to itself, boxed or not.
    static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}
