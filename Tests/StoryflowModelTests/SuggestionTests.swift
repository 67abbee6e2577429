import StoryflowModel
import Testing

/// "Did you mean" suggestions: a close name is suggested, a far one is not, and names too long to compare in
/// reasonable time (the edit distance takes the product of the lengths) are neither looked for nor suggested.
struct SuggestionTests {
    @Test func aNameOneEditAwayIsSuggested() {
        #expect(Suggestion.closest(to: "Celll", in: ["Detail", "Cell"]) == "Cell")
        #expect(Suggestion.closest(to: "Value1Cell", in: ["TableCell", "Value0Cell"]) == "Value0Cell")
        #expect(Suggestion.closest(to: "Subtitle", in: ["Cell", "Detail"]) == nil)
    }

    @Test func namesLongerThanTheLimitAreNotCompared() {
        let long = String(repeating: "a", count: Suggestion.maximumLength) + "b"
        let almost = String(repeating: "a", count: Suggestion.maximumLength) + "c"
        #expect(Suggestion.closest(to: long, in: [almost]) == nil)
        #expect(Suggestion.closest(to: "aab", in: [almost, "aac"]) == "aac")
        let atTheLimit = String(repeating: "a", count: Suggestion.maximumLength - 1) + "b"
        #expect(Suggestion.closest(to: atTheLimit, in: [String(repeating: "a", count: Suggestion.maximumLength - 1) + "c"]) != nil)
    }
}
