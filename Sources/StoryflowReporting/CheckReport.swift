import StoryflowModel

/// The outcome of checking a set of files, as reporters print it.
public struct CheckReport: Sendable {
    /// The files checked, in the order given.
    public var files: [String]
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The descriptions of the rules that can report, for formats that list rules or explain diagnostics.
    public var rules: [RuleDescription]
    /// Each diagnostic's fingerprint (what identifies it across edits, see `Fingerprint`), for formats that carry
    /// one: SARIF's `partialFingerprints`. Empty when not computed.
    public var fingerprints: [Diagnostic: String]

    /// How many files were read.
    public var fileCount: Int { files.count }

    /// Creates a report; diagnostics are sorted so output never depends on the order files were read in.
    public init(files: [String], diagnostics: [Diagnostic], rules: [RuleDescription] = [], fingerprints: [Diagnostic: String] = [:]) {
        self.files = files
        self.diagnostics = diagnostics.sorted()
        self.rules = rules
        self.fingerprints = fingerprints
    }

    /// How many diagnostics have this severity.
    public func count(of severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }

    /// The description of the rule with this id, if the report has it.
    public func rule(withID id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The diagnostics grouped by file, files in report order (files with diagnostics but not in `files`, such
    /// as configuration files, first), each group sorted.
    public var diagnosticsByFile: [(file: String, diagnostics: [Diagnostic])] {
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { groups[diagnostic.location.file, default: []].append(diagnostic) }
        let listed = Set(files)
        let extra = groups.keys.filter { !listed.contains($0) }.sorted()
        return (extra + files).map { ($0, groups[$0] ?? []) }
    }
}
