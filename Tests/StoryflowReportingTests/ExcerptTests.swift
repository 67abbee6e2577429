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

    @Test func manyFindingsOnOneLongLineEachGetTheirOwnExcerpt() throws {
        // Findings on one line share its scalars (split once); each still shows its own place.
        let line = String(String.UnicodeScalarView((0..<5_000).map { Unicode.Scalar(0x100 + $0 % 400)! }))
        let columns = Array(stride(from: 1, through: 5_000, by: 7))
        let diagnostics = columns.map {
            Diagnostic(location: SourceLocation(file: "Main.storyboard", line: 1, column: $0), severity: .warning, rule: "dangling-reference", message: "m")
        }
        let report = CheckReport(files: ["Main.storyboard"], diagnostics: diagnostics)
        let output = TextReporter(width: 80, sourceLines: { _ in [Substring(line)] }).render(report).split(separator: "\n")
        let shown = output.filter { $0.hasPrefix("  1 |") }.map { $0.dropFirst("  1 | ".count) }
        let carets = output.filter { $0.hasPrefix("    |") }.map { $0.dropFirst("    | ".count) }
        try #require(shown.count == columns.count && carets.count == columns.count)
        for (index, column) in columns.enumerated() {
            let under = shown[index][shown[index].index(shown[index].startIndex, offsetBy: carets[index].count - 1)]
            #expect(under == line[line.index(line.startIndex, offsetBy: column - 1)], "column \(column)")
        }
    }
}
