import StoryflowRuntime
import StoryflowScreen
import StoryflowTestSupport
import Testing

/// What a navigation bar shows: nothing when the navigation controller hides it (`isNavigationBarHidden`), and
/// its Back button unless the top item hides it (`hidesBackButton`) or left items replace it
/// (`leftItemsSupplementBackButton` false, the default).
@MainActor
struct NavigationBarTests {
    static let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav" navigationBarHidden="true"><root scene="list"/></navigationController>
          <viewController id="list" title="List">
            <navigationItem title="Items"><barButton placement="right" system="add" effect="dismiss"/></navigationItem>
            <button title="Open"><segue kind="show" destination="detail"/></button>
          </viewController>
          <viewController id="detail" title="Detail"/>
        </flow>
        """

    @Test func aHiddenBarShowsNoTitleNoBarButtonsAndNoBackButton() throws {
        let app = try launched(Self.flow)
        #expect(app.screen.topLayer?.navigationBar == nil)
        let tap = #expect(throws: ApplicationError.self) { try app.tapBarButton("+") }
        #expect(tap?.description == "the navigation bar is hidden (isNavigationBarHidden), so its bar buttons cannot be tapped")
        try app.tapButton("Open")
        #expect(app.screen.topLayer?.sceneID == "detail" && app.screen.topLayer?.navigationBar == nil)
        let back = #expect(throws: ApplicationError.self) { try app.back() }
        #expect(back?.description == "the navigation bar is hidden (isNavigationBarHidden), so there is no back button")
    }

    @Test func theFlowsBackButtonFlagsHideItOrKeepItBesideLeftItems() throws {
        let app = try launched(PresentationSampleFlows.backButtonFlags)
        try app.tapButton("Locked")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == nil)
        #expect(throws: ApplicationError.self) { try app.back() }
        let navigation = try #require(app.rootViewController as? NavigationController)
        navigation.popViewController(animated: false)
        try app.tapButton("Both")
        let bar = try #require(app.screen.topLayer?.navigationBar)
        #expect(bar.backButtonTitle == "List" && bar.leftButtons.map(\.title) == ["Edit"])
    }

    @Test func showingTheBarInCodeBringsBackItsItemsAndTheBackButton() throws {
        let app = try launched(Self.flow)
        try app.tapButton("Open")
        let navigation = try #require(app.rootViewController as? NavigationController)
        #expect(navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "Items")
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.rightButtons.map(\.title) == ["+"])
    }

    static let shown = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <viewController id="list" title="List"><button title="Open"><segue kind="show" destination="detail"/></button></viewController>
          <viewController id="detail" title="Detail"/>
        </flow>
        """

    @Test func hidesBackButtonHidesItWhateverTheLeftItems() throws {
        let app = try launched(Self.shown)
        try app.tapButton("Open")
        let detail = try #require((app.rootViewController as? NavigationController)?.topViewController)
        detail.navigationItem.leftItemsSupplementBackButton = true
        detail.navigationItem.setHidesBackButton(true, animated: false)
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == nil)
        let back = #expect(throws: ApplicationError.self) { try app.back() }
        #expect(back?.description == "there is no back button here")
        detail.navigationItem.hidesBackButton = false
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "List")
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let app = try launched(Self.shown)
        try app.tapButton("Open")
        let detail = try #require((app.rootViewController as? NavigationController)?.topViewController)
        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == nil)
        #expect(throws: ApplicationError.self) { try app.back() }
        detail.navigationItem.leftItemsSupplementBackButton = true
        let bar = try #require(app.screen.topLayer?.navigationBar)
        #expect(bar.backButtonTitle == "List" && bar.leftButtons.map(\.title) == ["Edit"])
        try app.back()
        #expect(app.screen.topLayer?.sceneID == "list")
    }
}

/// Under a navigation controller whose bar is hidden (a login flow that pushes the app's tab bar), a tab's own
/// navigation controller shows its bar, its bar buttons and its Back button.
@MainActor
struct NestedNavigationBarTests {
    @Test func anInnerNavigationControllersBarShowsUnderAHiddenOuterOne() throws {
        let app = try launched(PresentationSampleFlows.loginBeforeTabs)
        try app.tapButton("Enter")
        #expect(app.screen.topLayer?.navigationBar?.title == "Feed")
        try app.tapBarButton("+")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "Feed")
        try app.back()
        #expect(app.topViewController?.scene?.id == "feed")
    }
}
