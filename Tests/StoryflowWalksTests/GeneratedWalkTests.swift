import Foundation
import StoryflowModel
import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// Every walk `storyflow paths` generates passes when run against the flow it came from, as a strict walk: on
/// every flow in Flows/ (the example apps' flows), every fixture flow, and every corpus storyboard that runs.
@MainActor
struct GeneratedWalkTests {
    /// Generates walks for the flow at `path` with `strategy` and runs them all as one strict script; returns
    /// the plan and the session's failures, or nil when the flow cannot be run or its launch raises an error
    /// (`storyflow paths` refuses both).
    static func generateAndRun(_ path: String, strategy: WalkStrategy) throws -> (plan: WalkPlan, failures: [String], transcript: String)? {
        guard let trial = try? Storyboard(contentsOf: path), !Application(storyboard: trial).launch().contains(where: { $0.event == .error }),
            let storyboard = try? Storyboard(contentsOf: path)
        else { return nil }
        let plan = WalkPlan(document: storyboard.document, strategy: strategy)
        var transcript = ""
        let session = StepperSession(application: Application(storyboard: storyboard), width: 80) { transcript += $0 }
        session.isStrict = true
        session.launch()
        session.run(script: WalkScripts.combined(plan, heading: []), named: "generated")
        return (plan, session.failures, transcript)
    }

    nonisolated static let flows: [String] = {
        let folders = ["Flows", "Tests/Fixtures/Flows"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))) ?? [])
                .filter { $0.hasSuffix(".flow.xml") }.sorted().map { folder + "/" + $0 }
        }
    }()

    @Test(arguments: flows, WalkStrategy.allCases)
    func generatedWalksPassOnEachFlow(_ flow: String, strategy: WalkStrategy) throws {
        guard let (plan, failures, transcript) = try Self.generateAndRun(Repository.path(flow), strategy: strategy) else { return }
        #expect(
            failures.isEmpty,
            "\(failures.prefix(3)) in:\n\(transcript.split(separator: "\n").filter { $0.contains("FAILED") }.prefix(3).joined(separator: "\n"))")
        #expect(plan.walks.isEmpty == plan.unwalkable.contains { $0.contains("so no walk can start") }, "a flow a walk can start in gets walks")
    }

    @Test(arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func theSegueWalksOfEachExampleFireEverySegueWalksCanFire(_ app: String) throws {
        let (plan, failures, _) = try #require(try Self.generateAndRun(Repository.path("Flows/\(app).flow.xml"), strategy: .segues))
        #expect(failures.isEmpty)
        #expect(plan.segueCount > 0)
        #expect(plan.firedSegueCount == plan.segueCount)
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), .timeLimit(.minutes(5)))
    func generatedWalksPassOnEveryCorpusStoryboardThatRuns() throws {
        var ran = 0
        for entry in StoryboardCorpus.entries {
            for strategy in WalkStrategy.allCases {
                guard let (_, failures, _) = try Self.generateAndRun(entry.path, strategy: strategy) else { continue }
                ran += 1
                #expect(failures.isEmpty, "\(entry.name) --strategy \(strategy.rawValue): \(failures.prefix(3))")
            }
        }
        #expect(ran > 40, "most corpus storyboards run")
    }
}
