import Testing

@testable import StoryflowCodegen

/// `UniqueNames` hands out the names a plain count from 2 would, whatever names were claimed before.
@Suite struct UniqueNamesTests {
    /// The count from 2 on every clash that `UniqueNames` must agree with.
    private static func countingFromTwo(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !taken.insert(candidate).inserted {
            candidate = name + String(number)
            number += 1
        }
        return candidate
    }

    @Test func clashesAreNumberedFromTwoAndSkipNamesAlreadyTaken() {
        var names = UniqueNames(reserving: ["none", "row3"])
        let claimed = ["row", "row", "row2", "row", "row", "none", "none", "row"].map { names.claim($0) }
        #expect(claimed == ["row", "row2", "row22", "row4", "row5", "none2", "none3", "row6"])
    }

    @Test(arguments: 0..<20)
    func randomClaimsAgreeWithCountingFromTwo(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let stems = ["a", "a2", "a22", "b", "b1", "none"]
        var reference: Set<String> = ["none", "a3"]
        var names = UniqueNames(reserving: reference)
        for _ in 0..<400 {
            var name = stems[Int(generator.next() % UInt64(stems.count))]
            if generator.next() % 4 == 0 { name += String(generator.next() % 12) }
            #expect(names.claim(name) == Self.countingFromTwo(name, in: &reference), "seed \(seed), name \(name)")
        }
    }

    @Test func twentyThousandClashesCostAtMostTwoLookupsEach() {
        var names = UniqueNames()
        for _ in 0..<20_000 { _ = names.claim("unnamed") }
        #expect(names.claim("unnamed") == "unnamed20001")
        #expect(names.candidatesTried <= 2 * 20_001)
    }
}

/// A small deterministic generator, so a failing seed fails again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
