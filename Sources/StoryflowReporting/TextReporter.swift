import Foundation
import StoryflowIO
import StoryflowModel

/// Writes diagnostics for people: grouped by file, each with the offending source line and a caret under the
/// column, then a one-line summary. Colour (ANSI) only when asked for. A source line wider than `width` (a
/// storyboard's long lines) is clipped around the column, with `…` where it was cut and the caret still under
/// the character at fault.
public struct TextReporter: Reporter {
    /// The width excerpts are clipped to when none is given (not a terminal).
    public static let defaultWidth = 120

    /// Whether to colour the output.
    public var colored: Bool
    /// The columns a line of output may take.
    public var width: Int
    /// The lines of a file, read when the file's first diagnostic is printed (`nil` if unreadable).
    public var sourceLines: @Sendable (String) -> [Substring]?

    /// Creates the reporter; source lines are read from disk unless `sourceLines` is given.
    public init(colored: Bool = false, width: Int = TextReporter.defaultWidth, sourceLines: (@Sendable (String) -> [Substring]?)? = nil) {
        self.colored = colored
        self.width = width
        self.sourceLines =
            sourceLines ?? { path in
                guard let text = try? InputFile.readText(path, maximumSize: Int(Int32.max)) else { return nil }
                return text.split(separator: "\n", omittingEmptySubsequences: false)
            }
    }

    public func render(_ report: CheckReport) -> String {
        var output = ""
        for group in report.diagnosticsByFile where !group.diagnostics.isEmpty {
            output += paint(TerminalText.visible(group.file), "1") + "\n"
            let lines = sourceLines(group.file)
            // The scalars of the line last excerpted: findings come sorted, so those on one line share them and a
            // long line is split into scalars once, not once per finding.
            var cached: (line: Int, scalars: [Unicode.Scalar])?
            for diagnostic in group.diagnostics {
                let location = diagnostic.location
                output +=
                    """
                      \(location.line):\(location.column): \(severityLabel(diagnostic.severity)) \(TerminalText.visible(diagnostic.message)) \
                    \(paint("[\(diagnostic.rule)]", "2"))\n
                    """
                if let lines, location.line >= 1, location.line <= lines.count {
                    let gutter = String(location.line)
                    if cached?.line != location.line {
                        cached = (location.line, Array(lines[location.line - 1].trimmingSuffix("\r").unicodeScalars))
                    }
                    let (line, column) = Self.excerpt(cached!.scalars, column: location.column, width: width - gutter.count - 5)
                    output += "  \(paint(gutter + " |", "2")) \(TerminalText.visible(String(line), keepingTabs: true))\n"
                    output += "  \(String(repeating: " ", count: gutter.count)) \(paint("|", "2")) \(paint(caretPrefix(line, column: column) + "^", "32"))\n"
                }
            }
            output += "\n"
        }
        return output + summary(report) + "\n"
    }

    private func summary(_ report: CheckReport) -> String {
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        guard !report.diagnostics.isEmpty else { return "No problems in \(files)." }
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].map { severity, name in
            let count = report.count(of: severity)
            return "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "\(counts.joined(separator: ", ")) in \(files)."
    }

    private func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error:", "1;31")
        case .warning: paint("warning:", "1;33")
        case .note: paint("note:", "1;36")
        }
    }

    /// The line of `scalars` clipped to `width` columns (at least 20) around the 1-based `column`, with `…` where it was cut,
    /// and the column in what is kept. Columns are counted in Unicode scalars, as the diagnostics count them.
    static func excerpt(_ scalars: [Unicode.Scalar], column: Int, width: Int) -> (line: Substring, column: Int) {
        let width = max(width, 20)
        guard scalars.count > width else { return (Substring(String(String.UnicodeScalarView(scalars))), column) }
        let at = min(max(column - 1, 0), scalars.count)
        // A third of the room before the column, the rest after it.
        var start = max(0, at - width / 3)
        let end = min(scalars.count, start + width - 2)
        start = max(0, end - (width - 2))
        var kept = String.UnicodeScalarView()
        if start > 0 { kept.append("…") }
        kept.append(contentsOf: scalars[start..<end])
        if end < scalars.count { kept.append("…") }
        return (Substring(String(kept)), at - start + 1 + (start > 0 ? 1 : 0))
    }

    /// Spaces (tabs kept, so the caret lines up) up to the 1-based column, counted in Unicode scalars.
    private func caretPrefix(_ line: Substring, column: Int) -> String {
        String(line.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? ControlSequence.style([code]) + text + ControlSequence.resetStyle : text
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
