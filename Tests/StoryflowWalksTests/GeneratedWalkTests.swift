import Foundation
import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// Every walk `storyflow paths` generates passes when run against the flow it came from, as a strict walk: on
/// every flow in Flows/ (the example apps' flows), every fixture flow, and every corpus storyboard that runs.
@MainActor
struct GeneratedWalkTests {
    /// Generates walks for the flow at `path` with `strategy`, as `storyflow paths` does (only where code makes
    /// scenes when the launch raises an error) on `device`, and runs them all as one strict script (on the default
    /// device: the walks say theirs); returns the plan and the session's failures, or nil when the flow cannot be
    /// run or no walk can start (`storyflow paths` refuses both).
    static func generateAndRun(
        _ path: String, strategy: WalkStrategy, device: Device = .default, observer: (any CoverageObserver)? = nil
    ) throws -> (plan: WalkPlan, failures: [String], transcript: String)? {
        guard let trial = try? Storyboard(contentsOf: path), let storyboard = try? Storyboard(contentsOf: path) else { return nil }
        storyboard.coverage = observer
        let launchRaises =
            trial.document.initialSceneID != nil && Application(storyboard: trial, device: device).launch().contains { $0.event == .error }
        let plan = WalkPlan(document: storyboard.document, strategy: strategy, start: launchRaises ? .codeEntryPoints : .launch, device: device)
        guard !plan.walks.isEmpty else { return nil }
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
        for device in Device.allCases {
            var ran = 0
            var reachable = 0, shown = 0
            for entry in StoryboardCorpus.entries {
                for strategy in WalkStrategy.allCases {
                    let appeared = ScenesShown()
                    guard let (_, failures, _) = try Self.generateAndRun(entry.path, strategy: strategy, device: device, observer: appeared) else { continue }
                    ran += 1
                    #expect(failures.isEmpty, "\(entry.name) --strategy \(strategy.rawValue) --device \(device.rawValue): \(failures.prefix(3))")
                    guard strategy == .segues, let document = try? Storyboard(contentsOf: entry.path).document else { continue }
                    let content = Self.reachableContentScenes(of: document)
                    reachable += content.count
                    shown += content.count { appeared.ids.contains(document.scenes[$0].id) }
                }
            }
            #expect(ran > 80, "most corpus storyboards run, with both strategies")
            // docs/storyboards.md reports the figures for each device.
            #expect(shown * 10 >= reachable * 9, "walks on the \(device.displayName) show \(shown) of the \(reachable) content scenes check calls reachable")
            print("corpus walks on the \(device.displayName): \(shown) of \(reachable) reachable content scenes shown")
        }
    }

    /// The scenes `check` calls reachable (from the initial scene and every scene with a storyboard identifier,
    /// along segues and relationships) that are not containers or storyboard references: what a walk can show.
    static func reachableContentScenes(of document: FlowDocument) -> [Int] {
        let reached = Reachability.reach(from: EntryPoints(document).all, count: document.scenes.count) { scene, visit in
            for id in document.scenes[scene].segues.compactMap(\.destination) + document.scenes[scene].relationships.map(\.destination) {
                if let index = document.position(ofSceneWithID: id) { visit(index) }
            }
        }
        return document.scenes.indices.filter { reached[$0] && !document.scenes[$0].kind.isContainer && document.scenes[$0].kind != .storyboardReference }
    }
}

/// The ids of the scenes whose controllers appeared in a session of one file.
@MainActor
final class ScenesShown: CoverageObserver {
    private(set) var ids: Set<String> = []
    func sceneAppeared(_ scene: Scene, file: String) { ids.insert(scene.id) }
    func segueRan(_ segue: Segue, in scene: Scene, file: String) {}
    func tabSelected(_ tabBar: Scene, index: Int, file: String) {}
    func rowSelected(in scene: Scene, section: Int, row: Int, file: String) {}
}
