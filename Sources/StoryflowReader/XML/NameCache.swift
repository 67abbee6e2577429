import CLibXML2

/// Caches Swift strings for libxml2's interned names, so each element and attribute name is decoded once.
///
/// libxml2 interns names in the parser's dictionary, so a name's pointer identifies it for the whole read. The
/// cache is a small open-addressing table keyed by that pointer: cheaper than hashing through `Dictionary` for
/// every element and attribute. Names that do not fit are decoded each time.
struct NameCache {
    /// A power of two, so a slot is the top bits of the pointer's hash.
    private static var slotCount: Int { ReaderTuning.nameCacheSlots }
    private var keys: [UnsafeRawPointer?] = {
        precondition(slotCount.nonzeroBitCount == 1, "the name cache needs a power of two of slots")
        return Array(repeating: nil, count: slotCount)
    }()
    private var values = [String](repeating: "", count: slotCount)

    mutating func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        let key = UnsafeRawPointer(pointer)
        var slot = Int(truncatingIfNeeded: (UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - Self.slotCount.trailingZeroBitCount))
        for _ in 0..<8 {
            if keys[slot] == key { return values[slot] }
            if keys[slot] == nil {
                let value = String(cString: pointer)
                keys[slot] = key
                values[slot] = value
                return value
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return String(cString: pointer)
    }
}
