import Foundation
import StoryflowRuntime
import StoryflowSession
import StoryflowTerminal
import StoryflowTestSupport
import Testing

/// A scripted walk through each flow in Flows/ gives, byte for byte, the transcript checked in beside these tests.
/// Re-record after an intended change with `STORYFLOW_RECORD=1 swift test --filter TranscriptTests` (the
/// first run fails once, saying what it recorded) and review the diff.
@MainActor
struct TranscriptTests {
    /// One walk: a flow, a script, the frame width and row count, and the transcript file.
    struct Walk: CustomTestStringConvertible, Sendable {
        var flow: String
        var script: String
        var width: Int
        var rows = 12
        var transcript: String

        var testDescription: String { transcript }
    }

    nonisolated static let walks = [
        Walk(flow: "Flows/Ratings.flow.xml", script: "Flows/Ratings.walk", width: 80, transcript: "Ratings-80.txt"),
        Walk(flow: "Flows/Homepwner.flow.xml", script: "Flows/Homepwner.walk", width: 80, transcript: "Homepwner-80.txt"),
        Walk(flow: "Flows/Todo.flow.xml", script: "Flows/Todo.walk", width: 80, transcript: "Todo-80.txt"),
        Walk(flow: "Flows/TableStyles.flow.xml", script: "Flows/TableStyles.walk", width: 80, rows: 8, transcript: "TableStyles-80.txt"),
        Walk(flow: "Flows/ChildControllers.flow.xml", script: "Flows/ChildControllers.walk", width: 80, transcript: "ChildControllers-80.txt"),
        Walk(flow: "Flows/Todo.flow.xml", script: "Tests/StoryflowSessionTests/Transcripts/Todo-cjk.walk", width: 40, transcript: "Todo-cjk-40.txt"),
    ]

    /// Runs a walk in-process, as `storyflow run FLOW --script SCRIPT --width N --rows R` does off a terminal
    /// (strictly).
    static func transcript(of walk: Walk) throws -> (text: String, status: Int32) {
        var text = ""
        let storyboard = try Storyboard(contentsOf: Repository.path(walk.flow))
        let session = StepperSession(application: Application(storyboard: storyboard, visibleRowCount: walk.rows), width: walk.width) { text += $0 }
        session.isStrict = true
        session.launch()
        let script = try String(contentsOfFile: Repository.path(walk.script), encoding: .utf8)
        session.run(script: script, named: (walk.script as NSString).lastPathComponent)
        return (text, session.exitStatus)
    }

    @Test(arguments: walks) func walkMatchesItsTranscript(_ walk: Walk) throws {
        let (text, status) = try Self.transcript(of: walk)
        #expect(status == 0, "every expectation of \(walk.script) holds")
        Golden.assertMatches(text, file: "Tests/StoryflowSessionTests/Transcripts/\(walk.transcript)")
    }

    @Test func everyFrameLineOfTheCJKWalkIsFortyColumnsWide() throws {
        let walk = try #require(Self.walks.first { $0.width == 40 })
        let (text, _) = try Self.transcript(of: walk)
        let frameLines = text.split(separator: "\n").filter { ["┌", "│", "├", "└"].contains($0.first.map(String.init) ?? "") }
        #expect(frameLines.count > 20)
        #expect(text.contains("高级工程师"))
        for line in frameLines { #expect(TerminalWidth.columns(of: String(line)) == 40, "\(line)") }
    }

    @Test func everyFlowInFlowsHasAWalk() throws {
        let flows = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Flows")).filter { $0.hasSuffix(".flow.xml") }
        let walked = Set(Self.walks.map { ($0.flow as NSString).lastPathComponent })
        #expect(Set(flows) == walked)
    }
}
