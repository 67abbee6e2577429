import StoryflowRuntime
import Testing

/// The tab bar controller's delegate is asked before a tab the user taps is selected and told after, also for the
/// tab already selected and for More; code setting `selectedIndex` asks and tells nothing
/// (`UITabBarControllerDelegate.tabBarController(_:shouldSelect:)`, `tabBarController(_:didSelect:)`).
@MainActor
struct TabBarDelegateTests {
    static let flow = """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs">
            <tab scene="one" title="One"/><tab scene="two" title="Two"/><tab scene="three" title="Three"/>
            <tab scene="four" title="Four"/><tab scene="five" title="Five"/><tab scene="six" title="Six"/>
          </tabBarController>
          <viewController id="one" title="One"/><viewController id="two" title="Two"/><viewController id="three" title="Three"/>
          <viewController id="four" title="Four"/><viewController id="five" title="Five"/><viewController id="six" title="Six"/>
        </flow>
        """

    final class Gatekeeper: TabBarControllerDelegate {
        var refused: Set<String> = []
        var heard: [String] = []

        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            heard.append("should " + viewController.instanceName)
            return !refused.contains(viewController.title ?? viewController.instanceName)
        }

        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            heard.append("did " + viewController.instanceName)
        }
    }

    func launch() throws -> (Application, TabBarController, Gatekeeper) {
        let app = try launched(Self.flow)
        let tabs = try #require(app.rootViewController as? TabBarController)
        let gatekeeper = Gatekeeper()
        tabs.delegate = gatekeeper
        return (app, tabs, gatekeeper)
    }

    @Test func aRefusedTabIsNotSelectedAndAnAllowedOneIsToldAfterItIs() throws {
        let (app, tabs, gatekeeper) = try launch()
        gatekeeper.refused = ["Two"]
        let refused = try app.selectTab(1)
        #expect(tabs.selectedIndex == 0 && !refused.contains { $0.event == .selectTab })
        #expect(refused.contains { $0.event == .delegate && $0.method == "tabBarController(_:shouldSelect:)" })
        try app.selectTab(2)
        #expect(tabs.selectedIndex == 2)
        #expect(gatekeeper.heard == ["should ViewController#2", "should ViewController#3", "did ViewController#3"])
    }

    /// Asks only: it does not implement `didSelect`, which UIKit then does not call. Calling that default on the
    /// way does not make its own `shouldSelect` look unimplemented.
    final class Asker: TabBarControllerDelegate {
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            viewController.log("asked about \(viewController.title ?? "")")
            self.tabBarController(tabBarController, didSelect: viewController)
            return true
        }
    }

    @Test func onlyTheMethodsTheDelegateImplementsAreRecordedEachBeforeWhatItDoes() throws {
        let app = try launched(Self.flow)
        let tabs = try #require(app.rootViewController as? TabBarController)
        let asker = Asker()
        tabs.delegate = asker
        let events = try app.selectTab(1)
        let calls = events.filter { $0.event == .delegate || $0.event == .log }.map { "\($0.event) \($0.method ?? $0.message ?? "")" }
        #expect(calls == ["delegate tabBarController(_:shouldSelect:)", "log asked about Two"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func theSelectedTabAndMoreAreAskedAboutAndCodeIsNot() throws {
        let (app, tabs, gatekeeper) = try launch()
        try app.selectTab(0)
        try app.selectTab(4)
        tabs.selectedIndex = 1
        #expect(gatekeeper.heard == ["should ViewController#1", "did ViewController#1", "should MoreNavigationController#1", "did MoreNavigationController#1"])
    }
}
