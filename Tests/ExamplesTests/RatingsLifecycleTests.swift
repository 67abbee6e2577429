import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import Ratings

/// The Ratings app (seed 004) event by event: what is instantiated when, and UIKit's order of calls for its
/// launch, presentation, push, pop and tab switch (`RatingsTests` follows its scenarios through to Done and
/// Cancel).
@MainActor
struct RatingsLifecycleTests {
    /// The app launched with its sample players, and the launch's events.
    func launchRatings() throws -> (Application, [Event]) {
        let app = try AppDelegate().launch()
        return (app, app.log.events)
    }

    /// `event instance segue message` for each event whose name is in `names`.
    func trace(_ events: [Event], _ names: Set<Event.Name>) -> [String] {
        events.filter { names.contains($0.event) }.map { event in
            [event.event.rawValue, event.instance, event.segue, event.message].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The lifecycle and segue events UIKit documents an order for.
    let lifecycle: Set<Event.Name> = [
        .`init`, .prepare, .perform, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
    ]

    @Test func launchOrderLoadsThenAppearsContainersFirst() throws {
        let (_, events) = try launchRatings()
        #expect(
            trace(events, [.viewDidLoad, .viewWillAppear, .viewDidAppear]) == [
                "viewDidLoad TabBarController#1", "viewDidLoad NavigationController#1", "viewDidLoad PlayersViewController#1",
                "viewWillAppear TabBarController#1", "viewWillAppear NavigationController#1", "viewWillAppear PlayersViewController#1",
                "viewDidAppear TabBarController#1", "viewDidAppear NavigationController#1", "viewDidAppear PlayersViewController#1",
            ])
        let gestures = events.filter { $0.instance == "ViewController#1" }.map(\.event)
        #expect(gestures == [.`init`], "the unselected tab's view stays unloaded")
    }

    @Test func launchScreenShowsThePlayersWithTheirCells() throws {
        let (app, _) = try launchRatings()
        let layer = try #require(app.screen.topLayer)
        #expect(layer.navigationBar?.title == "Players")
        #expect(layer.navigationBar?.rightButtons.map(\.title) == ["+"])
        #expect(layer.tabBar == ScreenTabBar(items: [ScreenTabItem(title: "Players"), ScreenTabItem(title: "Gestures")], selectedIndex: 0))
        let rows = try #require(layer.body.table?.sections.first?.rows)
        #expect(
            rows.map { $0.subviews.map(\.text) } == [
                ["Bill Evans", "Tic-Tac-Toe", "★★★★☆"],
                ["Oscar Peterson", "Spin the Bottle", "★★★★★"],
                ["Dave Brubeck", "Texas Hold’em Poker", "★★☆☆☆"],
            ])
        #expect(rows.allSatisfy { $0.accessory == .disclosureIndicator })
    }

    @Test func addPlayerInstantiatesDetailsOnlyWhenTheSegueFiresAndPreparesBeforeViewDidLoad() throws {
        let (app, _) = try launchRatings()
        let events = try app.tapBarButton("+")
        #expect(
            trace(events, lifecycle.union([.shouldPerformSegue, .log])) == [
                "shouldPerformSegue PlayersViewController#1 AddPlayer",
                "init NavigationController#2",
                "init PlayerDetailsViewController#1",
                "log PlayerDetailsViewController#1 init PlayerDetailsViewController",
                "prepare PlayersViewController#1 AddPlayer",
                "perform PlayersViewController#1 AddPlayer",
                "viewDidLoad NavigationController#2",
                "viewDidLoad PlayerDetailsViewController#1",
                "viewWillAppear NavigationController#2",
                "viewWillAppear PlayerDetailsViewController#1",
                "viewDidAppear NavigationController#2",
                "viewDidAppear PlayerDetailsViewController#1",
            ])
        let screen = app.screen
        #expect(screen.layers.count == 2)
        #expect(screen.topLayer?.presentation == .automatic)
        #expect(screen.topLayer?.navigationBar?.title == "Add Player")
        #expect(screen.topLayer?.navigationBar?.leftButtons.map(\.title) == ["Cancel"])
        let sections = try #require(screen.topLayer?.body.table?.sections)
        #expect(sections.map(\.header) == ["Player Name", nil])
        #expect(sections[1].rows.first?.detail == "Chess", "viewDidLoad set the detail label from `game`")
    }

    @Test func pickGamePushesInUIKitOrderAndTheDelegatePopsBack() throws {
        let (app, _) = try launchRatings()
        try app.tapBarButton("+")
        let push = try app.tapRow(IndexPath(row: 0, section: 1))
        #expect(
            trace(push, lifecycle.union([.shouldPerformSegue, .delegate])) == [
                "shouldPerformSegue PlayerDetailsViewController#1 PickGame",
                "init GamePickerViewController#1",
                "prepare PlayerDetailsViewController#1 PickGame",
                "perform PlayerDetailsViewController#1 PickGame",
                "viewDidLoad GamePickerViewController#1",
                "viewWillDisappear PlayerDetailsViewController#1",
                "viewWillAppear GamePickerViewController#1",
                // The delegate is told in the turn of the tap; the push animation ends in a later turn.
                "delegate PlayerDetailsViewController#1 [1, 0]",
                "viewDidDisappear PlayerDetailsViewController#1",
                "viewDidAppear GamePickerViewController#1",
            ])
        var layer = try #require(app.screen.topLayer)
        #expect(layer.navigationBar?.title == "Choose Game")
        #expect(layer.navigationBar?.backButtonTitle == "Add Player")
        let rows = try #require(layer.body.table?.sections.first?.rows)
        #expect(rows.map(\.text) == ["Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker", "Tic-Tac-Toe"])
        #expect(rows.map(\.accessory) == [.none, .checkmark, .none, .none, .none, .none], "prepare ran before viewDidLoad, so the picker knew the game")

        weak let picker = app.topViewController
        let pop = try app.tapRow(IndexPath(row: 5, section: 0))
        #expect(
            trace(pop, [.viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear, .deinit]) == [
                "viewWillDisappear GamePickerViewController#1",
                "viewWillAppear PlayerDetailsViewController#1",
                "viewDidDisappear GamePickerViewController#1",
                "viewDidAppear PlayerDetailsViewController#1",
                "deinit GamePickerViewController#1",
            ])
        #expect(picker == nil)
        layer = try #require(app.screen.topLayer)
        #expect(layer.body.table?.sections[1].rows.first?.detail == "Tic-Tac-Toe")
        #expect(layer.body.table?.sections[1].rows.first?.isSelected == false, "the selection is cleared on viewWillAppear")
    }

    @Test func tabSwitchKeepsEachTabsStack() throws {
        let (app, _) = try launchRatings()
        let toGestures = try app.selectTab(1)
        #expect(
            trace(toGestures, [.viewDidLoad, .viewWillAppear, .viewWillDisappear, .viewDidAppear, .viewDidDisappear]) == [
                "viewDidLoad ViewController#1",
                "viewWillDisappear NavigationController#1",
                "viewWillDisappear PlayersViewController#1",
                "viewWillAppear ViewController#1",
                "viewDidDisappear NavigationController#1",
                "viewDidDisappear PlayersViewController#1",
                "viewDidAppear ViewController#1",
            ])
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Second Tab"])
        #expect(app.screen.topLayer?.tabBar?.selectedIndex == 1)
        let back = try app.selectTab(0)
        #expect(!back.contains { $0.event == .viewDidLoad || $0.event == .`init` })
        #expect(app.screen.topLayer?.navigationBar?.title == "Players")
    }
}
