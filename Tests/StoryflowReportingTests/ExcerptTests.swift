import StoryflowModel
import StoryflowReporting
import Testing

/// A storyboard's long source lines in the text report: clipped around the column to the width, with the
/// caret still under the character at fault.
@Suite struct ExcerptTests {
    static func render(line: String, column: Int, width: Int) -> [Substring] {
        let diagnostic = Diagnostic(
            location: SourceLocation(file: "Main.storyboard", line: 1, column: column), severity: .warning, rule: "dangling-reference", message: "m"
        )
        let report = CheckReport(files: ["Main.storyboard"], diagnostics: [diagnostic])
        let output = TextReporter(width: width, sourceLines: { _ in [Substring(line)] }).render(report)
        return output.split(separator: "\n").filter { $0.hasPrefix("  1 |") || $0.hasPrefix("    |") }
    }

    @Test(arguments: [1, 40, 199, 250, 400])
    func theCaretStaysUnderTheCharacterAtFault(column: Int) throws {
        // A line of 400 different (narrow) characters, so the one under the caret tells its position.
        let line = String(String.UnicodeScalarView((0..<400).map { Unicode.Scalar(0x100 + $0)! }))
        let lines = Self.render(line: line, column: column, width: 80)
        let shown = try #require(lines.first).dropFirst("  1 | ".count)
        let caret = try #require(lines.last).dropFirst("    | ".count)
        #expect(shown.count <= 80 - 6)
        let under = shown[shown.index(shown.startIndex, offsetBy: caret.count - 1)]
        #expect(under == line[line.index(line.startIndex, offsetBy: column - 1)], "\(shown)\n\(caret)")
        #expect(shown.hasPrefix("…") == (column > 30), "cut before when the column is far in")
        #expect(shown.hasSuffix("…") == (column < 370))
    }

    @Test func aLineThatFitsIsShownWhole() throws {
        let lines = Self.render(line: "<segue id=\"a\"/>", column: 2, width: 80)
        #expect(lines.first == "  1 | <segue id=\"a\"/>")
    }
}
