import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
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
        let (plan, script) = try StrictReplay.plan(Self.flow, file: "Hidden.flow.xml")
        #expect(!script.contains("\nback\n"), "\(script)")
        #expect(script.contains("expect scene first") && script.contains("expect scene second"), "\(script)")
        #expect(!script.contains("expect title"), "no bar, so no title to expect")
        #expect(plan.unwalkable.contains { $0.contains("hides its navigation bar") }, "\(plan.unwalkable)")
        #expect(try StrictReplay.failures(of: script, on: Self.flow).isEmpty)
    }

    /// A scene whose item hides the Back button is never left with `back` (the walk ends there, or the next one
    /// starts again), and one whose left items supplement it is; the runtime, which refuses a `back` with no Back
    /// button, replays the walks.
    @Test func walksFollowTheItemsBackButtonFlagsAndPass() throws {
        let flow = PresentationSampleFlows.backButtonFlags
        let (plan, script) = try StrictReplay.plan(flow, file: "Flags.flow.xml")
        #expect(script.contains("expect scene locked") && script.contains("expect scene both"), "\(script)")
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        #expect(script.contains("expect scene both\nexpect title Both\nback\n"), "the Back button shows beside Edit: \(script)")
        #expect(!script.contains("expect scene locked\nexpect title Locked\nback"), "\(script)")
        #expect(try StrictReplay.failures(of: script, on: flow).isEmpty)
    }

    @Test func underAHiddenOuterBarTheInnerBarIsTappedAndPasses() throws {
        let (plan, script) = try StrictReplay.plan(PresentationSampleFlows.loginBeforeTabs, file: "Nested.flow.xml")
        #expect(script.contains("tap +") && script.contains("expect scene post"), "\(script)")
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        #expect(try StrictReplay.failures(of: script, on: PresentationSampleFlows.loginBeforeTabs).isEmpty)
    }
}
