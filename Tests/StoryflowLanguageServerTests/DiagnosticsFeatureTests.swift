import Testing

@testable import StoryflowLanguageServer

/// What the diagnostics feature reads from a finding's message.
@Suite struct DiagnosticsFeatureTests {
    @Test(
        arguments: [
            ("the earlier one is at line 12, column 3", 12), ("at line x, then at line 7", 7), ("no line here", nil), ("ends at line ", nil),
            ("at line 99999999999999999999999", nil),
        ] as [(String, Int?)])
    func theEarlierLineIsTheFirstAtLineWithDigits(message: String, line: Int?) {
        #expect(DiagnosticsFeature.earlierLine(in: message) == line)
    }
}
