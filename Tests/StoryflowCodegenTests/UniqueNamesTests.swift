import StoryflowTestSupport
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
        var generator = SplitMix64(seed: UInt64(seed))
        let stems = ["a", "a2", "a22", "b", "b1", "none"]
        var reference: Set<String> = ["none", "a3"]
        var names = UniqueNames(reserving: reference)
        for _ in 0..<400 {
            var name = generator.element(of: stems)
            if generator.chance(25) { name += String(generator.below(12)) }
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
