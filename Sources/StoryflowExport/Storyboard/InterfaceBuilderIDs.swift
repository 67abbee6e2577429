/// Object ids in Interface Builder's `xxx-yy-zzz` form, derived from names in the flow, so that exporting the same
/// flow again writes the same ids and a small change to the flow changes only the ids of what changed.
///
/// Each id is a hash of a key naming the object (`players/segue/AddPlayer`); a key asked for twice, or a hash that
/// collides with an id already given, is hashed again with a counter, so every id in a file is unique.
struct InterfaceBuilderIDs {
    private var taken: Set<String> = []
    /// For each key asked for before, the attempt to start from next time (those before it are all taken), so a
    /// key asked for many times costs one hash per id, not one per earlier id.
    private var nextAttempt: [String: Int] = [:]

    /// The 62 characters Interface Builder draws ids from.
    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// A new id for the object `key` names.
    mutating func make(_ key: String) -> String {
        var attempt = nextAttempt[key, default: 0]
        while true {
            let candidate = Self.format(Self.hash(attempt == 0 ? key : key + "#" + String(attempt)))
            attempt += 1
            if taken.insert(candidate).inserted {
                nextAttempt[key] = attempt
                return candidate
            }
        }
    }

    /// FNV-1a over the key's UTF-8 bytes, then SplitMix64's finalizer so that similar keys spread over all ids.
    private static func hash(_ key: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        value ^= value >> 30
        value &*= 0xbf58_476d_1ce4_e5b9
        value ^= value >> 27
        value &*= 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// Eight characters of the alphabet from `value`, grouped 3-2-3.
    private static func format(_ value: UInt64) -> String {
        var remaining = value
        var characters: [UInt8] = []
        for position in 0..<8 {
            if position == 3 || position == 5 { characters.append(UInt8(ascii: "-")) }
            characters.append(alphabet[Int(remaining % 62)])
            remaining /= 62
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
