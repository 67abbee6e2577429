import StoryflowRuntime
import Testing

/// A custom segue is an instance of the class the storyboard names
/// (https://developer.apple.com/documentation/uikit/uistoryboardsegue, "Subclassing Notes"): when the app has no
/// such class, UIKit cannot create the segue and raises; here that is an error event, the segue does not run,
/// and the destination it instantiated is released. A flow with no code can ask for a modal presentation instead.
@MainActor
struct CustomSegueTests {
    static let flow = """
        <flow version="1" initial="a">
          <viewController id="a"><button title="Go"><segue id="fade" kind="custom" class="FadeSegue" destination="b"/></button></viewController>
          <viewController id="b" title="B"/>
        </flow>
        """

    @Test func anUnregisteredClassIsUIKitsErrorAndNothingIsShown() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        let events = try app.tapButton("Go")
        #expect(events.filter { $0.event == .error }.map(\.message) == ["Could not create a segue of class '(null)'"])
        let note = try #require(events.first { $0.event == .note }?.message)
        #expect(note.contains("`FadeSegue` is not registered"))
        #expect(note.contains("--custom-segues present"))
        #expect(!events.contains { $0.event == .prepare || $0.event == .present })
        #expect(events.contains { $0.event == .deinit && $0.instance == "ViewController#2" })
        #expect(app.screen.layers.count == 1)
    }

    @Test func aFlowWithNoCodeCanPresentItInstead() throws {
        let storyboard = try Storyboard(string: Self.flow)
        storyboard.unregisteredCustomSegues = .present
        let app = Application(storyboard: storyboard)
        app.launch()
        let events = try app.tapButton("Go")
        #expect(!events.contains { $0.event == .error })
        #expect(events.contains { $0.event == .note && $0.message?.contains("presenting modally instead") == true })
        #expect(
            trace(events, [.prepare, .perform, .present]) == [
                "prepare ViewController#1 fade", "perform ViewController#1 fade", "present ViewController#1",
            ])
        #expect(app.screen.layers.count == 2)
    }
}
