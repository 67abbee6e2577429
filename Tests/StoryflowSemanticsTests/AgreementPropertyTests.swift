import Foundation
import StoryflowChecks
import StoryflowGraph
import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// The agreement property: `check`, `run`, `graph` and `paths` mean the same thing by a flow. On random flows
/// from fixed seeds (and every corpus storyboard, when the corpus is beside the checkout):
/// (a) a segue `run` performs with UIKit's error is an error in `check`, and a segue `check` calls an error, from
/// a scene shown in one place only, raises when `run` performs it;
/// (b) `graph` greys exactly the scenes `check` calls unreachable;
/// (c) every scene no generated walk shows is listed or counted in `paths`' report;
/// (d) the generated walks pass when run strictly, on each device.
/// `check` judges containers as the flow lays them out, as they run on an iPad (a collapsed split view on an
/// iPhone pushes its detail onto the primary navigation controller), so (a) runs on the iPad; (c) and (d) run on
/// each device.
@MainActor
struct AgreementPropertyTests {
    static let seeds = 0..<200

    struct Tally {
        var flows = 0, segues = 0, raised = 0, walkSteps = 0, notTop = 0
    }

    @Test func checkRunGraphAndPathsAgreeOnRandomFlows() throws {
        var tally = Tally()
        for seed in Self.seeds {
            let text = RandomFlow(seed: UInt64(seed) &* 104_729).text
            // Flows `run` refuses (a relationship cycle) get no runtime to agree with.
            guard let storyboard = try? Storyboard(string: text) else { continue }
            tally.flows += 1
            try agree(on: storyboard.document, label: "seed \(seed)\n\(text)", tally: &tally) { try Storyboard(string: text) }
        }
        #expect(tally.flows >= 190, "most random flows load")
        #expect(tally.segues > 1_000, "segues are performed: \(tally.segues)")
        #expect(tally.raised > 20, "some of them raise UIKit's errors: \(tally.raised)")
        #expect(tally.walkSteps > 1_000, "the walks do something: \(tally.walkSteps)")
        #expect(tally.notTop * 4 < tally.segues, "most segues are performed from their scene: \(tally.notTop) were not")
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func checkRunGraphAndPathsAgreeOnCorpusStoryboards() throws {
        var tally = Tally()
        for entry in StoryboardCorpus.entries {
            guard let storyboard = try? Storyboard(contentsOf: entry.path) else { continue }
            tally.flows += 1
            try agree(on: storyboard.document, label: entry.name, tally: &tally) { try Storyboard(contentsOf: entry.path) }
        }
        #expect(tally.flows > 40, "most corpus storyboards load")
    }

    /// Checks the four agreements on `document`; `load` makes a fresh storyboard of it for each run.
    func agree(on document: FlowDocument, label: String, tally: inout Tally, load: () throws -> Storyboard) throws {
        let findings = FlowChecker().check(document)
        let errorsAt = Set(findings.filter { $0.severity == .error }.map { Place($0.location) })
        // (b)
        #expect(Self.unreachableByCheck(document, findings: findings) == Self.unreachableByGraph(document), "\(label)")
        // (a)
        let graph = FlowGraph(document)
        guard let index = WalkIndex(document: document, device: .ipad) else { return }
        for sceneIndex in document.scenes.indices where index.isReached(sceneIndex) && !document.scenes[sceneIndex].kind.isContainer {
            let scene = document.scenes[sceneIndex]
            for segue in scene.segues where ![.unwind, .embed, .custom].contains(segue.kind) {
                guard let identifier = segue.identifier, let commands = index.commands(toScene: sceneIndex) else { continue }
                // A walk that starts where code makes a scene (`open ID`) shows it on its own; `check` cannot know
                // where the app's code puts it (it may push it), so it judges only what the launch leads to.
                if commands.first?.hasPrefix("open ") == true { continue }
                // A storyboard reference leads to another file, which a corpus storyboard does not have beside it.
                if let destination = segue.destination.flatMap(document.position(ofSceneWithID:)), document.scenes[destination].reference != nil {
                    continue
                }
                let app = Application(storyboard: try load(), device: .ipad)
                let session = StepperSession(application: app, width: 80) { _ in }
                session.launch()
                session.run(script: commands.map { $0 + "\n" }.joined(), named: "to \(scene.id)")
                // `performSegue` runs from the top controller: a scene the walk shows beside it (a split view's
                // primary column) is counted, not performed from.
                guard app.topViewController?.scene?.id == scene.id else {
                    tally.notTop += 1
                    continue
                }
                let events = try app.performSegue(withIdentifier: identifier)
                let raised = events.contains { $0.event == .error }
                let isError = errorsAt.contains(Place(segue.location))
                // Making the destination raises what its containers' relationships raise: `check` says so there.
                let holdsError =
                    segue.destination.flatMap(document.position(ofSceneWithID:)).map {
                        Self.relationshipPlaces(inside: $0, of: document).contains { errorsAt.contains($0) }
                    } ?? false
                tally.segues += 1
                if raised { tally.raised += 1 }
                if raised {
                    #expect(
                        isError || holdsError,
                        """
                        \(label): `run` raises on segue \(identifier) of \(scene.id), `check` has no error there: \
                        \(events.filter { $0.event == .error }.compactMap(\.message))
                        """
                    )
                }
                if isError, graph.showContexts[sceneIndex].members.count == 1 {
                    #expect(raised, "\(label): `check` calls segue \(identifier) of \(scene.id) an error, `run` performs it")
                }
            }
        }
        for device in Device.allCases {
            // (c)
            let plan = WalkPlan(document: document, strategy: .segues, device: device)
            let reached = device == .ipad ? index : WalkIndex(document: document, device: device)
            let unreached = document.scenes.indices.filter { reached?.isReached($0) != true }
            var accounted = 0
            for line in plan.unwalkable where line.hasPrefix("scene `") { accounted += 1 }
            for line in plan.unwalkable where line.contains("more scene") { accounted += Int(String(line.prefix { $0.isNumber })) ?? 0 }
            #expect(
                accounted == unreached.count,
                "\(label) (\(device)): \(unreached.count) scenes no walk shows, `paths` accounts for \(accounted)\n\(plan.unwalkable)")
            // (d)
            let session = StepperSession(application: Application(storyboard: try load(), device: device), width: 80) { _ in }
            session.isStrict = true
            session.launch()
            session.run(script: WalkScripts.combined(plan, heading: []), named: "generated")
            #expect(session.failures.isEmpty, "\(label) (\(device)): \(session.failureReports.prefix(2))")
            tally.walkSteps += plan.walks.reduce(0) { $0 + $1.stepCount }
        }
    }

    /// A line and column, to match a finding with the segue it is about.
    struct Place: Hashable {
        let line: Int, column: Int
        init(_ location: StoryflowModel.SourceLocation) {
            line = location.line
            column = location.column
        }
    }

    /// The places of the relationships of `scene` and of the containers it holds, however deep.
    static func relationshipPlaces(inside scene: Int, of document: FlowDocument) -> [Place] {
        var places: [Place] = []
        var pending = [scene]
        var seen: Set<Int> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            for relationship in document.scenes[next].relationships {
                places.append(Place(relationship.location))
                if let child = document.position(ofSceneWithID: relationship.destination) { pending.append(child) }
            }
        }
        return places
    }

    static func unreachableByCheck(_ document: FlowDocument, findings: [Diagnostic]? = nil) -> Set<String> {
        let places = Set((findings ?? FlowChecker().check(document)).filter { $0.rule == "unreachable-scene" }.map { Place($0.location) })
        return Set(document.scenes.filter { !$0.kind.isContainer && places.contains(Place($0.location)) }.map(\.id))
    }

    static func unreachableByGraph(_ document: FlowDocument) -> Set<String> {
        Set(FlowPicture(document: document).nodes.filter { !$0.isReachable }.map(\.id))
    }
}
