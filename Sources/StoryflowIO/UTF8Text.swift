/// Text built as UTF-8 bytes, for output written in many small pieces: appending a few bytes to an array costs a
/// fraction of appending them to a `String`, and the bytes are written out as they are, never checked again as
/// they would be when made into a `String`.
public struct UTF8Text: Sendable {
    /// The text so far.
    public var bytes: [UInt8] = []

    /// Empty text.
    public init() {}

    /// The bytes of `text`.
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// Makes room for `count` bytes in all.
    public mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Appends a literal.
    public mutating func append(_ literal: StaticString) { literal.withUTF8Buffer { bytes += $0 } }

    /// Appends `text`, its bytes copied whole where the string keeps them together (as a native string does).
    public mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes += $0 }) == nil { bytes += text.utf8 }
    }

    /// Appends `other`.
    public mutating func append(_ other: UTF8Text) { bytes += other.bytes }

    /// Appends `value` in decimal.
    public mutating func append(decimal value: Int) {
        guard value != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = value.magnitude
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    /// The text as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
