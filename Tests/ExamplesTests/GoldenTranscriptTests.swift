import ExampleSupport
import Foundation
import StoryflowExport
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowStepper
import StoryflowTestSupport
import Testing

/// Each example's demo script (`Examples/Scripts/<App>.script`) stepped through by `storyflow run`'s session with
/// the app's classes, compared with its recorded transcript in `Golden/<App>.transcript`: every screen and the
/// events each command caused, including `prepare`, the apps' delegate callbacks, and init/deinit. The scripts'
/// `expect` lines must all hold. Set `STORYFLOW_RECORD=1` to re-record.
@MainActor
struct GoldenTranscriptTests {
    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func scriptMatchesTheRecordedTranscript(app name: String) throws {
        let directory = try TemporaryDirectory()
        Golden.assertMatches(try transcript(of: name, in: directory, flowPath: nil), file: "Tests/ExamplesTests/Golden/\(name).transcript")
    }

    /// `storyflow export` keeps what the apps step through: their scripts run against the exported storyboard
    /// give the transcripts recorded with the flow, but for the count of scenes in the first line, which leaves out
    /// the alerts (iOS makes alerts in code, as Homepwner does).
    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func scriptStepsThroughTheExportedStoryboardAsThroughTheFlow(app name: String) throws {
        let directory = try TemporaryDirectory()
        let flow = try #require(try FlowLoader.load(contentsOf: Repository.path("Flows/\(name).flow.xml")).document)
        let storyboard = directory.file("\(name).storyboard")
        try StoryboardWriter.write(flow).text.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let alerts = flow.scenes.count { $0.kind == .alertController }
        let count = { (scenes: Int) in "\(name): \(scenes) scene\(scenes == 1 ? "" : "s")," }
        let expected = try Repository.text("Tests/ExamplesTests/Golden/\(name).transcript")
            .replacingOccurrences(of: count(flow.scenes.count), with: count(flow.scenes.count - alerts))
        let actual = try transcript(of: name, in: directory, flowPath: storyboard)
        #expect(actual == expected, "\(Golden.firstDifference(expected, actual))")
    }

    private func transcript(of name: String, in directory: TemporaryDirectory, flowPath: String?) throws -> String {
        let script = try Repository.text("Examples/Scripts/\(name).script")
        let delegate = ExampleApps.delegate(named: name, jobsPath: directory.file("T0Do.json"))
        var transcript = ""
        let session = StepperSession(application: try delegate.makeApplication(flowPath: flowPath), width: 60) { transcript += $0 }
        session.isStrict = true
        session.launch { delegate.didFinishLaunching(with: $0) }
        session.run(script: script, named: "\(name).script")
        transcript = transcript.replacingOccurrences(of: directory.path, with: "$TMPDIR")
        #expect(session.exitStatus == 0, "every expectation of the script holds")
        return transcript
    }

    /// The sessions quoted in the README and docs/examples.md are copied from the recorded Ratings transcript,
    /// so they change with it.
    @Test(arguments: ["README.md", "docs/examples.md"])
    func quotedSessionsAreInTheRecordedTranscript(page: String) throws {
        let text = try Repository.text(page)
        let golden = try Repository.text("Tests/ExamplesTests/Golden/Ratings.transcript")
        let blocks = text.components(separatedBy: "```text\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(!blocks.isEmpty)
        for block in blocks { #expect(golden.contains(block), "\(page) quotes a session that is not in Golden/Ratings.transcript: copy it again") }
    }
}
