import StoryflowRuntime
import StoryflowTerminal
import Testing

/// A tab declared with a system item shows UIKit's title for it in the tab bar.
@MainActor
struct TabSystemItemTests {
    @Test func systemItemsShowTheirSystemTitles() throws {
        let flow = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs">
                <tab scene="a" title="Players"/>
                <tab scene="b" systemItem="favorites" title="ignored"/>
                <tab scene="c" systemItem="more"/>
              </tabBarController>
              <viewController id="a"/>
              <viewController id="b"/>
              <viewController id="c"/>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let tabs = try #require(app.rootViewController as? TabBarController)
        #expect(tabs.children.map(\.tabBarItem.systemItem) == [nil, .favorites, .more])
        #expect(app.screen.topLayer?.tabBar?.items.map(\.title) == ["Players", "Favorites", "More"])
        let frame = ScreenRenderer(width: 60).render(app.screen).plainText
        let tabBar = try #require(frame.split(separator: "\n").first { $0.contains("Players") })
        #expect(tabBar.contains("[Players]") && tabBar.contains("Favorites") && tabBar.contains("More"))
        #expect(!frame.contains("ignored"))
    }
}
