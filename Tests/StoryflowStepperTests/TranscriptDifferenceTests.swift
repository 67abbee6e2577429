import Testing

@testable import StoryflowStepper

/// What `run --watch` says after a replay: the first command whose output changed, and how.
struct TranscriptDifferenceTests {
    @Test func theSameTranscriptIsSaidToBeTheSame() {
        let text = TranscriptDifference.describe(old: ["launch\n", "a\n"], new: ["launch\n", "a\n"], commands: ["tap 1"], flow: "app.flow.xml")
        #expect(text == "storyflow: app.flow.xml changed; replayed 1 command on it: the transcript is the same.\n")
    }

    @Test func theFirstDifferingCommandIsNamedWithItsLines() {
        let old = ["launch\n", "same\n", "title A\nrow 1\nrow 2\n", "x\n"]
        let new = ["launch\n", "same\n", "title B\nrow 1\nrow 2\n", "y\n"]
        let text = TranscriptDifference.describe(old: old, new: new, commands: ["tap 1", "tap 2", "back"], flow: "app.flow.xml")
        #expect(
            text == """
                storyflow: app.flow.xml changed; replayed 3 commands on it: the transcript first differs at command 2 (`tap 2`), and 1 later command differs \
                too:
                  - title A
                  + title B

                """)
    }

    @Test func aChangedLaunchIsSaidSo() {
        let text = TranscriptDifference.describe(old: ["one\n"], new: ["two\n"], commands: [], flow: "f")
        #expect(text.contains("the transcript first differs at the launch:\n  - one\n  + two\n"))
    }

    @Test func changedLinesFitTheFrameWidth() {
        let frame = "│ " + String(repeating: "x", count: 36) + " │"
        let wider = "│ " + String(repeating: "y", count: 36) + " │"
        let text = TranscriptDifference.describe(old: [frame + "  \n"], new: [wider + "\n"], commands: [], flow: "f", width: 40)
        let lines = text.split(separator: "\n").dropFirst()
        #expect(lines.count == 2 && lines.allSatisfy { $0.count == 40 && $0.hasSuffix("…") }, "\(lines)")
        #expect(lines.first?.hasPrefix("  - │ xxx") == true)
        let short = TranscriptDifference.describe(old: ["a   \n"], new: ["b\n"], commands: [], flow: "f", width: 40)
        #expect(short.hasSuffix("  - a\n  + b\n"), "trailing blanks are dropped, short lines kept whole")
    }

    @Test func differencesKeepOrder() {
        #expect(TranscriptDifference.difference(["a", "b", "c"], ["a", "c", "d"]) == ["- b", "+ d"])
        #expect(TranscriptDifference.difference([], ["x"]) == ["+ x"])
        #expect(TranscriptDifference.difference(["x"], []) == ["- x"])
    }
}
