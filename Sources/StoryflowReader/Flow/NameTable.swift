/// A small fixed set of XML names, each with a value, built once and matched cheaply: a name's key (its UTF-8
/// length, first and last byte) is compared first, and the whole name only when the key matches. This replaces
/// string switches, dictionary lookups and `contains` scans on the path every element of a flow takes.
final class NameTable<Value: Sendable>: Sendable {
    /// The names, in the order diagnostics list them.
    let names: [String]
    private let keys: [UInt32]
    private let values: [Value]

    init(_ entries: [(name: String, value: Value)]) {
        names = entries.map(\.name)
        keys = entries.map(\.name.nameKey)
        values = entries.map(\.value)
    }

    /// The value of `name`, if it is one of the table's names.
    @inline(__always)
    func value(of name: String) -> Value? {
        let key = name.nameKey
        return keys.withUnsafeBufferPointer { keys in
            for position in keys.indices where keys[position] == key && names[position] == name {
                return values[position]
            }
            return nil
        }
    }
}

extension String {
    /// The UTF-8 length, first and last byte of a name, packed: different keys mean different names.
    var nameKey: UInt32 {
        if let key = utf8.withContiguousStorageIfAvailable(Self.nameKey(of:)) { return key }
        var contiguous = self
        contiguous.makeContiguousUTF8()
        return contiguous.utf8.withContiguousStorageIfAvailable(Self.nameKey(of:)) ?? 0
    }

    private static func nameKey(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return UInt32(truncatingIfNeeded: bytes.count) << 16 | UInt32(first) << 8 | UInt32(last)
    }
}
