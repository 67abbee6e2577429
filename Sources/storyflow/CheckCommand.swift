import ArgumentParser
import Foundation
import StoryflowConsole
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowReporting
import StoryflowSwiftCheck
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

    @Option(name: .customLong("swift"), help: ArgumentHelp("Check the app's Swift code in DIR (a folder, searched for *.swift outside hidden folders, or a file) against the flows; repeat for more.", valueName: "DIR"))
    var swiftPaths: [String] = []

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to FILE (in --format) instead of standard output, which then shows the findings for people: text on a terminal, xcode otherwise.", valueName: "FILE"))
    var output: String?

    @Flag(name: [.customLong("plain"), .customLong("no-color")], help: "No colour, even on a terminal (NO_COLOR and TERM=dumb do the same).")
    var plain = false

    @Option(help: ArgumentHelp("Show at most N findings of one rule in one file, then one that counts the rest; 0 shows all (up to \(DiagnosticLimits.storedPerRule), the most a file's reading keeps).", valueName: "N"))
    var maxPerRule = DiagnosticLimits.shownPerRule

    @Option(help: ArgumentHelp("Report only findings not recorded in FILE (written by --write-baseline). Findings match by rule, file, scene and the element's text, not by line, so edits elsewhere leave them hidden.", valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this check in FILE, for --baseline to hide later (entries of files not checked this time are kept). The check then exits 0: what it found is recorded.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Also write FILE, a Swift source holding only a comment with the counts (for the SwiftPM build-tool plugin: a build command needs an output, and SwiftPM compiles a Swift output where it would bundle a report as a resource).", valueName: "FILE"))
    var buildStamp: String?

    @Flag(help: "Leave out files the configuration excludes even when they are named on the command line (for hooks and plugins, which name every file). Nothing left to check is then no error.")
    var forceExclude = false

    @Flag(help: "Check again on every save until interrupted: only the files changed (and storyboards that reference them) are read again, everything when a .storyflow.yml changes.")
    var watch = false

    func validate() throws {
        if watch, !swiftPaths.isEmpty {
            throw ValidationError("--watch does not watch Swift code yet: run `check --swift` without --watch.")
        }
        guard (0...DiagnosticLimits.storedPerRule).contains(maxPerRule) else {
            throw ValidationError("--max-per-rule must be from 0 to \(DiagnosticLimits.storedPerRule), not \(maxPerRule).")
        }
    }

    func run() throws {
        if watch { return try runWatching() }
        let collected = FileCollector.flowFiles(in: paths)
        for note in collected.notes { StandardStreams.writeError("storyflow: note: \(note)\n") }
        let result: LintResult
        do {
            result = try Linter(configurationPath: config, maximumPerRule: 0).lint(files: collected.files, foundInFolders: forceExclude ? Set(collected.files) : collected.foundInFolders)
        } catch {
            Self.printError(error)
            throw ExitCode(2)
        }
        var failures = collected.failures + result.failures
        if forceExclude, result.files.isEmpty, failures.isEmpty, !collected.files.isEmpty { return }
        guard !result.files.isEmpty || !failures.isEmpty else {
            for failure in failures { Self.printError(failure) }
            Self.printError("no flow files or storyboards to check in \(paths.map { "`\($0)`" }.joined(separator: ", ")) (folders are searched for *.flow.xml and *.storyboard, less what the configuration excludes)")
            throw ExitCode(2)
        }
        var files = result.files
        var diagnostics = result.diagnostics
        if !swiftPaths.isEmpty {
            let swift = try checkSwift(against: result.files)
            files += swift.files
            diagnostics = (diagnostics + swift.diagnostics).sorted()
            failures += swift.failures
        }
        let status = try publish(files: files, diagnostics: diagnostics, failures: failures)
        if status != 0 { throw ExitCode(status) }
    }

    /// Prints `failures` and writes the report of `diagnostics` (through the baseline, capped per rule) where the
    /// options say; the exit status they call for: 2 for failures, 1 for errors (or warnings with `--strict`).
    func publish(files: [String], diagnostics: [Diagnostic], failures: [LoadError]) throws -> Int32 {
        for failure in failures { Self.printError(failure) }
        let fingerprinted = try applyBaseline(to: diagnostics, files: files)
        let shown = DiagnosticLimits.capped(fingerprinted.diagnostics, perRule: maxPerRule, how: "`--max-per-rule 0` shows them all")
        let report = CheckReport(files: files, diagnostics: shown, rules: RuleCatalog.all, fingerprints: fingerprinted.fingerprints)
        if format == .sarif, report.diagnostics.count > Self.codeScanningResultLimit {
            StandardStreams.writeError("storyflow: note: the SARIF report holds \(report.diagnostics.count) results; GitHub code scanning takes at most 25,000 a run (and shows the first 5,000): a baseline (--write-baseline) or a lower --max-per-rule keeps under it\n")
        }
        let terminal = isatty(STDOUT_FILENO) == 1
        let colored = ColorPolicy.usesColor(isTerminal: terminal, environment: ProcessInfo.processInfo.environment, plain: plain)
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
        if !failures.isEmpty { return 2 }
        if fingerprinted.recorded { return 0 }
        return report.count(of: .error) > 0 || (strict && report.count(of: .warning) > 0) ? 1 : 0
    }

    /// Reads the Swift files of `--swift` and checks them against the documents in `flowFiles` (read again, whole:
    /// the check above kept only what its rules needed).
    private func checkSwift(against flowFiles: [String]) throws -> (files: [String], diagnostics: [Diagnostic], failures: [LoadError]) {
        let collected = FileCollector.swiftFiles(in: swiftPaths)
        for note in collected.notes { StandardStreams.writeError("storyflow: note: \(note)\n") }
        var failures = collected.failures
        if collected.files.isEmpty {
            if collected.failures.isEmpty {
                failures.append(LoadError(path: swiftPaths.joined(separator: ", "), reason: "holds no *.swift files (hidden folders such as .build are not searched)"))
            }
            return ([], [], failures)
        }
        let documents = flowFiles.compactMap { try? FlowLoader.load(contentsOf: $0).document }
        let scanned = SwiftSources.references(inFiles: collected.files)
        failures += scanned.failures.map { LoadError(path: $0.file, reason: $0.reason) }
        if scanned.exceededMemory {
            // A parse given up on may still be growing: say why and end now, which stops it.
            for failure in failures { Self.printError(failure) }
            throw ExitCode(2)
        }
        var found = (SwiftFlowChecker.check(scanned.references, against: documents) + scanned.findings).sorted()
        // Findings placed in a flow or storyboard honour its suppression comments, as its own findings do.
        for document in documents where !document.suppressions.isEmpty {
            let inDocument = found.filter { $0.location.file == document.file }
            guard !inDocument.isEmpty else { continue }
            found.removeAll { $0.location.file == document.file }
            found += SuppressionFilter.apply(document.suppressions, to: inDocument, knownRules: Set(RuleCatalog.ids))
        }
        do {
            let configured = try Linter(configurationPath: config).applyConfiguration(to: found)
            return (collected.files, configured, failures)
        } catch {
            Self.printError(error)
            throw ExitCode(2)
        }
    }

    /// The most results GitHub code scanning takes from one SARIF run.
    static let codeScanningResultLimit = 25_000

    /// Whether the report needs each finding's fingerprint: for a baseline, or for SARIF.
    var needsFingerprints: Bool {
        baseline != nil || writeBaseline != nil || format == .sarif
    }

    /// The width of the terminal standard output is, when it is one.
    private static var terminalColumns: Int? { TerminalDevice.standard.columns }

    static func printError(_ error: any Error) {
        printError(String(describing: error))
    }

    static func printError(_ message: String) {
        StandardStreams.writeError("storyflow: error: \(TerminalText.visible(message))\n")
    }
}

extension ReportFormat: ExpressibleByArgument {}
