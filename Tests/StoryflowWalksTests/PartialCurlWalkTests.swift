import Foundation
import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// Walks take a partial-curl presentation only where UIKit allows it: in full screen, from a scene that covers the
/// screen (`UIModalTransitionStyle.partialCurl`); the others are said to be unwalkable with UIKit's reason.
@MainActor
struct PartialCurlWalkTests {
    static let flow = PresentationSampleFlows.partialCurls

    @Test func onlyTheCurlsUIKitAllowsAreWalkedAndTheWalksPass() throws {
        let document = try #require(FlowLoader.load(string: Self.flow, file: "Curl.flow.xml").document)
        let plan = WalkPlan(document: document, strategy: .segues, start: .launch)
        // Curl, Layers Sheet (UIKit refuses them), and the curls from the sheet and the cover (from presented scenes).
        #expect(plan.unwalkableSegueCount == 4, "\(plan.unwalkable)")
        #expect(plan.unwalkable.contains { $0.contains("UIModalTransitionStylePartialCurl to or from non-fullscreen view controller") })
        #expect(plan.unwalkable.contains { $0.contains("depends on how it was presented") })
        var transcript = ""
        let storyboard = try Storyboard(string: Self.flow)
        let session = StepperSession(application: Application(storyboard: storyboard), width: 80) { transcript += $0 }
        session.isStrict = true
        session.launch()
        session.run(script: WalkScripts.combined(plan, heading: []), named: "generated")
        #expect(session.failures.isEmpty, "\(transcript)")
        #expect(transcript.contains("expect scene layers") && transcript.contains("expect scene settings"))
    }
}
