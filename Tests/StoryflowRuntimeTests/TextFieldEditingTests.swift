import StoryflowRuntime
import Testing

/// A text field's action is sent when its editing ends (`UIControl.Event.editingDidEnd`): when another field
/// becomes first responder (one first responder per window,
/// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()), or when its view leaves
/// the screen.
@MainActor
struct TextFieldEditingTests {
    static let flow = navigationFlow(
        root: "form",
        """
          <viewController id="form" title="Form">
            <textField outlet="name" placeholder="Name" action="nameChanged"/>
            <textField outlet="other" placeholder="Other" action="otherChanged"/>
            <button title="Next"><segue kind="show" destination="next"/></button>
          </viewController>
          <viewController id="next" title="Next"/>
        """)

    @Test func editingEndsWhenAnotherFieldBeginsOrTheViewDisappears() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        let first = try app.type("Ann", into: "name")
        #expect(!first.contains { $0.event == .action })
        let second = try app.type("x", into: "other")
        #expect(trace(second, [.action]) == ["action ViewController#1 editing ended"])
        #expect(second.first { $0.event == .action }?.method == "nameChanged")
        let fields = app.screen.topLayer?.body.controls.filter { $0.kind == .textField } ?? []
        #expect(fields.map(\.isFirstResponder) == [false, true], "one first responder at a time")
        let push = try app.tapButton("Next")
        let ended = try #require(push.firstIndex { $0.event == .action && $0.method == "otherChanged" })
        let disappears = try #require(push.firstIndex { $0.event == .viewWillDisappear })
        #expect(ended < disappears)
    }

    @Test func aFieldInAStaticCellSendsItsActionToo() throws {
        let flow = """
            <flow version="1" initial="form">
              <tableViewController id="form" title="Form">
                <tableView content="static"><section>
                  <cell style="custom"><textField outlet="name" placeholder="Name" action="nameChanged"/></cell>
                  <cell style="custom"><textField outlet="other" placeholder="Other"/></cell>
                </section></tableView>
              </tableViewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let events = app.perform {
            guard let form = app.topViewController,
                let name = form.outlet("name", as: TextField.self), let other = form.outlet("other", as: TextField.self)
            else { return }
            name.becomeFirstResponder()
            other.becomeFirstResponder()
        }
        #expect(trace(events, [.action]) == ["action TableViewController#1 editing ended"])
        #expect(events.first { $0.event == .action }?.method == "nameChanged")
    }
}
