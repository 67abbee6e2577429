import ArgumentParser
import Foundation
import StoryflowCoverage
import StoryflowIO
import StoryflowModel
import StoryflowRuntime

/// `storyflow coverage FILE [--flow FLOW]`: reports what walks recorded with `run --coverage` covered.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Report which scenes and segues walks covered (recorded with `storyflow run --coverage`).",
        discussion: """
            Every scene and segue of the flow is counted; a segue or scene no walk can reach (see `storyflow \
            paths`) is listed with the reason, and every gap a walk can reach with the shortest walk that covers \
            it. --fail-under measures the segues walks can fire. Exit status: 0, 1 when coverage is under \
            --fail-under, 2 when the coverage file or the flow cannot be used.
            """
    )

    @Argument(help: "The coverage file written by `storyflow run --coverage`.")
    var coverageFile: String

    @Option(help: "The flow file or storyboard the coverage is of (default: the one flow the coverage file records runs of).")
    var flow: String?

    @Option(help: "text, json, lcov, cobertura or markdown.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Where to write the report (default: standard output).")
    var output: String?

    @Option(help: ArgumentHelp("Exit with status 1 when less than PERCENT of the segues walks can fire ran (0 to 100).", valueName: "PERCENT"))
    var failUnder: Double?

    /// `--format`'s values.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, lcov, cobertura, markdown
    }

    func validate() throws {
        if let failUnder, !(0...100).contains(failUnder) { throw ValidationError("--fail-under must be from 0 to 100, not \(failUnder).") }
    }

    func run() throws {
        let record: CoverageRecord
        do {
            record = try CoverageRecord.read(coverageFile, allowMissing: false)
        } catch {
            throw failure("\(error)")
        }
        let flow = try self.flow ?? recordedFlow(in: record)
        let document = try MainActor.assumeIsolated { () throws -> FlowDocumentValue in
            do {
                return FlowDocumentValue(document: try Storyboard(contentsOf: flow).document)
            } catch {
                let named = self.flow == nil ? " (the flow \(coverageFile) records runs of; give --flow where it is from here)" : ""
                throw failure("cannot read the flow \(TerminalText.visible(flow))\(named): \(TerminalText.visibleLines(String(describing: error)))")
            }
        }.document
        let report = CoverageReport(document: document, file: flow, coverage: record.coverage(of: flow))
        let text = CoverageFormat(rawValue: format.rawValue)!.render(report)
        try TextOutput.write(text, to: output)
        if report.runs == 0 {
            StandardStreams.writeError("storyflow: note: the coverage file has no runs of \(TerminalText.visible(flow))\n")
        }
        if let failUnder, report.walkableSegueTally.percent < failUnder {
            let tally = report.walkableSegueTally
            StandardStreams.writeError(
                """
                storyflow: coverage of the segues walks can fire is \(String(format: "%.1f", tally.percent))% (\(tally.covered) of \(tally.total)), under \
                --fail-under \(failUnder)%\n
                """
            )
            throw ExitCode(1)
        }
    }

    /// The one flow `record` has runs of, for a command line without `--flow`.
    private func recordedFlow(in record: CoverageRecord) throws -> String {
        let flows = record.files.keys.sorted()
        guard flows.count == 1, let flow = flows.first else {
            let listed = flows.prefix(5).joined(separator: ", ") + (flows.count > 5 ? ", …" : "")
            throw failure(
                flows.isEmpty
                    ? "\(coverageFile) records no runs yet, so give the flow to report on with --flow FLOW"
                    : "\(coverageFile) records runs of \(flows.count) flows (\(listed)): name the one to report on with --flow FLOW")
        }
        return flow
    }

    private func failure(_ reason: String) -> ExitCode {
        StandardStreams.writeError("storyflow: error: \(TerminalText.visible(reason))\n")
        return ExitCode(2)
    }
}

/// A document handed out of the main actor.
private struct FlowDocumentValue: Sendable {
    var document: FlowDocument
}
