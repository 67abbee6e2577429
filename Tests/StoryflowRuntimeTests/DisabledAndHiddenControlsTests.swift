import StoryflowRuntime
import StoryflowScreen
import Testing

/// A disabled control (Interface Builder's Enabled unchecked, a flow's `enabled="false"`) is drawn dimmed and a tap
/// on it does nothing; a hidden one (`hidden="true"`) is not drawn, with what it holds; code can change both
/// (`UIControl.isEnabled`, `UIView.isHidden`, `UIBarButtonItem.isEnabled`).
@MainActor
struct DisabledAndHiddenControlsTests {
    static let flow = navigationFlow(
        root: "form",
        """
          <viewController id="form" title="Form">
            <navigationItem><barButton placement="right" system="save" enabled="false"><segue kind="show" destination="saved"/></barButton></navigationItem>
            <button title="Send" outlet="sendButton" enabled="false"><segue kind="show" destination="saved"/></button>
            <view outlet="extras" hidden="true"><button title="Advanced"><segue kind="show" destination="saved"/></button></view>
            <switch title="Notify" outlet="notify" enabled="false"/>
          </viewController>
          <viewController id="saved" title="Saved"/>
        """)

    func refusal(_ gesture: () throws -> Void) -> String? {
        (#expect(throws: ApplicationError.self) { try gesture() })?.description
    }

    @Test func disabledControlsAreDimmedAndRefuseTouchesHiddenOnesAreNotDrawn() throws {
        let app = try launched(Self.flow)
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.text) == ["Send", "Notify"], "the hidden view and its button are not drawn")
        #expect(body.controls.map(\.isEnabled) == [false, false])
        #expect(app.screen.topLayer?.navigationBar?.rightButtons.first?.isEnabled == false)
        #expect(refusal { try app.tapButton("Send") } == "the button 'Send' is disabled (isEnabled is false), so a touch does nothing")
        #expect(refusal { try app.tapButton("Advanced") } == "no button with outlet or title 'Advanced'")
        #expect(refusal { try app.toggleSwitch("notify") } == "the switch 'notify' is disabled (isEnabled is false), so a touch does nothing")
        #expect(refusal { try app.tapBarButton("Save") } == "the bar button 'Save' is disabled (isEnabled is false), so a tap does nothing")
        #expect(app.topViewController?.scene?.id == "form")
    }

    @Test func codeThatEnablesAndShowsThemMakesThemWork() throws {
        let app = try launched(Self.flow)
        let form = try #require(app.topViewController)
        form.outlet("sendButton", as: Button.self)?.isEnabled = true
        form.outlet("extras", as: View.self)?.isHidden = false
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Send", nil, "Notify"])
        try app.tapButton("Advanced")
        #expect(app.topViewController?.scene?.id == "saved")
        try app.back()
        try app.tapButton("Send")
        #expect(app.topViewController?.scene?.id == "saved")
    }
}
