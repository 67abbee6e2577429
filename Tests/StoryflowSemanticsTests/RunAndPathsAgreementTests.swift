import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowWalks
import Testing

/// Cases the random flows found where the walk planner expected another screen than `run` shows: each generated
/// walk must pass when `run` follows it strictly, and land where the runtime lands.
@MainActor
struct RunAndPathsAgreementTests {
    /// Runs every walk `paths` writes for `text`; returns the failures and the walks' text.
    func runGeneratedWalks(_ text: String) throws -> (failures: [String], script: String) {
        let plan = WalkPlan(document: try Storyboard(string: text).document, strategy: .segues)
        let script = WalkScripts.combined(plan, heading: [])
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: text)), width: 80) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "generated")
        return (session.failureReports, script)
    }

    /// UIKit's search starts at the embedded scene that fires the unwind, so the host, the host's other embedded
    /// scene or the firing scene's own child takes it before anything above: the screen stays at the host in
    /// `run`, and `paths` expects it there.
    @Test(arguments: [
        """
        <viewController id="host" title="Host">
          <unwindAction name="done"/>
          <containerView><segue kind="embed" destination="child"/></containerView>
        </viewController>
        <viewController id="child"><button title="Finish"><segue kind="unwind" action="done"/></button></viewController>
        """,
        """
        <viewController id="host" title="Host">
          <containerView><segue kind="embed" destination="child"/></containerView>
          <containerView><segue kind="embed" destination="sibling"/></containerView>
        </viewController>
        <viewController id="child"><button title="Finish"><segue kind="unwind" action="done"/></button></viewController>
        <viewController id="sibling"><unwindAction name="done"/><label text="two"/></viewController>
        """,
        """
        <viewController id="host" title="Host">
          <containerView><segue kind="embed" destination="child"/></containerView>
        </viewController>
        <viewController id="child">
          <button title="Finish"><segue kind="unwind" action="done"/></button>
          <containerView><segue kind="embed" destination="grandchild"/></containerView>
        </viewController>
        <viewController id="grandchild"><unwindAction name="done"/><label text="g"/></viewController>
        """,
    ])
    func anEmbeddedSceneThatTakesTheUnwindKeepsTheScreenAtTheHost(scenes: String) throws {
        let text = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="a"/></navigationController>
              <viewController id="a" title="A">
                <unwindAction name="done"/>
                <button title="Open"><segue kind="show" destination="host"/></button>
              </viewController>
            \(scenes)
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: text))
        app.launch()
        _ = try app.tapButton("Open")
        _ = try app.tapButton("Finish")
        #expect(app.topViewController?.scene?.id == "host", "run stays on the host")
        let walked = try runGeneratedWalks(text)
        #expect(walked.failures.isEmpty, "\(walked.failures)")
        #expect(walked.script.contains("tap Finish\nexpect scene host\n"), "paths lands on the host too:\n\(walked.script)")
    }

    @Test func anUnwindThatATabNotYetShownMightTakeIsNotWalked() throws {
        // The second tab's embedded scene exists only once that tab has been shown: where the unwind lands
        // depends on the walk's past, so paths lists it instead of guessing.
        let text = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="a" title="One"/><tab scene="b" title="Two"/></tabBarController>
              <viewController id="a"><unwindAction name="done"/><button title="Back"><segue kind="unwind" action="done"/></button></viewController>
              <viewController id="b"><containerView><segue kind="embed" destination="child"/></containerView></viewController>
              <viewController id="child"><unwindAction name="done"/><label text="child"/></viewController>
            </flow>
            """
        let plan = WalkPlan(document: try Storyboard(string: text).document, strategy: .segues)
        #expect(plan.unwalkable.contains { $0.contains("only once its tab has been shown") }, "\(plan.unwalkable)")
        let walked = try runGeneratedWalks(text)
        #expect(walked.failures.isEmpty, "\(walked.failures)")
    }

    @Test func aTabBarPushedOntoAStackShowsTheOutermostNavigationBar() throws {
        // The tab's own navigation controller is inside the pushed tab bar controller: the runtime draws the
        // outer stack's bar, so a walk expects no title of the tab's scenes.
        let text = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="a"/></navigationController>
              <viewController id="a" title="A"><button title="Go"><segue kind="show" destination="tabs"/></button></viewController>
              <tabBarController id="tabs"><tab scene="inner" title="One"/><tab scene="c" title="Two"/></tabBarController>
              <navigationController id="inner"><root scene="b"/></navigationController>
              <viewController id="b" title="B"><button title="More"><segue kind="show" destination="d"/></button></viewController>
              <viewController id="c" title="C"/>
              <viewController id="d" title="D"/>
            </flow>
            """
        let walked = try runGeneratedWalks(text)
        #expect(walked.failures.isEmpty, "\(walked.failures)")
        #expect(!walked.script.contains("expect title B"), "\(walked.script)")
        #expect(walked.script.contains("tap More\nexpect scene d\n"))
    }

    @Test func aDeepLinkPushesWhatRunPushes() throws {
        // A tab bar controller is pushed by a show from a stack (UIKit refuses only navigation and split view
        // controllers), so a deep link's back stack goes through it as `run` does.
        let document = try Storyboard(
            string: """
                <flow version="1" initial="nav">
                  <navigationController id="nav"><root scene="a"/></navigationController>
                  <viewController id="a"><button title="Go"><segue kind="show" destination="tabs"/></button></viewController>
                  <tabBarController id="tabs"><tab scene="b" title="One"/></tabBarController>
                  <viewController id="b"/>
                </flow>
                """
        ).document
        #expect(SegueTransition.mayPush(.show, to: .tabBarController))
        #expect(DeepLinkRoute.containers(holding: "b", in: document) == ["tabs"])
        #expect(DeepLinkRoute.find(to: "b", in: document) != nil)
    }
}
