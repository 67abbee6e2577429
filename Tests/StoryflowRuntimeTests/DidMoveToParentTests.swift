import StoryflowRuntime
import StoryflowSemantics
import Testing

/// A navigation controller adds a pushed controller as its child and calls `didMove(toParent:)` on it when the
/// push's transition ends, after `viewDidAppear`; a popped controller hears `didMove(toParent: nil)` after its
/// `viewDidDisappear` (Apple's `didMove(toParent:)`: "after the transition to the new controller is complete";
/// the order as Neuburg's Programming iOS, "View Controller Lifetime Events", lists it).
@MainActor
struct DidMoveToParentTests {
    let flow = navigationFlow(
        root: "list",
        """
          <viewController id="list" title="List">
            <button title="Open"><segue id="open" kind="show" destination="detail"/></button>
          </viewController>
          <viewController id="detail" title="Detail">
            <button title="More"><segue id="more" kind="show" destination="more"/></button>
          </viewController>
          <viewController id="more" title="More"/>
        """)

    /// `didMoveToParent instance parent` for each didMove event, and the lifecycle events around it.
    func moves(_ events: [Event]) -> [String] {
        events.filter { [.didMoveToParent, .viewDidAppear, .viewDidDisappear, .deinit].contains($0.event) }.map { event in
            [event.event.rawValue, event.instance, event.event == .didMoveToParent ? event.destination : nil]
                .compactMap { $0 }.joined(separator: " ")
        }
    }

    @Test func aPushedControllerMovesToItsNavigationControllerAfterItAppears() throws {
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let push = try app.tapButton("Open") + app.runUntilIdle()
        #expect(
            moves(push) == [
                "viewDidDisappear ViewController#1", "viewDidAppear ViewController#2",
                "didMoveToParent ViewController#2 NavigationController#1",
            ])
    }

    @Test func aPoppedControllerMovesToNilAfterItDisappearsAndBeforeItIsReleased() throws {
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapButton("Open")
        _ = app.runUntilIdle()
        let pop = try app.back() + app.runUntilIdle()
        #expect(
            moves(pop) == [
                "viewDidDisappear ViewController#2", "viewDidAppear ViewController#1",
                "didMoveToParent ViewController#2 nil", "deinit ViewController#2",
            ])
    }

    @Test func poppingToTheRootMovesEachPoppedControllerToNilFromTheTop() throws {
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapButton("Open")
        _ = app.runUntilIdle()
        try app.tapButton("More")
        _ = app.runUntilIdle()
        let pop =
            app.perform { _ = app.topViewController?.navigationController?.popToRootViewController(animated: true) }
            + app.runUntilIdle()
        #expect(
            moves(pop).filter { $0.hasPrefix("didMoveToParent") } == [
                "didMoveToParent ViewController#3 nil", "didMoveToParent ViewController#2 nil",
            ])
        #expect(app.topViewController?.navigationController?.viewControllers.count == 1)
    }

    @Test func aStackOffScreenMovesAtOnce() throws {
        let navigation = NavigationController(rootViewController: ViewController())
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.parent === navigation)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed && pushed.parent == nil)
    }

    @Test func settingTheStackMovesTheControllersThatJoinAndLeaveIt() throws {
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let events = app.perform {
            guard let navigation = app.topViewController?.navigationController else { return }
            navigation.setViewControllers([ViewController(), ViewController()], animated: false)
        }
        #expect(
            moves(events).filter { $0.hasPrefix("didMoveToParent") } == [
                "didMoveToParent ViewController#1 nil", "didMoveToParent ViewController#2 NavigationController#1",
                "didMoveToParent ViewController#3 NavigationController#1",
            ])
    }

    @Test func onAnIPadShowDetailMovesTheOldSecondaryToNilAndTheNewOneToTheSplitViewController() throws {
        let split = """
            <flow version="1" initial="split">
              <splitViewController id="split"><master scene="master"/><detail scene="detail"/></splitViewController>
              <viewController id="master" title="Master">
                <button title="Replace"><segue id="replace" kind="showDetail" destination="other"/></button>
              </viewController>
              <viewController id="detail" title="Detail"/>
              <viewController id="other" title="Other"/>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: split), device: .ipad)
        app.launch()
        let replace = try app.tapButton("Replace") + app.runUntilIdle()
        #expect(
            moves(replace) == [
                "viewDidDisappear ViewController#2", "viewDidAppear ViewController#3",
                "didMoveToParent ViewController#2 nil", "didMoveToParent ViewController#3 SplitViewController#1",
                "deinit ViewController#2",
            ])
    }
}
