import Foundation
import StoryflowRuntime
import StoryflowScreen
import StoryflowTestSupport
import Testing

@testable import Ratings

/// The seeds' Ratings app as an Xcode storyboard runs with the same controller classes as the native flow and
/// steps through the same way: the same screens and the same UIKit lifecycle at every step. The storyboards are
/// the project's own fixture (Xcode 16's format), `storyflow export`'s `Examples/Ratings/Ratings.storyboard` and,
/// when the shared corpus is beside the checkout, the real lai3d/Ratings storyboard.
@MainActor
struct RatingsStoryboardTests {
    /// The project's fixture, the exported example, then `shared/corpus/storyboards/lai3d__Ratings__Main.storyboard`
    /// when it is there.
    nonisolated static let storyboardPaths: [String] = {
        let real = StoryboardCorpus.entry("lai3d__Ratings__Main.storyboard").map(\.path)
        return [Fixtures.storyboard("Ratings"), Repository.path("Examples/Ratings/Ratings.storyboard")]
            + [real].compactMap { $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }()

    /// One step of the walk: what the top layer shows and the lifecycle events the step caused.
    struct Step: Equatable, CustomStringConvertible {
        var title: String?
        var layers: Int
        var trace: [String]
        var description: String { "\(title ?? "-") (\(layers) layers): \(trace)" }
    }

    /// Launch, tap +, tap the Game row, go back, tap Cancel.
    func walk(_ path: String) throws -> [Step] {
        let app = Application(storyboard: try Storyboard(contentsOf: path, registry: AppDelegate().makeRegistry()))
        let names: Set<Event.Name> = [
            .`init`, .prepare, .perform, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
            .deinit, .shouldPerformSegue, .error,
        ]
        func step(_ events: [Event]) -> Step {
            Step(title: app.screen.topLayer?.navigationBar?.title, layers: app.screen.layers.count, trace: trace(events, names))
        }
        var steps = [step(app.launch())]
        steps.append(step(try app.tapBarButton("+")))
        steps.append(step(try app.tapRow(IndexPath(row: 0, section: 1))))
        steps.append(step(try app.back()))
        steps.append(step(try app.tapBarButton("Cancel")))
        return steps
    }

    @Test(arguments: storyboardPaths)
    func theStoryboardStepsThroughLikeTheNativeFlow(storyboardPath: String) throws {
        let storyboard = try walk(storyboardPath)
        let native = try walk(Repository.path("Flows/Ratings.flow.xml"))
        #expect(storyboard.map(\.title) == ["Players", "Add Player", "Choose Game", "Add Player", "Players"])
        #expect(storyboard.map(\.layers) == [1, 2, 2, 2, 1])
        #expect(storyboard == native)
        #expect(storyboard[2].trace.contains("perform PlayerDetailsViewController#1 PickGame"))
        #expect(storyboard[4].trace.contains("deinit PlayerDetailsViewController#1"), "Cancel dismissed and released the details")
    }

    @Test(arguments: storyboardPaths)
    func theGamePickerShowsTheGamesWithTheCurrentOneChecked(storyboardPath: String) throws {
        let app = Application(storyboard: try Storyboard(contentsOf: storyboardPath, registry: AppDelegate().makeRegistry()))
        app.launch()
        try app.tapBarButton("+")
        try app.tapRow(IndexPath(row: 0, section: 1))
        let layer = try #require(app.screen.topLayer)
        #expect(layer.navigationBar?.backButtonTitle == "Add Player")
        let rows = try #require(layer.body.table?.sections.first?.rows)
        #expect(rows.map(\.text) == ["Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker", "Tic-Tac-Toe"])
        #expect(rows.map(\.accessory) == [.none, .checkmark, .none, .none, .none, .none])
    }

    @Test(arguments: storyboardPaths)
    func withoutTheAppsClassesTheStoryboardStillRunsOnGenericControllers(storyboardPath: String) throws {
        let app = Application(storyboard: try Storyboard(contentsOf: storyboardPath))
        let launch = app.launch()
        #expect(launch.contains { $0.event == .note && $0.message == "Unknown class PlayersViewController in Interface Builder file." })
        try app.tapBarButton("+")
        #expect(app.screen.topLayer?.navigationBar?.title == "Add Player")
        try app.tapRow(IndexPath(row: 0, section: 1))
        #expect(app.screen.topLayer?.navigationBar?.title == "Choose Game")
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.title == "Add Player")
    }
}
