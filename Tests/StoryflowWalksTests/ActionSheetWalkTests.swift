import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowWalks
import Testing

/// On an iPad an action sheet is a popover: walks leave it with a tap outside (`dismiss`) since it does not show
/// its cancel action, and a manual segue to one, which gives it nothing to point at, is reported as a segue no walk
/// can take. On an iPhone the same flow is walked with `choose "Cancel"` and the manual segue.
@MainActor
struct ActionSheetWalkTests {
    static let flow = """
        <flow version="1" name="Sheets" initial="nav">
          <navigationController id="nav"><root scene="items"/></navigationController>
          <viewController id="items" title="Items">
            <button title="Remove"><segue kind="present" destination="confirmation"/></button>
            <button title="Ask"><segue kind="present" destination="question"/></button>
            <segue id="later" kind="present" destination="confirmation"/>
          </viewController>
          <alertController id="confirmation" title="Remove?" style="actionSheet">
            <action title="Cancel" style="cancel"/>
            <action title="Remove" style="destructive"/>
          </alertController>
          <alertController id="question" title="Sure?" style="actionSheet">
            <action title="Never mind" style="cancel"><segue kind="show" destination="kept"/></action>
          </alertController>
          <viewController id="kept" title="Kept"/>
        </flow>
        """

    func plan(_ device: Device) throws -> (WalkPlan, String) {
        try StrictReplay.plan(Self.flow, file: "Sheets.flow.xml", device: device)
    }

    func failures(of script: String, on device: Device) throws -> [String] {
        try StrictReplay.failures(of: script, on: Self.flow, device: device)
    }

    @Test func onAnIPadWalksDismissThePopoverAndSkipTheManualSegue() throws {
        let (plan, script) = try plan(.ipad)
        #expect(script.contains("tap Remove\nexpect alert Remove?\ndismiss\n"), "a tap outside leaves the sheet: \(script)")
        #expect(script.contains("expect alert Sure?\ndismiss\nexpect scene kept"), "a tap outside chooses the cancel action: \(script)")
        #expect(!script.contains("choose") && !script.contains("perform later"), "\(script)")
        #expect(
            plan.unwalkable.contains { $0.contains("action sheet `confirmation` is a popover") && $0.contains("a manual segue") }, "\(plan.unwalkable)")
        #expect(try failures(of: script, on: .ipad).isEmpty)
    }

    @Test func onAnIPhoneWalksChooseCancelAndPerformTheManualSegue() throws {
        let (plan, script) = try plan(.iphone)
        #expect(script.contains("expect alert Remove?\nchoose Cancel\n"), "\(script)")
        #expect(script.contains("choose \"Never mind\"") && script.contains("perform later"), "\(script)")
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        #expect(try failures(of: script, on: .iphone).isEmpty)
    }
}
