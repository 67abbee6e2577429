import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import Testing

/// On an iPhone a tab bar with more than five tabs shows four and More; the More navigation controller lists the
/// others and shows the one chosen ("view controllers at the end of the array are managed by the More navigation
/// controller, which is itself not included in this array", `UITabBarController.viewControllers`). An iPad shows
/// every tab.
@MainActor
struct MoreTabTests {
    static let flow = """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs">
            <tab scene="a" title="A"/><tab scene="b" title="B"/><tab scene="c" title="C"/><tab scene="d" title="D"/>
            <tab scene="eNav" title="E"/><tab scene="f" title="F"/>
          </tabBarController>
          <viewController id="a" title="A"/><viewController id="b" title="B"/><viewController id="c" title="C"/><viewController id="d" title="D"/>
          <navigationController id="eNav"><root scene="e"/></navigationController>
          <viewController id="e" title="Echo"><button title="Deeper"><segue kind="show" destination="deeper"/></button></viewController>
          <viewController id="deeper" title="Deeper"/>
          <viewController id="f" title="Foxtrot"/>
        </flow>
        """

    @Test func anIPhoneShowsFourTabsAndMore() throws {
        let app = try launched(Self.flow, device: .iphone)
        let bar = try #require(app.screen.topLayer?.tabBar)
        #expect(bar.items.map(\.title) == ["A", "B", "C", "D", "More"])
        let tabs = try #require(app.rootViewController as? TabBarController)
        #expect(tabs.viewControllers.count == 6, "More is not one of the view controllers")
        #expect(tabs.moreItemIndex == 4)
    }

    @Test func moreListsTheOtherTabsAndShowsTheOneChosenWithABackButtonToTheList() throws {
        let app = try launched(Self.flow, device: .iphone)
        let tabs = try #require(app.rootViewController as? TabBarController)
        try app.selectTab(4)
        #expect(tabs.isMoreSelected && tabs.selectedIndex == TabBarController.notFound)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        let list = try #require(app.screen.topLayer)
        #expect(list.navigationBar?.title == "More")
        #expect(list.body.table?.sections.first?.rows.map(\.text) == ["E", "F"])
        #expect(list.body.table?.sections.first?.rows.allSatisfy { $0.accessory == .disclosureIndicator } == true)
        #expect(list.tabBar?.selectedIndex == 4)
        try app.tapRow(IndexPath(row: 0, section: 0))
        let shown = try #require(app.screen.topLayer)
        #expect(shown.sceneID == "e" && shown.navigationBar?.backButtonTitle == "More")
        #expect(tabs.selectedIndex == 4 && app.topViewController?.tabBarController === tabs)
        try app.tapButton("Deeper")
        #expect(app.screen.topLayer?.sceneID == "deeper")
        try app.back()
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.title == "More", "back at the list")
        let echoNavigation = try #require(tabs.viewControllers[4] as? NavigationController)
        #expect(echoNavigation.parent === tabs && echoNavigation.viewControllers.map { $0.scene?.id } == ["e"], "the tab got its stack back")
    }

    @Test func selectingATabUnderMoreInCodeShowsItInMore() throws {
        let app = try launched(Self.flow, device: .iphone)
        let tabs = try #require(app.rootViewController as? TabBarController)
        _ = app.perform { tabs.selectedIndex = 5 }
        #expect(tabs.isMoreSelected && tabs.selectedIndex == 5)
        #expect(app.topViewController?.scene?.id == "f")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "More")
        try app.selectTab(4)
        #expect(app.screen.topLayer?.navigationBar?.title == "More", "tapping More again pops to its list")
        #expect(tabs.viewControllers.map { $0.scene?.id } == ["a", "b", "c", "d", "eNav", "f"])
        try app.selectTab(0)
        #expect(!tabs.isMoreSelected && app.topViewController?.scene?.id == "a")
    }

    @Test func anIPadShowsEveryTab() throws {
        let app = try launched(Self.flow, device: .ipad)
        #expect(app.screen.topLayer?.tabBar?.items.map(\.title) == ["A", "B", "C", "D", "E", "F"])
        try app.selectTab(5)
        #expect(app.topViewController?.scene?.id == "f")
    }

    @Test func fiveTabsFitOnAnIPhone() throws {
        let five = Self.flow.replacingOccurrences(of: #"<tab scene="f" title="F"/>"#, with: "")
        let app = try launched(five, device: .iphone)
        #expect(app.screen.topLayer?.tabBar?.items.map(\.title) == ["A", "B", "C", "D", "E"])
    }

    @Test func aTabThatCannotBePushedIsUIKitsErrorAndStaysWhereItWas() throws {
        let flow = Self.flow.replacingOccurrences(of: #"<tab scene="f" title="F"/>"#, with: #"<tab scene="split" title="Sp"/><tab scene="f" title="F"/>"#)
            .replacingOccurrences(
                of: "</flow>",
                with:
                    #"<splitViewController id="split"><master scene="a2"/><detail scene="b2"/></splitViewController>"#
                    + #"<viewController id="a2"/><viewController id="b2"/></flow>"#
            )
        let app = try launched(flow, device: .iphone)
        let tabs = try #require(app.rootViewController as? TabBarController)
        try app.selectTab(4)
        let refused = try app.tapRow(IndexPath(row: 1, section: 0))
        #expect(refused.contains { $0.event == .error && $0.message == "Split View Controllers cannot be pushed to a Navigation Controller" })
        #expect(tabs.viewControllers.count == 7 && tabs.viewControllers[5] is SplitViewController, "the split view is still a tab")
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.map(\.text) == ["E", "Sp", "F"])
        try app.tapRow(IndexPath(row: 2, section: 0))
        #expect(app.topViewController?.scene?.id == "f")
    }

    @Test func anUnwindReachesTheTabShownInMoreWhenMoreIsNotSelected() throws {
        let flow = Self.flow
            .replacingOccurrences(of: #"<viewController id="e" title="Echo">"#, with: #"<viewController id="e" title="Echo"><unwindAction name="toEcho"/>"#)
            .replacingOccurrences(
                of: #"<viewController id="a" title="A"/>"#,
                with: #"<viewController id="a" title="A"><button title="Modal"><segue kind="present" destination="modal"/></button></viewController>"#
            )
            .replacingOccurrences(
                of: "</flow>",
                with: #"<viewController id="modal"><button title="ToEcho"><segue kind="unwind" action="toEcho"/></button></viewController></flow>"#)
        let app = try launched(flow, device: .iphone)
        let tabs = try #require(app.rootViewController as? TabBarController)
        try app.selectTab(4)
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.selectTab(0)
        try app.tapButton("Modal")
        let events = try app.tapButton("ToEcho")
        #expect(!events.contains { $0.event == .error }, "\(events.filter { $0.event == .error })")
        #expect(tabs.isMoreSelected && app.topViewController?.scene?.id == "e" && app.screen.layers.count == 1)
    }

    @Test func aDeepLinkToATabUnderMorePassesItsValuesToTheTabsRoot() throws {
        let flow = Self.flow
            .replacingOccurrences(of: #"<viewController id="e" title="Echo">"#, with: #"<viewController id="e" title="Echo"><input name="item"/>"#)
            .replacingOccurrences(of: "</flow>", with: #"<deepLink url="app://e/{item}" scene="e"/></flow>"#)
        let app = try launched(flow, device: .iphone)
        _ = try app.open("app://e/7").get()
        #expect(app.topViewController?.scene?.id == "e")
        #expect(app.topViewController?.input("item") == "7")
    }
}
