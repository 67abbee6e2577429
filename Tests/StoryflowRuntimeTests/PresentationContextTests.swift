import StoryflowRuntime
import StoryflowScreen
import Testing

/// `currentContext` and `overCurrentContext` presentations cover the presentation context: UIKit "starts at the
/// presenting view controller and walks up the view controller hierarchy" to the first controller whose
/// `definesPresentationContext` is true (navigation controllers by default), else the root
/// (`UIViewController.definesPresentationContext`).
@MainActor
struct PresentationContextTests {
    static func flow(style: String, navigationAttributes: String = "", listAttributes: String = "") -> String {
        """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs"><tab scene="nav" title="List"/><tab scene="other" title="Other"/></tabBarController>
          <navigationController id="nav" \(navigationAttributes)><root scene="list"/></navigationController>
          <viewController id="list" title="List" \(listAttributes)>
            <button title="Show"><segue id="show" kind="present" presentation="\(style)" destination="sheet"/></button>
            <unwindAction name="backToList"/>
          </viewController>
          <viewController id="sheet" title="Sheet">
            <button title="Close" effect="dismiss"/>
            <button title="Back"><segue kind="unwind" action="backToList"/></button>
            <button title="ToOther"><segue kind="unwind" action="toOther"/></button>
          </viewController>
          <viewController id="other" title="Other"><unwindAction name="toOther"/></viewController>
        </flow>
        """
    }

    let callbacks: Set<Event.Name> = [.viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewDidAppear]

    @Test func theTabsNavigationControllerPresentsAndTheTabBarStays() throws {
        let app = try launched(Self.flow(style: "currentContext"))
        let events = try app.tapButton("Show")
        let navigation = try #require(app.rootViewController?.children.first as? NavigationController)
        #expect(app.topViewController?.presentingViewController === navigation, "the navigation controller defines the context")
        #expect(
            trace(events, callbacks) == [
                "viewWillDisappear NavigationController#1", "viewWillDisappear ViewController#1", "viewWillAppear ViewController#3",
                "viewDidDisappear NavigationController#1", "viewDidDisappear ViewController#1", "viewDidAppear ViewController#3",
            ], "no callbacks on the tab bar controller")
        let layer = try #require(app.screen.topLayer)
        #expect(layer.sceneID == "sheet" && layer.presentation == .currentContext)
        #expect(layer.tabBar?.items.map(\.title) == ["List", "Other"], "the tab bar stays on screen")
        try app.tapButton("Close")
        #expect(app.screen.layers.count == 1 && app.topViewController?.scene?.id == "list")
    }

    @Test func switchingTabsTakesTheContextsPresentationOffScreenAndBack() throws {
        let app = try launched(Self.flow(style: "currentContext"))
        try app.tapButton("Show")
        let away = try app.selectTab(1)
        #expect(
            trace(away, callbacks) == [
                "viewWillDisappear ViewController#3", "viewWillAppear ViewController#2", "viewDidDisappear ViewController#3", "viewDidAppear ViewController#2",
            ])
        #expect(app.screen.layers.count == 1 && app.topViewController?.scene?.id == "other")
        let back = try app.selectTab(0)
        #expect(
            trace(back, callbacks) == [
                "viewWillDisappear ViewController#2", "viewWillAppear ViewController#3", "viewDidDisappear ViewController#2", "viewDidAppear ViewController#3",
            ])
        #expect(app.topViewController?.scene?.id == "sheet")
    }

    @Test func overCurrentContextLeavesTheContextOnScreen() throws {
        let app = try launched(Self.flow(style: "overCurrentContext"))
        let events = try app.tapButton("Show")
        #expect(trace(events, callbacks) == ["viewWillAppear ViewController#3", "viewDidAppear ViewController#3"])
        #expect(app.screen.topLayer?.tabBar != nil)
    }

    @Test func aNavigationControllerThatDoesNotDefineTheContextLeavesItToTheRoot() throws {
        let app = try launched(Self.flow(style: "currentContext", navigationAttributes: #"definesContext="false""#))
        let events = try app.tapButton("Show")
        #expect(app.topViewController?.presentingViewController === app.rootViewController)
        #expect(trace(events, [.viewWillDisappear]).first == "viewWillDisappear TabBarController#1")
        #expect(app.screen.topLayer?.tabBar == nil, "the whole tab bar controller is covered")
    }

    @Test func aSceneThatDefinesTheContextPresentsItself() throws {
        let app = try launched(Self.flow(style: "currentContext", listAttributes: #"definesContext="true""#))
        let list = try #require(app.topViewController)
        try app.tapButton("Show")
        #expect(app.topViewController?.presentingViewController === list)
        #expect(list.presentedViewController?.scene?.id == "sheet")
    }

    @Test func otherStylesPresentFromTheOutermostContainer() throws {
        let app = try launched(Self.flow(style: "fullScreen"))
        try app.tapButton("Show")
        #expect(app.topViewController?.presentingViewController === app.rootViewController)
    }

    @Test func anUnwindFromTheContextsPresentationDismissesIt() throws {
        let app = try launched(Self.flow(style: "currentContext"))
        try app.tapButton("Show")
        let events = try app.tapButton("Back")
        #expect(events.contains { $0.event == .dismiss })
        #expect(app.screen.layers.count == 1 && app.topViewController?.scene?.id == "list")
        #expect(!events.contains { $0.event == .error })
    }

    @Test func anUnwindFromTheContextsPresentationToAnotherTabDismissesIt() throws {
        let app = try launched(Self.flow(style: "currentContext"))
        try app.tapButton("Show")
        let events = try app.tapButton("ToOther")
        #expect(events.contains { $0.event == .dismiss } && !events.contains { $0.event == .error })
        #expect(app.topViewController?.scene?.id == "other")
        #expect(!trace(events, [.viewWillAppear]).contains("viewWillAppear NavigationController#1"), "the list's tab is not shown, so it does not appear")
        try app.selectTab(0)
        #expect(app.topViewController?.scene?.id == "list", "the sheet was dismissed")
    }

    @Test func anUnwindBehindAFullScreenPresentationToATabNeverShownLoadsItBeforeItAppears() throws {
        let app = try launched(Self.flow(style: "fullScreen"))
        try app.tapButton("Show")
        let events = try app.tapButton("ToOther")
        #expect(
            trace(events, [.viewDidLoad, .viewWillAppear, .viewDidAppear]) == [
                "viewDidLoad ViewController#2", "viewWillAppear TabBarController#1", "viewWillAppear ViewController#2",
                "viewDidAppear TabBarController#1", "viewDidAppear ViewController#2",
            ])
        #expect(app.topViewController?.viewIfLoaded != nil)
    }
}
