import Foundation
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowReporting
import StoryflowRuntime
import StoryflowSession

/// One fuzz input run through everything a pull request's file reaches: the reader (either dialect), every
/// check, every report format, and, when the flow can run, a stepping session driven by the input's own script.
///
/// The input is a flow or storyboard, optionally followed by a line `#script` and stepper commands. Its first
/// byte picks the dialect (even: flow file, odd: storyboard), so one corpus reaches both readers. Shared by the
/// libFuzzer target in `Fuzz/` and the test that replays `Fuzz/Corpus/` in `swift test`.
public enum FuzzHarness {
    /// Where the script starts in an input.
    public static let scriptMarker = Array("\n#script\n".utf8)
    /// The most script lines one input runs, so each input stays fast.
    public static let maximumScriptLines = 64

    /// Runs `bytes` through the reader, the checks, the reporters and the stepper. Must never crash or hang.
    @MainActor
    public static func run(_ bytes: [UInt8]) {
        let (document, script) = split(bytes)
        let file = (bytes.first ?? 0) % 2 == 0 ? "fuzz.flow.xml" : "fuzz.storyboard"
        let loaded = FlowLoader.load(data: Data(document), file: file)
        let diagnostics = Linter.check(loaded)
        let report = CheckReport(files: [file], diagnostics: diagnostics, rules: RuleCatalog.all)
        for format in ReportFormat.allCases {
            _ = format.reporter(colored: true).render(report)
        }
        step(String(decoding: document, as: UTF8.self), file: file, script: script)
    }

    /// The document's bytes and the script's text (empty when there is none).
    public static func split(_ bytes: [UInt8]) -> (document: [UInt8], script: String) {
        guard bytes.count >= scriptMarker.count,
            let start = (0...(bytes.count - scriptMarker.count)).first(where: { bytes[$0..<$0 + scriptMarker.count].elementsEqual(scriptMarker) })
        else { return (bytes, "") }
        return (Array(bytes[..<start]), String(decoding: bytes[(start + scriptMarker.count)...], as: UTF8.self))
    }

    @MainActor
    private static func step(_ text: String, file: String, script: String) {
        guard let storyboard = try? Storyboard(string: text, file: file) else { return }
        let session = StepperSession(application: Application(storyboard: storyboard), width: 60) { _ in }
        session.launch()
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumScriptLines)
        session.run(script: lines.joined(separator: "\n"), named: "fuzz")
    }
}
