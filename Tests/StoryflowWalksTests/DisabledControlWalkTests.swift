import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowWalks
import Testing

/// A disabled button or bar button, or a hidden one, cannot be tapped until the app's code changes it: walks do
/// not tap it, say why, and still number what the screen draws.
@MainActor
struct DisabledControlWalkTests {
    static let flow = """
        <flow version="1" name="Form" initial="nav">
          <navigationController id="nav"><root scene="form"/></navigationController>
          <viewController id="form" title="Form">
            <navigationItem><barButton placement="right" system="save" enabled="false"><segue kind="show" destination="saved"/></barButton></navigationItem>
            <button title="Send" enabled="false"><segue kind="show" destination="sent"/></button>
            <view hidden="true"><button title="Advanced"><segue kind="show" destination="advanced"/></button></view>
            <button title="Help"><segue kind="show" destination="help"/></button>
          </viewController>
          <viewController id="saved"/><viewController id="sent"/><viewController id="advanced"/><viewController id="help"/>
        </flow>
        """

    @Test func walksLeaveDisabledAndHiddenControlsAndSayWhy() throws {
        let (plan, script) = try StrictReplay.plan(Self.flow, file: "Form.flow.xml")
        #expect(script.contains("tap Help") && !script.contains("Send") && !script.contains("Advanced") && !script.contains("Save"), "\(script)")
        let reasons = plan.unwalkable.joined(separator: "\n")
        #expect(reasons.contains("its button is disabled (enabled=\"false\")"), "\(reasons)")
        #expect(reasons.contains("its bar button is disabled (enabled=\"false\")"), "\(reasons)")
        #expect(reasons.contains("its button is hidden, or inside a hidden view (hidden=\"true\")"), "\(reasons)")
        #expect(try StrictReplay.failures(of: script, on: Self.flow).isEmpty)
    }
}
