import StoryflowRuntime
import Testing

/// The navigation controller's delegate hears `willShow` once the shown controller's view has loaded and before it
/// appears, and `didShow` once it has appeared and moved to its parent, on a push and on a pop
/// (`UINavigationControllerDelegate.navigationController(_:willShow:animated:)`, `didShow`).
@MainActor
struct NavigationDelegateTests {
    static let flow = navigationFlow(
        root: "list",
        """
          <viewController id="list" title="List"><button title="Open"><segue kind="show" destination="detail"/></button></viewController>
          <viewController id="detail" title="Detail"/>
        """)

    final class Watcher: NavigationControllerDelegate {
        var heard: [String] = []
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
            heard.append("willShow " + (viewController.scene?.id ?? "?"))
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
            heard.append("didShow " + (viewController.scene?.id ?? "?"))
        }
    }

    @Test func theDelegateHearsBeforeTheShownControllerAppearsAndAfterItHas() throws {
        let app = try launched(Self.flow)
        let navigation = try #require(app.rootViewController as? NavigationController)
        let watcher = Watcher()
        navigation.delegate = watcher
        let push = try app.tapButton("Open")
        #expect(
            trace(push, [.viewDidLoad, .delegate, .viewWillAppear, .viewDidAppear, .didMoveToParent]) == [
                "viewDidLoad ViewController#2", "delegate NavigationController#1 ViewController#2", "viewWillAppear ViewController#2",
                "viewDidAppear ViewController#2", "didMoveToParent ViewController#2", "delegate NavigationController#1 ViewController#2",
            ])
        try app.back()
        #expect(watcher.heard == ["willShow detail", "didShow detail", "willShow list", "didShow list"])
    }
}
