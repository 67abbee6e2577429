/// A small fixed set of XML names, each with a value, built once and matched cheaply: a name's key (its UTF-8
/// length) is compared first, and the whole name only when the key matches. This replaces
/// string switches, dictionary lookups and `contains` scans on the path every element of a flow takes.
final class NameTable<Value: Sendable>: Sendable {
    /// The names, in the order diagnostics list them.
    let names: [String]
    private let keys: [Int]
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
    /// The UTF-8 length of a name: names of different lengths differ, and the length is read without looking at
    /// the bytes (a small string keeps it in its bits, a large one in its header).
    @inline(__always)
    var nameKey: Int { utf8.count }
}
