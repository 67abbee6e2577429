import StoryflowRuntime
import StoryflowScreen
import Testing

/// Hide Bottom Bar on Push (`hidesBottomBarWhenPushed`): the tab bar hides while a controller with it is pushed
/// on the selected tab's navigation stack, even under controllers pushed after it, and shows again once it is
/// popped (`UIViewController.hidesBottomBarWhenPushed`).
@MainActor
struct HidesBottomBarTests {
    static let flow = """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs"><tab scene="nav" title="List"/><tab scene="other" title="Other"/></tabBarController>
          <navigationController id="nav"><root scene="list"/></navigationController>
          <viewController id="list" title="List" hidesBottomBar="true">
            <button title="Open"><segue kind="show" destination="detail"/></button>
          </viewController>
          <viewController id="detail" title="Detail" hidesBottomBar="true">
            <button title="More"><segue kind="show" destination="more"/></button>
          </viewController>
          <viewController id="more" title="More"/>
          <viewController id="other" title="Other"/>
        </flow>
        """

    @Test func theTabBarHidesWhileTheSceneIsPushedAndShowsOnceItIsPopped() throws {
        let app = try launched(Self.flow)
        #expect(app.screen.topLayer?.tabBar != nil, "the root is not pushed: its flag hides nothing")
        try app.tapButton("Open")
        #expect(app.screen.topLayer?.tabBar == nil)
        #expect(throws: ApplicationError.self) { try app.selectTab(1) }
        try app.tapButton("More")
        #expect(app.screen.topLayer?.tabBar == nil, "still hidden under a controller pushed after it")
        try app.back()
        try app.back()
        #expect(app.screen.topLayer?.tabBar?.items.map(\.title) == ["List", "Other"])
    }
}
