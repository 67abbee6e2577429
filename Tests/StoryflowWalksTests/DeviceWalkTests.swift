import Foundation
import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowWalks
import Testing

/// Walks are planned for a device as the runtime runs on it: on an iPhone a split view is collapsed (the detail
/// pushed onto the master's navigation controller, `showDetail` pushing), on an iPad it shows both columns.
@MainActor
struct DeviceWalkTests {
    static let flow = """
        <flow version="1" name="Split" initial="split">
          <splitViewController id="split"><master scene="masterNav"/><detail scene="detail"/></splitViewController>
          <navigationController id="masterNav"><root scene="master"/></navigationController>
          <viewController id="master" title="Master">
            <button title="Open"><segue id="open" kind="showDetail" destination="otherNav"/></button>
          </viewController>
          <viewController id="detail" title="Detail"/>
          <navigationController id="otherNav"><root scene="other"/></navigationController>
          <viewController id="other" title="Other"><button title="More"><segue id="more" kind="show" destination="more"/></button></viewController>
          <viewController id="more" title="More"/>
          <splitViewController id="bare" storyboardIdentifier="Bare"><master scene="side"/><detail scene="hidden"/></splitViewController>
          <viewController id="side"/>
          <viewController id="hidden" title="Hidden"/>
        </flow>
        """

    func plan(_ device: Device) throws -> (WalkPlan, String) {
        try StrictReplay.plan(Self.flow, file: "Split.flow.xml", device: device)
    }

    func runs(_ script: String, on device: Device) throws -> [String] {
        try StrictReplay.failures(of: script, on: Self.flow, device: device)
    }

    @Test func onAnIPhoneWalksGoBackFromTheDetailAndPushTheShownDetail() throws {
        let (plan, script) = try plan(.iphone)
        #expect(script.hasPrefix("\n# Walk 1: shows detail, master"), "\(script)")
        #expect(script.contains("\nback\nexpect scene master\n"))
        #expect(script.contains("expect title More"), "a show from the pushed detail pushes onto the master's navigation controller")
        #expect(plan.unwalkable.contains { $0.contains("scene `hidden`") && $0.contains("collapsed on an iPhone") }, "\(plan.unwalkable)")
        #expect(try runs(script, on: .iphone).isEmpty)
    }

    @Test func onAnIPadTheWalksStartOnThatDeviceAndPass() throws {
        let (plan, script) = try plan(.ipad)
        #expect(script.contains("\ndevice ipad\nexpect scene detail\n"), "\(script)")
        #expect(!plan.unwalkable.contains { $0.contains("scene `hidden`") })
        #expect(try runs(script, on: .iphone).isEmpty, "the device line switches, whatever the session started on")
    }

    @Test func noWalkTapsATabBarThatAPushedSceneHides() throws {
        let flow = """
            <flow version="1" name="Hidden" initial="tabs">
              <tabBarController id="tabs"><tab scene="nav" title="List"/><tab scene="other" title="Other"/></tabBarController>
              <navigationController id="nav"><root scene="list"/></navigationController>
              <viewController id="list" title="List"><button title="Open"><segue kind="show" destination="detail"/></button></viewController>
              <viewController id="detail" title="Detail" hidesBottomBar="true"/>
              <viewController id="other" title="Other"/>
              <deepLink url="app://detail" scene="detail"/>
            </flow>
            """
        let document = try #require(FlowLoader.load(string: flow, file: "Hidden.flow.xml").document)
        let plan = WalkPlan(document: document, strategy: .segues, start: .deepLink("app://detail"))
        let script = WalkScripts.combined(plan, heading: [])
        // The bar shows again once the detail is popped: only then may a walk tap its tabs.
        let firstTab = try #require(script.range(of: "tab Other"))
        #expect(script.range(of: "\nback\n").map { $0.lowerBound < firstTab.lowerBound } == true, "\(script)")
        #expect(try StrictReplay.failures(of: script, on: flow).isEmpty)
    }
}
