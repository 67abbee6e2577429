import StoryflowBaseline
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader

/// The pipeline of `storyflow check`, as a library: find the files, read and check them (suppression comments
/// and configuration applied), check the app's Swift code against them, apply the baseline, cap the findings per
/// rule. The command line, its watch mode and the build plugins (through the command line) run it; the caller
/// writes the report. Notes and errors are handed to `say` as they happen, in order.
public struct CheckRun {
    /// What to check and how.
    public struct Options: Sendable {
        /// Flow files, storyboards or folders.
        public var paths: [String]
        /// The configuration file to use instead of the `.storyflow.yml` found upward from each file.
        public var configurationPath: String?
        /// Swift files or folders to check against the flows (`--swift`).
        public var swiftPaths: [String] = []
        /// Whether files the configuration excludes are left out even when named.
        public var forceExclude = false
        /// The baseline whose findings are not reported (`--baseline`).
        public var baseline: String?
        /// Where to record every finding (`--write-baseline`).
        public var writeBaseline: String?
        /// Whether the report needs each finding's fingerprint even without a baseline (SARIF).
        public var needsFingerprints = false
        /// How many findings of one rule in one file are shown (0: all).
        public var maximumPerRule = DiagnosticLimits.shownPerRule

        /// Options checking `paths` with everything else as `storyflow check` has it by default.
        public init(paths: [String]) {
            self.paths = paths
        }
    }

    /// A line for the person running the check.
    public enum Message: Equatable, Sendable {
        /// Something passed over or worth knowing (`storyflow: note: …`).
        case note(String)
        /// A problem that makes the check fail with exit status 2 (`storyflow: error: …`).
        case error(String)
    }

    /// The check cannot go on: the errors said why. Exit status 2.
    public struct Stopped: Error {
        public init() {}
    }

    /// What was read and found, before the baseline and the cap.
    public struct Findings: Sendable {
        /// The files checked (flows and storyboards, then Swift files).
        public var files: [String]
        /// Every finding, sorted.
        public var diagnostics: [Diagnostic]
        /// Files that could not be read.
        public var failures: [LoadError]

        /// Findings of `files`.
        public init(files: [String], diagnostics: [Diagnostic], failures: [LoadError]) {
            self.files = files
            self.diagnostics = diagnostics
            self.failures = failures
        }
    }

    /// What the report shows.
    public struct Result: Sendable {
        /// The files checked.
        public var files: [String]
        /// The findings to report: less the baseline's, capped per rule.
        public var diagnostics: [Diagnostic]
        /// Each finding's fingerprint (SARIF), unique in the report, when the options need them.
        public var fingerprints: [Diagnostic: String]
        /// Files that could not be read.
        public var failures: [LoadError]
        /// Whether `--write-baseline` recorded the findings: they then fail nothing.
        public var recorded: Bool

        /// The exit status: 2 when a file could not be read, 0 when the findings were recorded, 1 for errors (or
        /// warnings when `strict`), else 0.
        public func exitStatus(strict: Bool) -> Int32 {
            if !failures.isEmpty { return 2 }
            if recorded { return 0 }
            let errors = diagnostics.contains { $0.severity == .error }
            return errors || (strict && diagnostics.contains { $0.severity == .warning }) ? 1 : 0
        }
    }

    /// What to check.
    public let options: Options
    /// Where notes and errors go.
    public let say: (Message) -> Void
    /// What a progress line shows of the check, if one does.
    public var progress: WorkProgress?

    /// A run with `options`, telling `say` what it notes.
    public init(options: Options, say: @escaping (Message) -> Void) {
        self.options = options
        self.say = say
    }

    /// The linter the run checks files with: the configuration given, no cap (the run caps after the baseline).
    public var linter: Linter { Linter(configurationPath: options.configurationPath, maximumPerRule: 0) }

    /// Finds, reads and checks the files (and the Swift code); nil when `forceExclude` left nothing to check and
    /// nothing failed, which is no error.
    public func check() throws(Stopped) -> Findings? {
        progress?.begin("Searching", subject: options.paths.joined(separator: " "))
        let collected = FileSearch.flowFiles(in: options.paths)
        for note in collected.notes { say(.note(note)) }
        let result: LintResult
        do {
            result = try linter.lint(
                files: collected.files, foundInFolders: options.forceExclude ? Set(collected.files) : collected.foundInFolders, progress: progress)
        } catch {
            say(.error(String(describing: error)))
            throw Stopped()
        }
        var failures = collected.failures + result.failures
        if options.forceExclude, result.files.isEmpty, failures.isEmpty, !collected.files.isEmpty { return nil }
        guard !result.files.isEmpty || !failures.isEmpty else {
            for failure in failures { say(.error(String(describing: failure))) }
            let named = options.paths.map { "`\(TerminalText.visible($0))`" }.joined(separator: ", ")
            if !result.excludingConfigurations.isEmpty {
                let configurations = result.excludingConfigurations.map { "`\(TerminalText.visible(Fingerprinter.relativePath($0)))`" }.joined(separator: ", ")
                say(
                    .error(
                        """
                        no flow files or storyboards to check in \(named): the \(collected.files.count) found there are left out by \(configurations) \
                        (its `excluded` or `included` patterns); name the files to check them anyway, or use `--config /dev/null` to check without \
                        a configuration
                        """
                    ))
                throw Stopped()
            }
            say(
                .error(
                    """
                    no flow files or storyboards to check in \(named) (folders are searched for *.flow.xml and *.storyboard, less what the configuration \
                    excludes)
                    """
                ))
            throw Stopped()
        }
        var files = result.files
        var diagnostics = result.diagnostics
        if !options.swiftPaths.isEmpty {
            let swift = try SwiftStep(run: self).check(against: result.files)
            files += swift.files
            diagnostics = (diagnostics + swift.diagnostics).sorted()
            failures += swift.failures
        }
        return Findings(files: files, diagnostics: diagnostics, failures: failures)
    }

    /// Says each failure, applies the baseline (recording the findings first with `writeBaseline`) and caps what
    /// is left per rule: what the report shows.
    public func finish(_ findings: Findings) throws(Stopped) -> Result {
        for failure in findings.failures { say(.error(String(describing: failure))) }
        let baselined = try BaselineStep(run: self).apply(to: findings.diagnostics, files: findings.files)
        let shown = DiagnosticLimits.capped(baselined.diagnostics, perRule: options.maximumPerRule, how: "`--max-per-rule 0` shows them all")
        return Result(
            files: findings.files, diagnostics: shown, fingerprints: baselined.fingerprints, failures: findings.failures, recorded: baselined.recorded
        )
    }
}
