import StoryflowRuntime
import Testing

/// Unwinding from a presented controller to one two levels down the presenter's navigation stack (Apple TN2298,
/// https://developer.apple.com/library/archive/technotes/tn2298/_index.html, and
/// `unwind(for:towards:)`, https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towards:)):
/// the stack is unwound while the presentation still covers it, then the presentation is dismissed, so only the
/// destination appears; the controllers in between are released without appearing.
@MainActor
struct UnwindAcrossPresentationTests {
    static func flow(presentation: String) -> String {
        """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <unwindAction name="backHome"/>
            <button title="Next"><segue kind="show" destination="middle"/></button>
          </viewController>
          <viewController id="middle" class="MiddleController" title="Middle">
            <button title="Next"><segue kind="show" destination="top"/></button>
          </viewController>
          <viewController id="top" class="TopController" title="Top">
            <button title="Compose"><segue kind="present" presentation="\(presentation)" destination="compose"/></button>
          </viewController>
          <viewController id="compose" class="ComposeController" title="Compose">
            <button title="Home"><segue id="home" kind="unwind" action="backHome"/></button>
          </viewController>
        </flow>
        """
    }

    func launch(presentation: String) throws -> Application {
        let registry = ClassRegistry()
        registry.register(MiddleController.self)
        registry.register(TopController.self)
        registry.register(ComposeController.self)
        let app = Application(storyboard: try Storyboard(string: Self.flow(presentation: presentation), registry: registry))
        app.launch()
        try app.tapButton("Next")
        try app.tapButton("Next")
        try app.tapButton("Compose")
        return app
    }

    @Test func fromAFullScreenPresentationOnlyTheDestinationAppears() throws {
        let app = try launch(presentation: "fullScreen")
        let events = try app.tapButton("Home")
        #expect(
            trace(events, lifecycle.union([.unwind, .action, .pop, .dismiss])) == [
                "unwind ComposeController#1 home",
                "prepare ComposeController#1 home",
                "action ViewController#1 home",
                "perform ComposeController#1 home",
                "pop NavigationController#1",
                "deinit MiddleController#1",
                "deinit TopController#1",
                "dismiss NavigationController#1",
                "viewWillDisappear ComposeController#1",
                "viewWillAppear NavigationController#1",
                "viewWillAppear ViewController#1",
                "viewDidDisappear ComposeController#1",
                "viewDidAppear NavigationController#1",
                "viewDidAppear ViewController#1",
                "deinit ComposeController#1",
            ])
        #expect(app.screen.layers.count == 1)
        #expect(app.screen.topLayer?.navigationBar?.title == "Home")
    }

    @Test func fromASheetTheCoveredTopDisappearsAndTheMiddleNeverAppears() throws {
        let app = try launch(presentation: "pageSheet")
        let events = try app.tapButton("Home")
        #expect(
            !events.contains {
                $0.instance == "MiddleController#1" && [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains($0.event)
            })
        #expect(
            trace(events, [.pop, .dismiss, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]) == [
                "pop NavigationController#1",
                "viewWillDisappear TopController#1",
                "viewWillAppear ViewController#1",
                "viewDidDisappear TopController#1",
                "viewDidAppear ViewController#1",
                "dismiss NavigationController#1",
                "viewWillDisappear ComposeController#1",
                "viewDidDisappear ComposeController#1",
            ])
        #expect(events.filter { $0.event == .deinit }.map(\.instance) == ["MiddleController#1", "TopController#1", "ComposeController#1"])
        #expect(app.screen.layers.count == 1)
    }
}

final class MiddleController: ViewController {}
final class TopController: ViewController {}
final class ComposeController: ViewController {}
