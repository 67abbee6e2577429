import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import Ratings

/// Seed 004's scenarios: launch, Add Player with Cancel or Done, Choose Game, the Gestures tab.
@MainActor
struct RatingsTests {
    /// The story events minus table delegate questions that are not callbacks of the app's own protocols.
    func storyEvents(_ events: [Event]) -> [String] {
        trace(events.filter { $0.event != .delegate || !($0.method ?? "").hasPrefix("tableView(_:editingStyle") }, story)
    }

    @Test func launchShowsTheSamplePlayersWithStarsAndCreatesNoDetails() throws {
        let app = try AppDelegate().launch()
        #expect(
            trace(app.log.events, [.`init`]) == [
                "init TabBarController#1", "init NavigationController#1", "init PlayersViewController#1", "init ViewController#1",
            ])
        #expect(
            rowTexts(app) == [
                "Bill Evans | Tic-Tac-Toe | ★★★★☆", "Oscar Peterson | Spin the Bottle | ★★★★★", "Dave Brubeck | Texas Hold’em Poker | ★★☆☆☆",
            ])
        #expect(!app.log.events.contains { $0.event == .note || $0.event == .error })
    }

    @Test func addPlayerWithAChosenGame() throws {
        let app = try AppDelegate().launch()
        // The order of the events opening the details screen is RatingsLifecycleTests' subject.
        let open = try app.tapBarButton("+")
        #expect(storyEvents(open).contains("present PlayersViewController#1"))
        #expect(app.screen.topLayer?.navigationBar?.title == "Add Player")
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.type("Chet Baker", into: "nameTextField")
        let pick = try app.tapRow(IndexPath(row: 0, section: 1))
        #expect(
            storyEvents(pick) == [
                // PlayerDetailsViewController implements didSelectRowAt but not didDeselectRowAt, which UIKit then
                // does not call.
                "init GamePickerViewController#1",
                "prepare PlayerDetailsViewController#1 PickGame",
                "perform PlayerDetailsViewController#1 PickGame",
                "push NavigationController#2",
                "viewDidLoad GamePickerViewController#1",
                "viewWillDisappear PlayerDetailsViewController#1",
                "viewWillAppear GamePickerViewController#1",
                "delegate PlayerDetailsViewController#1 tableView(_:didSelectRowAt:) [1, 0]",
                "viewDidDisappear PlayerDetailsViewController#1",
                "viewDidAppear GamePickerViewController#1",
                "didMoveToParent GamePickerViewController#1",
            ])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map(\.accessory)[1] == .checkmark, "the current game, Chess, is checked")
        let chosen = try app.tapRow(IndexPath(row: 5, section: 0))
        #expect(
            storyEvents(chosen) == [
                "delegate GamePickerViewController#1 tableView(_:didSelectRowAt:) [0, 5]",
                "delegate PlayerDetailsViewController#1 gamePickerViewController(_:didSelectGame:) Tic-Tac-Toe",
                "pop NavigationController#2",
                "viewWillDisappear GamePickerViewController#1",
                "viewWillAppear PlayerDetailsViewController#1",
                "viewDidDisappear GamePickerViewController#1",
                "viewDidAppear PlayerDetailsViewController#1",
                "didMoveToParent GamePickerViewController#1",
                "deinit GamePickerViewController#1",
            ])
        #expect(app.screen.topLayer?.body.table?.sections[1].rows.first?.detail == "Tic-Tac-Toe")
        let done = try app.tapBarButton("Done")
        #expect(
            storyEvents(done) == [
                "action PlayerDetailsViewController#1 done",
                "delegate PlayersViewController#1 playerDetailsViewController(_:didAddPlayer:) Chet Baker",
                "dismiss TabBarController#1",
                "viewWillDisappear NavigationController#2",
                "viewWillDisappear PlayerDetailsViewController#1",
                "viewDidDisappear NavigationController#2",
                "viewDidDisappear PlayerDetailsViewController#1",
                "deinit NavigationController#2",
                "log PlayerDetailsViewController#1 dealloc PlayerDetailsViewController",
                "deinit PlayerDetailsViewController#1",
            ])
        #expect(done.contains { $0.method == "tableView(_:cellForRowAt:)" && $0.message == "[0, 3]" }, "didAddPlayer inserted row 3")
        #expect(rowTexts(app).last == "Chet Baker | Tic-Tac-Toe | ★☆☆☆☆")
    }

    @Test func cancelReleasesTheDetailsAndTheNextOpenMakesANewOne() throws {
        let app = try AppDelegate().launch()
        try app.tapBarButton("+")
        let cancel = try app.tapBarButton("Cancel")
        #expect(logLines(cancel) == ["dealloc PlayerDetailsViewController"])
        #expect(
            trace(cancel, [.action, .delegate, .dismiss]) == [
                "action PlayerDetailsViewController#1 cancel",
                "delegate PlayersViewController#1 playerDetailsViewControllerDidCancel(_:)",
                "dismiss TabBarController#1",
            ])
        #expect(rowTexts(app).count == 3)
        let again = try app.tapBarButton("+")
        #expect(trace(again, [.log]) == ["log PlayerDetailsViewController#2 init PlayerDetailsViewController"])
    }

    @Test func gesturesTabShowsTheSecondTabLabel() throws {
        let app = try AppDelegate().launch()
        try app.selectTab(1)
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Second Tab"])
    }
}
