import StoryflowModel

/// The outcome of checking a set of files, as reporters print it.
public struct CheckReport: Sendable {
    /// How many files were read.
    public var fileCount: Int
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]

    /// Creates a report; diagnostics are sorted so output never depends on the order files were read in.
    public init(fileCount: Int, diagnostics: [Diagnostic]) {
        self.fileCount = fileCount
        self.diagnostics = diagnostics.sorted()
    }

    /// How many diagnostics have this severity.
    public func count(of severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }
}
