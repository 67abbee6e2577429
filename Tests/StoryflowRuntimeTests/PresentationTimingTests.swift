import StoryflowRuntime
import Testing

/// When a presentation or dismissal counts as in progress, and what UIKit does with calls made meanwhile.
///
/// - `isBeingPresented` / `isBeingDismissed` are true through `viewDidAppear` / `viewDidDisappear`, and a
///   controller may present from its `viewDidAppear`
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented).
/// - `dismiss(animated:completion:)`: the completion runs after the dismissal, once `viewDidDisappear` has been
///   called (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
/// - Non-animated pushes, pops and dismissals complete in the same turn.
@MainActor
struct PresentationTimingTests {
    static let flow = navigationFlow(
        root: "home",
        """
          <viewController id="home" class="TimingController" title="Home">
            <button title="Next"><segue kind="show" destination="next" animated="false"/></button>
          </viewController>
          <viewController id="next" title="Next"/>
          <viewController id="sheet" storyboardIdentifier="sheet" title="Sheet"/>
        """)

    func launch() throws -> (Application, TimingController) {
        let app = try launched(Self.flow, registry: registry(of: TimingController.self))
        return (app, try #require(app.topViewController as? TimingController))
    }

    func sheet(_ home: ViewController) throws -> ViewController {
        try #require(home.storyboard?.instantiateViewController(withIdentifier: "sheet"))
    }

    @Test func aControllerCanPresentFromItsViewDidAppear() throws {
        let (app, home) = try launch()
        let events = app.perform {
            let presented = TimingController()
            presented.presentOnAppear = ViewController()
            home.present(presented, animated: true)
        }
        #expect(!events.contains { $0.event == .warning })
        #expect(trace(events, [.present]) == ["present TimingController#1", "present TimingController#2"])
        #expect(app.screen.layers.count == 3)
    }

    @Test func theRevealedPresenterCanPresentFromItsViewDidAppear() throws {
        let (app, home) = try launch()
        let first = try sheet(home)
        first.modalPresentationStyle = .fullScreen
        app.perform { home.present(first, animated: true) }
        home.presentOnAppear = try sheet(home)
        let events = app.perform { first.dismiss(animated: true) }
        #expect(!events.contains { $0.event == .warning })
        #expect(
            trace(events, [.dismiss, .viewDidAppear, .present]) == [
                "dismiss NavigationController#1", "viewDidAppear NavigationController#1", "viewDidAppear TimingController#1",
                "present TimingController#1", "viewDidAppear ViewController#2",
            ])
    }

    @Test func theDismissCompletionRunsAfterViewDidDisappear() throws {
        let (app, home) = try launch()
        weak var shown: ViewController?
        try {
            let presented = try sheet(home)
            shown = presented
            app.perform { home.present(presented, animated: true) }
        }()
        let events = app.perform {
            home.dismiss(animated: true) { home.log("completion, sheet \(shown == nil ? "released" : "alive")") }
            home.log("after dismiss")
        }
        #expect(
            trace(events, [.viewDidDisappear, .log]) == [
                "log TimingController#1 after dismiss",
                "viewDidDisappear ViewController#1",
                "log TimingController#1 completion, sheet alive",
            ])
        #expect(trace(events, [.runLoopTurn]).count == 1)
        #expect(shown == nil, "released once the completion has run")
    }

    @Test func nonAnimatedPushPopAndDismissCompleteInTheirTurn() throws {
        let (app, home) = try launch()
        let push = try app.tapButton("Next")
        #expect(!push.contains { $0.event == .runLoopTurn })
        #expect(push.contains { $0.event == .viewDidAppear })
        let pop = app.perform { home.navigationController?.popViewController(animated: false) }
        #expect(trace(pop, [.viewDidAppear, .deinit, .runLoopTurn]) == ["viewDidAppear TimingController#1", "deinit ViewController#1"])
        let shown = try sheet(home)
        app.perform { home.present(shown, animated: false) }
        let dismiss = app.perform { home.dismiss(animated: false) }
        #expect(trace(dismiss, [.viewDidDisappear, .runLoopTurn]) == ["viewDidDisappear ViewController#2"])
    }

    @Test func dismissingWhileThePresentationAnimatesIsUIKitsWarning() throws {
        let (app, home) = try launch()
        let shown = try sheet(home)
        let events = app.perform {
            home.present(shown, animated: true)
            home.dismiss(animated: true)
        }
        let navigation = try #require(home.navigationController)
        #expect(
            events.filter { $0.event == .warning }.map(\.message) == [
                "Attempt to dismiss from view controller \(navigation.debugDescription) while a presentation or dismiss is in progress!"
            ])
        #expect(home.presentedViewController === shown, "the dismissal did not happen")
    }

    @Test func presentingAControllerTwiceOrPushingOrPoppingWronglyIsUIKitsException() throws {
        let (app, home) = try launch()
        let navigation = try #require(home.navigationController)
        let shown = try sheet(home)
        app.perform { home.present(shown, animated: false) }
        let twice = app.perform { shown.present(shown, animated: false) }
        #expect(
            twice.filter { $0.event == .error }.map(\.message) == [
                """
                Application tried to present modally a view controller \(shown.debugDescription) that is already being presented by \
                \(navigation.debugDescription).
                """
            ])
        app.perform { home.dismiss(animated: false) }
        let pushedTwice = app.perform { navigation.pushViewController(home, animated: true) }
        #expect(
            pushedTwice.filter { $0.event == .error }.map(\.message) == [
                "Pushing the same view controller instance more than once is not supported (\(home.debugDescription))"
            ])
        let popToMissing = app.perform { navigation.popToViewController(shown, animated: true) }
        #expect(popToMissing.filter { $0.event == .error }.map(\.message) == ["Tried to pop to a view controller that doesn't exist."])
        #expect(navigation.viewControllers.count == 1)
    }
}

/// Presents `presentOnAppear` (once) from `viewDidAppear`.
final class TimingController: ViewController {
    var presentOnAppear: ViewController?

    override func viewDidAppear(_ animated: Bool) {
        guard let next = presentOnAppear else { return }
        presentOnAppear = nil
        present(next, animated: true)
    }
}
