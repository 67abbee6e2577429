import StoryflowReader
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowWalks

/// Plans the walks of a flow written in a test and runs them back as `storyflow run --script` does, strictly: the
/// agreement between the walk planner and the runtime the walk tests check.
@MainActor
enum StrictReplay {
    /// The plan of `flow` (read as `file`) for `device`, and its walks as one script.
    static func plan(_ flow: String, file: String = "Test.flow.xml", device: Device = .default) throws -> (plan: WalkPlan, script: String) {
        guard let document = FlowLoader.load(string: flow, file: file).document else { throw PlanError(file: file) }
        let plan = WalkPlan(document: document, strategy: .segues, device: device)
        return (plan, WalkScripts.combined(plan, heading: []))
    }

    /// The failures of `script` run strictly on `flow` on `device` (none when every step holds).
    static func failures(of script: String, on flow: String, device: Device = .default) throws -> [String] {
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: flow), device: device), width: 80) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "generated")
        return session.failureReports
    }

    struct PlanError: Error, CustomStringConvertible {
        var file: String
        var description: String { "\(file) does not read as a flow" }
    }
}
