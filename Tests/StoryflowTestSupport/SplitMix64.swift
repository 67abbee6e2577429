/// A small deterministic random number generator (SplitMix64) for property tests: a failing seed can be replayed.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's state.
    public var state: UInt64

    /// A generator started at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number from 0 to `bound` - 1.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `array`'s elements (not empty).
    public mutating func element<Element>(of array: [Element]) -> Element { array[below(array.count)] }
}
