import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowSwiftCheck

/// `check --swift`: reads the app's Swift files and checks them against the documents checked.
struct SwiftStep {
    let run: CheckRun

    /// The Swift files read, the findings about them (configured, and honouring the documents' suppression
    /// comments where they are placed in a document) and the files that could not be read.
    func check(against flowFiles: [String]) throws(CheckRun.Stopped) -> CheckRun.Findings {
        var collected = FileSearch.swiftFiles(in: run.options.swiftPaths)
        for note in collected.notes { run.say(.note(note)) }
        // A file named on the command line is read only when it is Swift; a folder gives only Swift files.
        let notSwift = collected.files.filter { !$0.hasSuffix(".swift") && !collected.foundInFolders.contains($0) }
        collected.files.removeAll { notSwift.contains($0) }
        var failures =
            collected.failures
            + notSwift.map { LoadError(path: $0, reason: "is not a Swift file: `--swift` takes .swift files and folders holding them") }
        if collected.files.isEmpty {
            if failures.isEmpty {
                let paths = run.options.swiftPaths.joined(separator: ", ")
                failures.append(LoadError(path: paths, reason: "holds no *.swift files (hidden folders such as .build are not searched)"))
            }
            return CheckRun.Findings(files: [], diagnostics: [], failures: failures)
        }
        // The documents are read again, whole: the check kept only what its rules needed.
        run.progress?.begin("Reading", unit: "files", total: flowFiles.count)
        let documents = flowFiles.compactMap { file in
            run.progress?.start(file)
            defer { run.progress?.finish(file) }
            return try? FlowLoader.load(contentsOf: file).document
        }
        let scanned: SwiftScan
        do throws(SwiftScanner.Failure) {
            scanned = try SwiftScanner.installed().scan(collected.files, progress: run.progress)
        } catch {
            run.say(.error(error.description))
            throw CheckRun.Stopped()
        }
        failures += scanned.failures.map { LoadError(path: $0.file, reason: $0.reason) }
        if scanned.exceededMemory {
            // Say why, and end without findings: the files given up on were not checked.
            for failure in failures { run.say(.error(String(describing: failure))) }
            throw CheckRun.Stopped()
        }
        var found = (SwiftFlowChecker.check(scanned.references, against: documents) + scanned.findings).sorted()
        for document in documents where !document.suppressions.isEmpty {
            let inDocument = found.filter { $0.location.file == document.file }
            guard !inDocument.isEmpty else { continue }
            found.removeAll { $0.location.file == document.file }
            found += SuppressionFilter.apply(document.suppressions, to: inDocument, knownRules: Set(RuleCatalog.ids))
        }
        do {
            let configured = try Linter(configurationPath: run.options.configurationPath).applyConfiguration(to: found)
            return CheckRun.Findings(files: collected.files, diagnostics: configured, failures: failures)
        } catch {
            run.say(.error(String(describing: error)))
            throw CheckRun.Stopped()
        }
    }
}
