import ArgumentParser
import StoryflowBaseline
import StoryflowIO
import StoryflowModel

extension CheckCommand {
    /// `diagnostics` less those `--baseline` records, after recording them all with `--write-baseline`, and the
    /// fingerprints of what is left when the report needs them.
    func applyBaseline(to diagnostics: [Diagnostic]) throws -> (diagnostics: [Diagnostic], fingerprints: [Diagnostic: String]) {
        guard needsFingerprints else { return (diagnostics, [:]) }
        let fingerprints = Fingerprinter.fingerprints(of: diagnostics)
        var shown = diagnostics
        if let baseline {
            let recorded: Baseline
            do {
                recorded = try Baseline.read(baseline)
            } catch {
                Self.printError(error)
                throw ExitCode(2)
            }
            let filtered = recorded.filter(diagnostics, fingerprints: fingerprints)
            shown = filtered.new
            let name = TerminalText.visible(baseline)
            if filtered.hidden > 0 {
                StandardStreams.writeError("storyflow: note: \(Self.count(filtered.hidden, "finding")) recorded in \(name) not shown\n")
            }
            if !filtered.fixed.isEmpty {
                StandardStreams.writeError("storyflow: note: \(Self.count(filtered.fixed.count, "finding")) of \(name) no longer found (fixed, or moved to another scene or file); `--write-baseline \(name)` records what is left\n")
            }
        }
        if let writeBaseline {
            do {
                try OutputFile.write(Baseline(diagnostics, fingerprints: fingerprints).json(), to: writeBaseline)
            } catch {
                Self.printError(error)
                throw ExitCode(2)
            }
            StandardStreams.writeError("storyflow: note: recorded \(Self.count(diagnostics.count, "finding")) in \(TerminalText.visible(writeBaseline))\n")
        }
        return (shown, fingerprints.mapValues(\.hash))
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
