import StoryflowRuntime
import Testing

/// An alert declared in a flow calls its actions' methods on the controller that presented it, even when a
/// navigation controller presents on that controller's behalf.
@MainActor
struct AlertActionTests {
    @Test func aDeclaredActionRunsOnThePresentingController() throws {
        let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="items"/></navigationController>
          <viewController id="items" class="ItemListViewController" title="Items">
            <button title="Remove"><segue id="confirm" kind="present" destination="confirmation"/></button>
          </viewController>
          <alertController id="confirmation" title="Remove?" style="actionSheet">
            <action title="Cancel" style="cancel"/>
            <action title="Remove" style="destructive" action="deleteItem"/>
          </alertController>
        </flow>
        """
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
