import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow run` shows UIKit's orders and messages (docs/runtime.md, "Order of calls" and "Errors"): a walk
/// through a fixture with one scene per behaviour gives, byte for byte, the transcript checked in beside it.
/// Re-record with `STORYFLOW_RECORD=1 swift test --filter FidelityTranscriptTests` and review the diff.
struct FidelityTranscriptTests {
    static let flow = "Tests/Fixtures/Flows/Fidelity.flow.xml"
    static let walk = "Tests/StoryflowCLITests/Transcripts/Fidelity.walk"

    @Test func theWalkGivesTheCheckedInTranscript() throws {
        let run = try runStoryflow(["run", Self.flow, "--script", Self.walk, "--width", "60"])
        #expect(run.status == 0, "every expectation holds")
        #expect(run.errors.isEmpty)
        Golden.assertMatches(run.output, file: "Tests/StoryflowCLITests/Transcripts/Fidelity-60.txt")
    }

    @Test func customSeguesCanBePresentedInAFlowWithNoCode() throws {
        let run = try runStoryflow(["run", Self.flow, "--custom-segues", "present", "--width", "60"], input: "tap Custom\ntap Fade\nexpect scene faded\n")
        #expect(run.status == 0)
        #expect(run.output.contains("note: the custom segue class `FadeSegue` is not registered; presenting modally instead (--custom-segues present)"))
        #expect(!run.output.contains("error:"))
        #expect(run.output.contains("ok: scene faded"))
    }

    @Test func anUnknownCustomSegueChoiceIsAUsageError() throws {
        let run = try runStoryflow(["run", Self.flow, "--custom-segues", "fade"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--custom-segues must be error or present, not 'fade'."))
    }

    @Test func quietKeepsTheNotesThatExplainAnError() throws {
        let run = try runStoryflow(["run", Self.flow, "--quiet", "--width", "60"], input: "tap Custom\ntap Fade\n")
        #expect(run.output.contains("  error: Could not create a segue of class '(null)'\n  note: the custom segue class `FadeSegue` is not registered"))
        #expect(!run.output.contains("viewDidLoad"), "other events stay quiet")
    }

    @Test func withAnAlertUpTheHintListsTheAlertsActions() throws {
        let run = try runStoryflow(["run", Self.flow, "--width", "60"], input: "tap Alerts\ntap Remove\nback\n")
        #expect(run.output.contains("Choose one of the alert's actions: Cancel, Remove."))
    }
}
