import StoryflowRuntime
import Testing

/// A pushed controller hears `willMove(toParent:)` before it appears and sees `isMovingToParent` in its appearance
/// calls; a popped one hears `willMove(toParent: nil)` before it disappears and sees `isMovingFromParent`; a
/// controller covered by a presentation, or shown again by a pop, sees neither
/// (`UIViewController.isMovingToParent`, `isMovingFromParent`, `willMove(toParent:)`).
@MainActor
struct MovingToParentTests {
    static let flow = navigationFlow(
        root: "list",
        """
          <viewController id="list" class="MovingObserver" title="List">
            <button title="Open"><segue kind="show" destination="detail"/></button>
          </viewController>
          <viewController id="detail" class="MovingObserver" title="Detail">
            <button title="Cover"><segue kind="present" presentation="fullScreen" destination="cover"/></button>
          </viewController>
          <viewController id="cover" title="Cover"><button title="Close" effect="dismiss"/></viewController>
        """)

    final class MovingObserver: ViewController {
        override func willMove(toParent parent: ViewController?) {
            log("willMove(toParent: \(parent?.instanceName ?? "nil"))")
        }
        override func viewWillAppear(_ animated: Bool) {
            log("viewWillAppear isMovingToParent=\(isMovingToParent)")
        }
        override func viewDidAppear(_ animated: Bool) {
            log("viewDidAppear isMovingToParent=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            log("viewWillDisappear isMovingFromParent=\(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            log("viewDidDisappear isMovingFromParent=\(isMovingFromParent)")
        }
    }

    func logs(_ events: [Event], of instance: String) -> [String] {
        events.filter { $0.event == .log && $0.instance == instance }.compactMap(\.message)
    }

    @Test func aPushIsMovingToTheParentAndAPopIsMovingFromItACoverIsNeither() throws {
        let app = try launched(Self.flow, registry: registry(of: MovingObserver.self))
        let push = try app.tapButton("Open")
        #expect(
            logs(push, of: "MovingObserver#2") == [
                "willMove(toParent: NavigationController#1)", "viewWillAppear isMovingToParent=true", "viewDidAppear isMovingToParent=true",
            ])
        #expect(logs(push, of: "MovingObserver#1") == ["viewWillDisappear isMovingFromParent=false", "viewDidDisappear isMovingFromParent=false"])
        let cover = try app.tapButton("Cover") + app.tapButton("Close")
        #expect(
            logs(cover, of: "MovingObserver#2") == [
                "viewWillDisappear isMovingFromParent=false", "viewDidDisappear isMovingFromParent=false",
                "viewWillAppear isMovingToParent=false", "viewDidAppear isMovingToParent=false",
            ])
        let pop = try app.back()
        #expect(
            logs(pop, of: "MovingObserver#2") == [
                "willMove(toParent: nil)", "viewWillDisappear isMovingFromParent=true", "viewDidDisappear isMovingFromParent=true",
            ])
        #expect(logs(pop, of: "MovingObserver#1") == ["viewWillAppear isMovingToParent=false", "viewDidAppear isMovingToParent=false"])
    }
}
