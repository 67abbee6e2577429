import StoryflowModel
import StoryflowRuntime
import StoryflowTestSupport
import Testing

/// The partial curl "is supported only if the parent view controller is presenting a full-screen view and you use
/// the UIModalPresentationStyle.fullScreen modal presentation style. Attempting to use a different form factor for
/// the parent view or a different presentation style triggers an exception" (`UIModalTransitionStyle.partialCurl`).
@MainActor
struct PartialCurlTests {
    static let flow = PresentationSampleFlows.partialCurls

    func errors(_ events: [Event]) -> [String?] { events.filter { $0.event == .error }.map(\.message) }

    @Test func aPartialCurlInTheAutomaticStyleIsRefusedAndNothingIsPresented() throws {
        let app = try launched(Self.flow)
        let events = try app.tapButton("Curl") + app.runUntilIdle()
        #expect(
            errors(events) == ["Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <ViewController#2>."])
        #expect(app.screen.layers.count == 1)
    }

    @Test func aPartialCurlInFullScreenIsPresented() throws {
        let app = try launched(Self.flow)
        let events = try app.tapButton("Full Curl") + app.runUntilIdle()
        #expect(errors(events).isEmpty)
        #expect(app.screen.layers.map(\.sceneID) == ["map", "settings"])
    }

    @Test func theDestinationsOwnStylesApplyWhenTheSegueSetsNone() throws {
        let app = try launched(Self.flow)
        let events = try app.tapButton("Own Curl") + app.runUntilIdle()
        #expect(errors(events).isEmpty)
        let layers = try #require(app.topViewController)
        #expect(layers.modalPresentationStyle == .fullScreen && layers.modalTransitionStyle == .partialCurl)
    }

    @Test func theSeguesStyleOverridesTheDestinationsOwn() throws {
        let app = try launched(Self.flow)
        let events = try app.tapButton("Layers Sheet") + app.runUntilIdle()
        #expect(
            errors(events) == ["Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <ViewController#2>."])
        #expect(app.screen.layers.count == 1)
    }

    @Test func aPartialCurlFromAPresenterOverTheFullScreenIsPresented() throws {
        let app = try launched(Self.flow)
        _ = try app.tapButton("Cover") + app.runUntilIdle()
        let events = try app.tapButton("Curl") + app.runUntilIdle()
        #expect(errors(events).isEmpty)
        #expect(app.screen.layers.map(\.sceneID) == ["map", "cover", "settings"])
    }

    @Test func aPartialCurlFromASheetIsRefusedNamingThePresenter() throws {
        let app = try launched(Self.flow)
        _ = try app.tapButton("Sheet") + app.runUntilIdle()
        let events = try app.tapButton("Curl") + app.runUntilIdle()
        #expect(
            errors(events) == ["Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <ViewController#2>."])
        #expect(app.screen.layers.map(\.sceneID) == ["map", "sheet"])
    }
}
