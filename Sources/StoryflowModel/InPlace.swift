/// A model value read where it is stored (an element of an array, the scene being read) instead of copied out.
///
/// Reading a property through it (`scene.id`, `control.kind`) copies that property only; passing the value itself
/// to a function would copy all of it, retaining every string and array inside and releasing them again, which
/// is most of what rules would cost on a large flow. An `InPlace` is only ever lent to a closure or a function
/// (`borrowing`) and cannot be copied, so it never outlives the value it reads.
@dynamicMemberLookup
public struct InPlace<Value>: ~Copyable {
    @usableFromInline let address: UnsafePointer<Value>

    @inlinable init(_ address: UnsafePointer<Value>) {
        self.address = address
    }

    /// The value's property at `property`.
    @inlinable
    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
        address.pointee[keyPath: property]
    }

    /// Lends `value`, read in place, to `body`.
    @inlinable
    public static func lending<Result>(_ value: inout Value, _ body: (borrowing InPlace<Value>) -> Result) -> Result {
        withUnsafePointer(to: &value) { body(InPlace($0)) }
    }

    /// Lends `value`, read in place, to `body`.
    @inlinable
    public static func lending<Result>(_ value: borrowing Value, _ body: (borrowing InPlace<Value>) -> Result) -> Result {
        withUnsafePointer(to: value) { body(InPlace($0)) }
    }
}

extension Array {
    /// Calls `body` with each element read in place, in order.
    @inlinable
    public func forEachInPlace(_ body: (borrowing InPlace<Element>) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices { body(InPlace(base + index)) }
        }
    }

    /// Whether an element, read in place, satisfies `predicate`; stops at the first that does.
    @inlinable
    public func containsInPlace(where predicate: (borrowing InPlace<Element>) -> Bool) -> Bool {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for index in buffer.indices where predicate(InPlace(base + index)) { return true }
            return false
        }
    }

    /// Calls `body` with the element at `index` read in place. `index` must be valid.
    @inlinable
    public func withElementInPlace<Result>(at index: Int, _ body: (borrowing InPlace<Element>) -> Result) -> Result {
        precondition(indices.contains(index), "index out of range")
        return withUnsafeBufferPointer { body(InPlace($0.baseAddress! + index)) }
    }
}
