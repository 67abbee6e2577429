import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowWalks
import Testing

/// A navigation controller whose bar is hidden shows no bar buttons and no Back button: walks reach a pushed scene
/// without going back through it, and a segue from a bar button is reported as one no walk can take.
@MainActor
struct HiddenNavigationBarWalkTests {
    static let flow = """
        <flow version="1" name="Hidden" initial="nav">
          <navigationController id="nav" navigationBarHidden="true"><root scene="list"/></navigationController>
          <viewController id="list" title="List">
            <navigationItem><barButton placement="right" system="add"><segue kind="present" destination="add"/></barButton></navigationItem>
            <button title="First"><segue kind="show" destination="first"/></button>
            <button title="Second"><segue kind="show" destination="second"/></button>
          </viewController>
          <viewController id="first" title="First"/>
          <viewController id="second" title="Second"/>
          <viewController id="add" title="Add"/>
        </flow>
        """

    @Test func walksNeverTapAHiddenBarAndTheyPass() throws {
        let document = try #require(FlowLoader.load(string: Self.flow, file: "Hidden.flow.xml").document)
        let plan = WalkPlan(document: document, strategy: .segues)
        let script = WalkScripts.combined(plan, heading: [])
        #expect(!script.contains("\nback\n"), "\(script)")
        #expect(script.contains("expect scene first") && script.contains("expect scene second"), "\(script)")
        #expect(!script.contains("expect title"), "no bar, so no title to expect")
        #expect(plan.unwalkable.contains { $0.contains("hides its navigation bar") }, "\(plan.unwalkable)")
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: Self.flow)), width: 80) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "generated")
        #expect(session.failureReports.isEmpty, "\(session.failureReports)")
    }

    static let nested = """
        <flow version="1" name="Nested" initial="login">
          <navigationController id="login" navigationBarHidden="true"><root scene="welcome"/></navigationController>
          <viewController id="welcome" title="Welcome"><button title="Enter"><segue kind="show" destination="tabs"/></button></viewController>
          <tabBarController id="tabs"><tab scene="feedNav" title="Feed"/><tab scene="other" title="Other"/></tabBarController>
          <navigationController id="feedNav"><root scene="feed"/></navigationController>
          <viewController id="feed" title="Feed">
            <navigationItem title="Feed"><barButton placement="right" system="add"><segue kind="show" destination="post"/></barButton></navigationItem>
          </viewController>
          <viewController id="post" title="Post"/>
          <viewController id="other" title="Other"/>
        </flow>
        """

    @Test func underAHiddenOuterBarTheInnerBarIsTappedAndPasses() throws {
        let document = try #require(FlowLoader.load(string: Self.nested, file: "Nested.flow.xml").document)
        let plan = WalkPlan(document: document, strategy: .segues)
        let script = WalkScripts.combined(plan, heading: [])
        #expect(script.contains("tap +") && script.contains("expect scene post"), "\(script)")
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: Self.nested)), width: 80) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "generated")
        #expect(session.failureReports.isEmpty, "\(session.failureReports)")
    }
}
