import ArgumentParser
import Foundation
import StoryflowCheckRun
import StoryflowConsole
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowReporting
import StoryflowTerminal

/// `storyflow check PATH...`: reads flow files and reports every problem found.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report problems in flow files and storyboards.",
        discussion: """
            Folders are searched recursively for *.flow.xml and *.storyboard files, checked concurrently. With \
            --swift, the app's Swift code is read too (with swift-syntax) and checked against them all: the \
            identifiers it names must exist, and the unwind and segue actions they name must be in it. Each file is checked \
            with the nearest .storyflow.yml in its folder or above (or the file given with --config). Exit \
            status: 0 when nothing is at error level, 1 when errors were found (or warnings, with --strict), 2 \
            for usage, configuration or I/O problems (a missing or unreadable path, no file to check).
            """
    )

    @Argument(help: "Flow files, storyboards or folders to check.")
    var paths: [String]

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text on a terminal, xcode otherwise).")
    var format: ReportFormat?

    @Option(help: "The configuration file to use instead of the .storyflow.yml found upward from each file.")
    var config: String?

    @Option(
        name: .customLong("swift"),
        help: ArgumentHelp(
            "Check the app's Swift code in DIR (a folder, searched for *.swift outside hidden folders, or a file) against the flows; repeat for more.",
            valueName: "DIR"))
    var swiftPaths: [String] = []

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write the report to FILE (in --format) instead of standard output, which then shows the findings for people: text on a terminal, xcode otherwise.",
            valueName: "FILE"))
    var output: String?

    @Flag(name: [.customLong("plain"), .customLong("no-color")], help: "No colour, even on a terminal (NO_COLOR and TERM=dumb do the same).")
    var plain = false

    @Option(
        help: ArgumentHelp(
            """
            Show at most N findings of one rule in one file, then one that counts the rest; 0 shows all (up to \(DiagnosticLimits.storedPerRule), the most a \
            file's reading keeps).
            """,
            valueName: "N"))
    var maxPerRule = Count(DiagnosticLimits.shownPerRule)

    @Option(
        help: ArgumentHelp(
            """
            Report only findings not recorded in FILE (written by --write-baseline). Findings match by rule, file, scene and the element's text, not by line, \
            so edits elsewhere leave them hidden.
            """,
            valueName: "FILE"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            """
            Record every finding of this check in FILE, for --baseline to hide later (entries of files not checked this time are kept). The check then exits \
            0: what it found is recorded.
            """,
            valueName: "FILE"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            """
            Also write FILE, a Swift source holding only a comment with the counts (for the SwiftPM build-tool plugin: a build command needs an output, and \
            SwiftPM compiles a Swift output where it would bundle a report as a resource).
            """,
            valueName: "FILE"))
    var buildStamp: String?

    @Flag(
        help:
            """
            Leave out files the configuration excludes even when they are named on the command line (for hooks and plugins, which name every file). Nothing \
            left to check is then no error.
            """
    )
    var forceExclude = false

    @Flag(
        help:
            """
            Check again on every save until interrupted: only the files changed (and storyboards that reference them) are read again, everything when a \
            .storyflow.yml changes.
            """
    )
    var watch = false

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        if watch, !swiftPaths.isEmpty {
            throw ValidationError("--watch does not watch Swift code yet: run `check --swift` without --watch.")
        }
        guard (0...DiagnosticLimits.storedPerRule).contains(maxPerRule.value) else {
            throw ValidationError("--max-per-rule must be from 0 to \(DiagnosticLimits.storedPerRule), not \(maxPerRule.value).")
        }
    }

    func run() throws {
        if watch { return try runWatching() }
        let run = checkRun
        do {
            let checked = try progress.run(plain: plain) { progress in
                var run = run
                run.progress = progress
                return try run.check()
            }
            guard let findings = checked else { return }
            let status = try publish(run.finish(findings))
            if status != 0 { throw ExitCode(status) }
        } catch is CheckRun.Stopped {
            throw ExitCode(2)
        }
    }

    /// The check these options ask for, its notes and errors written to standard error.
    var checkRun: CheckRun {
        var options = CheckRun.Options(paths: paths)
        options.configurationPath = config
        options.swiftPaths = swiftPaths
        options.forceExclude = forceExclude
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.needsFingerprints = format == .sarif
        options.maximumPerRule = maxPerRule.value
        return CheckRun(options: options) { message in
            switch message {
            case .note(let note): StandardStreams.writeError("storyflow: note: \(note)\n")
            case .error(let error): Self.printError(error)
            }
        }
    }

    /// Writes the report of `result` where the options say; the exit status it calls for: 2 for failures, 1 for
    /// errors (or warnings with `--strict`).
    func publish(_ result: CheckRun.Result) -> Int32 {
        let report = CheckReport(files: result.files, diagnostics: result.diagnostics, rules: RuleCatalog.all, fingerprints: result.fingerprints)
        if format == .sarif, report.diagnostics.count > Self.codeScanningResultLimit {
            StandardStreams.writeError(
                """
                storyflow: note: the SARIF report holds \(report.diagnostics.count) results; GitHub code scanning takes at most 25,000 a run (and shows the \
                first 5,000): a baseline (--write-baseline) or a lower --max-per-rule keeps under it\n
                """
            )
        }
        let terminal = isatty(STDOUT_FILENO) == 1
        let colored = ColorPolicy.usesColor(isTerminal: terminal, environment: ProcessEnvironment.values(of: ColorPolicy.environmentVariables), plain: plain)
        let forPeople: ReportFormat = terminal ? .text : .xcode
        if let output {
            do {
                try OutputFile.write((format ?? forPeople).reporter().render(report), to: output)
            } catch {
                Self.printError(error)
                return 2
            }
            StandardStreams.writeOutput(forPeople.reporter(colored: colored, width: Self.terminalColumns).render(report))
        } else {
            StandardStreams.writeOutput((format ?? forPeople).reporter(colored: colored, width: Self.terminalColumns).render(report))
        }
        if let buildStamp {
            let counts = "\(report.fileCount) file(s), \(report.count(of: .error)) error(s), \(report.count(of: .warning)) warning(s)"
            do {
                try OutputFile.write("// storyflow check: \(counts). Written by the build-tool plugin; nothing to compile.\n", to: buildStamp)
            } catch {
                Self.printError(error)
                return 2
            }
        }
        return result.exitStatus(strict: strict)
    }

    /// The most results GitHub code scanning takes from one SARIF run.
    static let codeScanningResultLimit = 25_000

    /// The width of the terminal standard output is, when it is one.
    private static var terminalColumns: Int? { TerminalDevice.standard.columns }

    static func printError(_ error: any Error) {
        printError(String(describing: error))
    }

    static func printError(_ message: String) {
        StandardStreams.writeError("storyflow: error: \(TerminalText.visible(message))\n")
    }
}

extension ReportFormat: ExpressibleByArgument {
    // swift-argument-parser's defaults for these build their strings and dictionaries through dynamic casts and
    // mangled type names, which cost every start of `check` scans of all the binary's protocol conformances.
    /// The raw values as they are.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// None: each value is its own description.
    public static var allValueDescriptions: [String: String] { [:] }
}
