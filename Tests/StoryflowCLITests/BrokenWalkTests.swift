import StoryflowTestSupport
import Testing

/// The Ratings walk is green on its flow and turns red, at the right line of the walk, when the flow changes under
/// it in each way a walk can catch: an element gone, a title changed, a segue renamed, UIKit's error.
struct BrokenWalkTests {
    /// A change to Flows/Ratings.flow.xml and the first failure `Flows/Ratings.walk` then reports.
    struct Change: Sendable, CustomTestStringConvertible {
        var what: String
        var replacing: String
        var with: String
        var firstFailure: String
        var testDescription: String { what }
    }

    static let changes = [
        Change(
            what: "an element the walk taps is gone", replacing: #"text="Game""#, with: #"text="Sport""#,
            firstFailure: "FAILED at Ratings.walk:18: Nothing called 'Game' to tap."),
        Change(
            what: "a title the walk expects changed", replacing: #"<navigationItem title="Add Player">"#, with: #"<navigationItem title="New Player">"#,
            firstFailure: #"FAILED at Ratings.walk:14: expected title "Add Player", but the title is "New Player""#),
        Change(
            what: "a segue the walk expects was renamed", replacing: #"id="AddPlayer""#, with: #"id="AddGamer""#,
            firstFailure: #"FAILED at Ratings.walk:12: expected event prepare "AddPlayer" from the previous command, but it caused:"#),
        Change(
            what: "a segue now raises UIKit's error", replacing: #"kind="show" destination="gamePicker""#, with: #"kind="custom" destination="gamePicker""#,
            firstFailure: "FAILED at Ratings.walk:18: the step raised an error: Could not create a segue of class '(null)'"),
    ]

    @Test func theWalkIsGreenOnItsOwnFlow() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk"])
        #expect(run.status == 0)
        #expect(!run.output.contains("FAILED"))
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: changes) func aChangedFlowTurnsTheWalkRed(_ change: Change) throws {
        let scratch = try Scratch()
        let flow = try Repository.text("Flows/Ratings.flow.xml")
        #expect(flow.contains(change.replacing), "the change applies to the flow")
        let changed = try scratch.write(flow.replacingOccurrences(of: change.replacing, with: change.with), to: "Ratings.flow.xml")
        let run = try runStoryflow(["run", changed, "--script", "Flows/Ratings.walk"])
        #expect(run.status == 1)
        let first = run.output.split(separator: "\n").first { $0.hasPrefix("  FAILED") }.map { String($0.dropFirst(2)) }
        #expect(first?.hasPrefix(change.firstFailure) == true, "\(first ?? "no failure")")
        // Standard error names each failure as `path:line: error: reason`, the walk's path as given.
        let place = change.firstFailure.dropFirst("FAILED at Ratings.walk".count).prefix { $0 != " " }
        #expect(run.errors.hasPrefix("Flows/Ratings.walk\(place) error: "), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").last?.hasPrefix("storyflow: the walk failed ") == true)
    }
}
