import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import Testing

/// On an iPhone a tab bar with more than five tabs shows four and More; the More navigation controller lists the
/// others and shows the one chosen ("If you add more than five items to the viewControllers property, the tab bar
/// controller automatically inserts a special view controller (called the More view controller)",
/// `UITabBarController`). An iPad shows every tab.
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
}
