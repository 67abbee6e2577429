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
            <textField placeholder="Name" outlet="name" enabled="false"/>
          </viewController>
          <viewController id="saved" title="Saved"/>
        """)

    func refusal(_ gesture: () throws -> Void) -> String? {
        (#expect(throws: ApplicationError.self) { try gesture() })?.description
    }

    @Test func disabledControlsAreDimmedAndRefuseTouchesHiddenOnesAreNotDrawn() throws {
        let app = try launched(Self.flow)
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.text) == ["Send", "Notify", ""], "the hidden view and its button are not drawn")
        #expect(body.controls.map(\.isEnabled) == [false, false, false])
        #expect(app.screen.topLayer?.navigationBar?.rightButtons.first?.isEnabled == false)
        #expect(refusal { try app.tapButton("Send") } == "the button 'Send' is disabled (isEnabled is false), so a touch does nothing")
        #expect(refusal { try app.tapButton("Advanced") } == "the button 'Advanced' is hidden (isHidden), so it cannot be touched")
        #expect(refusal { try app.toggleSwitch("notify") } == "the switch 'notify' is disabled (isEnabled is false), so a touch does nothing")
        #expect(refusal { try app.tapBarButton("Save") } == "the bar button 'Save' is disabled (isEnabled is false), so a tap does nothing")
        #expect(refusal { try app.type("hi", into: "name") } == "the text field 'name' is disabled (isEnabled is false), so a touch does nothing")
        let form = try #require(app.topViewController)
        #expect(
            refusal { try app.toggleSwitch(at: .view(path: [1]), in: form.instanceName) }
                == "that switch is disabled (isEnabled is false), so a touch does nothing")
        #expect(refusal { try app.type("hi", intoFieldAt: .view(path: [2]), in: form.instanceName) }?.contains("disabled") == true)
        #expect(form.outlet("notify", as: Switch.self)?.isOn == false, "a disabled switch does not move")
        #expect(app.topViewController?.scene?.id == "form")
    }

    @Test func codeThatEnablesAndShowsThemMakesThemWork() throws {
        let app = try launched(Self.flow)
        let form = try #require(app.topViewController)
        form.outlet("sendButton", as: Button.self)?.isEnabled = true
        form.outlet("extras", as: View.self)?.isHidden = false
        form.outlet("notify", as: Switch.self)?.isEnabled = true
        form.navigationItem.rightBarButtonItem?.isEnabled = true
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Send", nil, "Notify", ""])
        try app.toggleSwitch("notify")
        #expect(form.outlet("notify", as: Switch.self)?.isOn == true)
        try app.tapBarButton("Save")
        #expect(app.topViewController?.scene?.id == "saved")
        try app.back()
        try app.tapButton("Advanced")
        #expect(app.topViewController?.scene?.id == "saved")
        try app.back()
        try app.tapButton("Send")
        #expect(app.topViewController?.scene?.id == "saved")
    }
}
