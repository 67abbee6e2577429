import StoryflowRuntime
import Testing

/// An alert declared in a flow calls its actions' methods on the controller that presented it, even when a
/// navigation controller presents on that controller's behalf.
@MainActor
struct AlertActionTests {
    @Test func aDeclaredActionRunsOnThePresentingController() throws {
        let flow = navigationFlow(
            root: "items",
            """
              <viewController id="items" class="ItemListViewController" title="Items">
                <button title="Remove"><segue id="confirm" kind="present" destination="confirmation"/></button>
              </viewController>
              <alertController id="confirmation" title="Remove?" style="actionSheet">
                <action title="Cancel" style="cancel"/>
                <action title="Remove" style="destructive" action="deleteItem"/>
              </alertController>
            """)
        let registry = ClassRegistry()
        registry.register(ItemListViewController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
        app.launch()
        try app.tapButton("Remove")
        let alert = try #require(app.alert)
        #expect(alert.presentingViewController is NavigationController, "UIKit: the container presents")
        let events = try app.chooseAlertAction("Remove")
        #expect(events.contains { $0.event == .log && $0.instance == "ItemListViewController#1" && $0.message == "deleteItem" })
        #expect(app.alert == nil)
    }
}

final class ItemListViewController: ViewController {
    override func action(named name: String) -> ((Any?) -> Void)? {
        { [weak self] _ in self?.log(name) }
    }
}

/// A flow's alert actions with no code behind them, and an action that holds a segue. `UIAlertAction`'s handler
/// runs after the alert is dismissed (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)),
/// so the presenter acts, and performs a segue, once the alert is gone.
@MainActor
struct AlertActionWithoutCodeTests {
    static let flow = navigationFlow(
        root: "items",
        """
          <viewController id="items" title="Items">
            <button title="Remove"><segue kind="present" destination="confirmation"/></button>
            <button title="More"><segue kind="present" destination="more"/></button>
          </viewController>
          <alertController id="confirmation" title="Remove?" style="actionSheet">
            <action title="Cancel" style="cancel"/>
            <action title="Remove" style="destructive" action="deleteItem" effect="toggleEditing"/>
          </alertController>
          <alertController id="more" title="More">
            <action title="Details"><segue id="details" kind="show" destination="details"/></action>
          </alertController>
          <viewController id="details" title="Details"/>
        """)

    func launch() throws -> Application {
        try launched(Self.flow)
    }

    @Test func theActionIsRecordedOnThePresenterAndItsEffectApplied() throws {
        let app = try launch()
        try app.tapButton("Remove")
        let events = try app.chooseAlertAction("Remove")
        let action = try #require(events.first { $0.event == .action && $0.method == "deleteItem" })
        #expect(action.instance == "ViewController#1", "the controller whose segue presented the alert, not its container")
        #expect(action.message == "effect: toggleEditing")
        let dismissedAt = try #require(events.firstIndex { $0.event == .viewDidDisappear && $0.instance == "AlertController#1" })
        let actedAt = try #require(events.firstIndex { $0 == action })
        #expect(dismissedAt < actedAt, "the action comes after the alert is gone")
        #expect(events.contains { $0.event == .setEditing && $0.message == "true" })
        #expect(app.alert == nil)
    }

    @Test func aSegueInAnActionRunsFromThePresenterAfterTheAlertIsDismissed() throws {
        let app = try launch()
        try app.tapButton("More")
        let events = try app.chooseAlertAction("Details")
        #expect(
            trace(events, [.dismiss, .viewDidDisappear, .prepare, .push, .deinit]) == [
                "dismiss NavigationController#1",
                "viewDidDisappear AlertController#1",
                "prepare ViewController#1 details",
                "push NavigationController#1",
                "deinit AlertController#1",
                "viewDidDisappear ViewController#1",
            ])
        #expect(app.alert == nil)
        #expect(app.screen.layers.count == 1)
        #expect(app.screen.topLayer?.navigationBar?.title == "Details")
        #expect(!events.contains { $0.event == .deinit && $0.instance == "ViewController#2" }, "the destination stays on screen")
    }
}
