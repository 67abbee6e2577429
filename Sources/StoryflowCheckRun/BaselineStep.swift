import Foundation
import StoryflowBaseline
import StoryflowIO
import StoryflowModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--baseline` and `--write-baseline`: the findings a baseline records are not reported; `--write-baseline`
/// records every finding.
struct BaselineStep {
    let run: CheckRun

    /// What `apply` gives the report.
    struct Baselined {
        /// The findings to report.
        var diagnostics: [Diagnostic]
        /// Each finding's fingerprint for SARIF, unique in the report: a finding whose fingerprint an earlier
        /// one of the same file already has gets `:2`, `:3`… after it.
        var fingerprints: [Diagnostic: String]
        /// Whether `--write-baseline` recorded the findings: they then fail nothing.
        var recorded: Bool
    }

    /// `diagnostics` (of the checked `files`) less those `--baseline` records, after recording them all with
    /// `--write-baseline`, and the fingerprints of what is left when the report needs them. Files are named
    /// relative to the baseline's folder, so a baseline matches wherever the check runs.
    func apply(to diagnostics: [Diagnostic], files: [String]) throws(CheckRun.Stopped) -> Baselined {
        let baseline = run.options.baseline, writeBaseline = run.options.writeBaseline
        guard run.options.needsFingerprints || baseline != nil || writeBaseline != nil else {
            return Baselined(diagnostics: diagnostics, fingerprints: [:], recorded: false)
        }
        let folder = (baseline ?? writeBaseline).map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 }
        let fingerprints = Fingerprinter.fingerprints(of: diagnostics, relativeTo: folder)
        let checked = Set(files.map { Fingerprinter.relativePath($0, to: folder) })
        var shown = diagnostics
        var recorded: Baseline?
        if let baseline {
            do {
                recorded = try Baseline.read(baseline)
            } catch {
                run.say(.error(String(describing: error)))
                throw CheckRun.Stopped()
            }
            let filtered = recorded!.filter(diagnostics, fingerprints: fingerprints, checkedFiles: checked)
            shown = filtered.new
            let name = TerminalText.visible(baseline)
            if filtered.hidden > 0 {
                run.say(.note("\(Self.count(filtered.hidden, "finding")) recorded in \(name) not shown"))
            }
            if !filtered.fixed.isEmpty {
                run.say(
                    .note(
                        """
                        \(Self.count(filtered.fixed.count, "finding")) of \(name) no longer found in the files checked (fixed, or moved to another scene); \
                        `--write-baseline \(ShellWord.quoted(baseline))` records what is left
                        """
                    ))
            }
        }
        if let writeBaseline {
            // Entries of files this check did not read are kept from the file being replaced, so a baseline that
            // is there but cannot be read (a merge left conflict markers in it) is never replaced. A stream or an
            // empty file holds none. (A link to a baseline is read through, then replaced by the new file.)
            var earlier = writeBaseline == baseline ? recorded : nil
            var status = stat()
            if earlier == nil, stat(writeBaseline, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 {
                do {
                    earlier = try Baseline.read(writeBaseline)
                } catch {
                    run.say(
                        .error(
                            """
                            \(error); --write-baseline keeps the findings of files this check does not read, so it does not replace a baseline it cannot \
                            read: fix it, or remove it to record afresh
                            """
                        ))
                    throw CheckRun.Stopped()
                }
            }
            let json = Baseline(diagnostics, fingerprints: fingerprints, keeping: earlier, checkedFiles: checked).json()
            guard json.utf8.count <= Baseline.maximumFileSize else {
                run.say(
                    .error(
                        """
                        \(TerminalText.visible(writeBaseline)): the baseline would be \(json.utf8.count) bytes, over the \(Baseline.maximumFileSize) (64 MiB) \
                        `--baseline` reads; not written. Fix findings or check fewer files per baseline
                        """
                    ))
                throw CheckRun.Stopped()
            }
            do {
                // A baseline is committed, so a pull request can replace it with a link: the link is replaced, never
                // followed out of the repository.
                try OutputFile.write(json, to: writeBaseline, followingLinks: false)
            } catch {
                run.say(.error(String(describing: error)))
                throw CheckRun.Stopped()
            }
            run.say(.note("recorded \(Self.count(diagnostics.count, "finding")) in \(TerminalText.visible(writeBaseline))"))
        }
        return Baselined(diagnostics: shown, fingerprints: Self.unique(fingerprints), recorded: writeBaseline != nil)
    }

    /// The hashes of `fingerprints`, made unique per file by order of location.
    private static func unique(_ fingerprints: [Diagnostic: Fingerprint]) -> [Diagnostic: String] {
        var seen: [String: Int] = [:]
        var result: [Diagnostic: String] = [:]
        for diagnostic in fingerprints.keys.sorted() {
            let hash = fingerprints[diagnostic]!.hash
            let key = fingerprints[diagnostic]!.file + "\u{0}" + hash
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            result[diagnostic] = occurrence == 1 ? hash : "\(hash):\(occurrence)"
        }
        return result
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
