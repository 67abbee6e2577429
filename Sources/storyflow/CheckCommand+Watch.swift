import ArgumentParser
import Foundation
import StoryflowCheckRun
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowWatch

extension CheckCommand {
    /// `check --watch`: checks everything, then again after every batch of saves, printing the whole report
    /// each time and, on standard error, a line with what was read and how the findings moved.
    func runWatching() throws {
        let run = checkRun
        let check = run.incrementalCheck()
        var outcome: IncrementalCheck.Outcome
        do {
            outcome = try check.checkAll()
        } catch {
            Self.printError(error)
            throw ExitCode(2)
        }
        let watcher = FileWatcher(paths: paths, extraFiles: outcome.files + [config].compactMap(\.self) + Self.configurationsAbove(paths))
        for note in watcher.notes { StandardStreams.writeError("storyflow: note: \(note)\n") }
        var previous: [Diagnostic]?
        while true {
            for note in outcome.notes { StandardStreams.writeError("storyflow: note: \(note)\n") }
            do {
                _ = publish(try run.finish(CheckRun.Findings(files: outcome.files, diagnostics: outcome.diagnostics, failures: outcome.failures)))
            } catch {
                throw ExitCode(2)
            }
            StandardStreams.writeError(summary(outcome, previous: previous) + "\n")
            previous = outcome.diagnostics
            while true {
                let changed = watcher.waitForChanges()
                do {
                    guard let next = try check.update(changed: changed) else { continue }
                    outcome = next
                } catch {
                    // A configuration being edited may be broken for a moment: say so and wait for the next save.
                    Self.printError(error)
                    continue
                }
                break
            }
        }
    }

    /// The `.storyflow.yml` files in the folders above `paths` (a project's configuration usually sits at its
    /// root, above the folder of flows being watched), so that editing one is seen. A configuration created
    /// above later is not.
    private static func configurationsAbove(_ paths: [String]) -> [String] {
        var found = Set<String>()
        for path in paths {
            var folder = URL(fileURLWithPath: FileWatcher.canonical(path)).deletingLastPathComponent()
            while true {
                let candidate = folder.appendingPathComponent(Linter.configurationFileName).path
                if FileManager.default.fileExists(atPath: candidate) { found.insert(candidate) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return found.sorted()
    }

    /// `storyflow: watching — 3 files, 1 error, 2 warnings (+1 −2 since the last check); read 1 file in 4 ms`.
    private func summary(_ outcome: IncrementalCheck.Outcome, previous: [Diagnostic]?) -> String {
        let errors = outcome.diagnostics.count { $0.severity == .error }
        let warnings = outcome.diagnostics.count { $0.severity == .warning }
        var line = "storyflow: watching — \(count(outcome.files.count, "file")), \(count(errors, "error")), \(count(warnings, "warning"))"
        if let previous {
            // Findings compared by rule, severity, file and message, so findings that only moved lines are not counted.
            func key(_ diagnostic: Diagnostic) -> String {
                "\(diagnostic.rule)\u{0}\(diagnostic.severity)\u{0}\(diagnostic.location.file)\u{0}\(diagnostic.message)"
            }
            var before: [String: Int] = [:]
            for diagnostic in previous { before[key(diagnostic), default: 0] += 1 }
            var added = 0
            for diagnostic in outcome.diagnostics {
                if let left = before[key(diagnostic)], left > 0 { before[key(diagnostic)] = left - 1 } else { added += 1 }
            }
            let removed = before.values.reduce(0, +)
            line += " (+\(added) −\(removed) since the last check)"
        }
        line += String(format: "; read %@ in %.0f ms", count(outcome.rechecked, "file"), outcome.seconds * 1000)
        return line
    }

    private func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
