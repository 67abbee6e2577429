import Foundation

/// Makes Swift strings of attribute values, reusing the string made last for the same bytes in the same slot.
///
/// Most attribute values repeat (`YES`, `system`, a class or a key name): in the reader's benchmark files and
/// in the largest storyboards of the test corpus, 76–86% of values equal the last value in their slot of a
/// 1,024-slot table. A hit costs a hash and a comparison of the bytes, not the checking and building of a new
/// string, and shares the string's storage. The table is direct-mapped (a slot holds one value, replaced on a
/// miss) and keeps values of at most `longestCachedValue` bytes, so its memory is bounded: 88 KB of tables at most,
/// and the storage of the strings it holds (a string of more than 15 bytes has its own, about 100 bytes at most).
/// The cache owns its three tables and is used by one thread at a time.
final class ValueCache {
    /// The longest value kept, in bytes; longer ones are made each time.
    static let longestCachedValue = 64
    /// The fewest slots, for the smallest documents.
    static let fewestSlots = 64

    /// A power of two, so a slot is the top `slotBits` bits of the bytes' hash.
    private let slotBits: Int
    /// How many slots the table has.
    let slotCount: Int
    /// Each slot's bytes, `longestCachedValue` bytes per slot; only a slot's first `lengths[slot]` bytes are
    /// ever read, and those were written.
    private let keys: UnsafeMutablePointer<UInt8>
    /// Each slot's byte count. A slot never written counts 0 bytes and holds the empty string, which is right.
    private let lengths: UnsafeMutablePointer<Int>
    private let values: UnsafeMutablePointer<String>

    /// A cache for a document of `documentSize` bytes: a slot per 256 bytes of it, from `fewestSlots` to
    /// `ReaderTuning.valueCacheSlots`, so a small file does not pay for a large table.
    init(documentSize: Int) {
        let wanted = min(max(documentSize / 256, Self.fewestSlots), ReaderTuning.valueCacheSlots)
        slotCount = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
        slotBits = slotCount.trailingZeroBitCount
        keys = .allocate(capacity: slotCount * Self.longestCachedValue)
        lengths = .allocate(capacity: slotCount)
        lengths.initialize(repeating: 0, count: slotCount)
        values = .allocate(capacity: slotCount)
        values.initialize(repeating: "", count: slotCount)
    }

    deinit {
        values.deinitialize(count: slotCount)
        values.deallocate()
        lengths.deallocate()
        keys.deallocate()
    }

    /// `bytes` (valid UTF-8, as libxml2 hands values over) as a string.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard let base = bytes.baseAddress, count <= Self.longestCachedValue else { return String(decoding: bytes, as: UTF8.self) }
        let slot = Int(truncatingIfNeeded: Self.hash(UnsafeRawPointer(base), count: count) >> (64 - slotBits))
        assert(slot < slotCount, "a slot is the hash's top bits, below the slot count")
        let key = keys + slot &* Self.longestCachedValue
        if lengths[slot] == count && memcmp(key, base, count) == 0 { return values[slot] }
        let value = String(decoding: bytes, as: UTF8.self)
        key.update(from: base, count: count)
        lengths[slot] = count
        values[slot] = value
        return value
    }

    /// A hash of the `count` bytes at `bytes`, whose top bits pick a slot: their eight-byte words (the last one
    /// overlapping the one before), or for fewer than eight bytes two overlapping four-byte words or three bytes,
    /// each mixed in with a multiplication, which carries every bit of the input into the top bits.
    static func hash(_ bytes: UnsafeRawPointer, count: Int) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: count) &* multiplier
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                offset += 8
            }
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* multiplier
        } else if count >= 4 {
            let first = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let last = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            hash = (hash ^ (first << 32 | last)) &* multiplier
        } else if count > 0 {
            let byte = { UInt64(bytes.load(fromByteOffset: $0, as: UInt8.self)) }
            hash = (hash ^ (byte(0) << 16 | byte(count >> 1) << 8 | byte(count - 1))) &* multiplier
        }
        return hash
    }
}
