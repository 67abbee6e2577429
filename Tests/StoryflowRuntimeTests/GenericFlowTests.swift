import StoryflowRuntime
import StoryflowScreen
import Testing

/// A flow with no code runs on generic controllers: static tables, sample rows and the flow's effects.
@MainActor
struct GenericFlowTests {
    func launch() throws -> Application {
        let app = Application(storyboard: try Storyboard(contentsOf: flowPath("Ratings.flow.xml")))
        app.launch()
        return app
    }

    @Test func prototypeTablesShowTheirSampleRows() throws {
        let app = try launch()
        let rows = try #require(app.screen.topLayer?.body.table?.sections.first?.rows)
        #expect(
            rows.map { $0.subviews.map(\.text) } == [
                ["Bill Evans", "Tic-Tac-Toe", "★★★★☆"], ["Oscar Peterson", "Spin the Bottle", "★★★★★"], ["Dave Brubeck", "Texas Hold’em Poker", "★★☆☆☆"],
            ])
    }

    @Test func staticTablesAndEffectsNeedNoCode() throws {
        let app = try launch()
        try app.tapBarButton("+")
        let layer = try #require(app.screen.topLayer)
        #expect(layer.body.table?.style == .grouped)
        #expect(layer.body.table?.sections.map(\.header) == ["Player Name", nil])
        #expect(layer.body.table?.sections[0].rows[0].subviews.map(\.placeholder) == ["Name"])
        #expect(
            layer.body.table?.sections[1].rows[0]
                == ScreenRow(
                    section: 1, row: 0, style: .rightDetail, text: "Game", detail: "Chess", accessory: .disclosureIndicator
                ))
        try app.tapRow(IndexPath(row: 0, section: 1))
        let picker = try #require(app.screen.topLayer)
        #expect(picker.navigationBar?.title == "Choose Game")
        #expect(picker.navigationBar?.backButtonTitle == "Add Player")
        #expect(picker.body.table?.sections[0].rows.count == 6)
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.title == "Add Player")
        let cancel = try app.tapBarButton("Cancel")
        #expect(cancel.contains { $0.event == .action && $0.message == "effect: dismiss" })
        #expect(cancel.filter { $0.event == .deinit }.map(\.instance) == ["NavigationController#2", "TableViewController#2"])
        #expect(app.screen.layers.count == 1)
    }

    @Test func embedSegueRunsWhileTheParentLoads() throws {
        let flow = """
            <flow version="1" initial="parent">
              <viewController id="parent" class="ParentViewController">
                <label text="Photo"/>
                <containerView><segue id="details" kind="embed" destination="child"/></containerView>
              </viewController>
              <viewController id="child"><label text="Details"/></viewController>
            </flow>
            """
        let registry = ClassRegistry()
        registry.register(ParentViewController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
        let events = app.launch()
        // UIKit performs an embed segue while the parent's view loads: the child's view is added to the container
        // view (so it loads first), then `didMove(toParent:)`, then the parent's `viewDidLoad`
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)).
        #expect(
            trace(events, lifecycle.union([.didMoveToParent])) == [
                "init ParentViewController#1",
                "init ViewController#1",
                "prepare ParentViewController#1 details",
                "perform ParentViewController#1 details",
                "viewDidLoad ViewController#1",
                "didMoveToParent ViewController#1",
                "viewDidLoad ParentViewController#1",
                "viewWillAppear ParentViewController#1",
                "viewWillAppear ViewController#1",
                "viewDidAppear ParentViewController#1",
                "viewDidAppear ViewController#1",
            ])
        let parent = try #require(app.topViewController as? ParentViewController)
        #expect(parent.preparedChild === parent.children.first)
        let container = try #require(app.screen.topLayer?.body.controls.last)
        #expect(container.kind == .containerView)
        #expect(container.embedded.first?.body.controls.map(\.text) == ["Details"])
    }

    @Test func shouldPerformSegueCanVeto() throws {
        let flow = navigationFlow(
            root: "a",
            """
              <viewController id="a" class="VetoingViewController"><button title="Go"><segue id="go" kind="show" destination="b"/></button></viewController>
              <viewController id="b"/>
            """)
        let registry = ClassRegistry()
        registry.register(VetoingViewController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
        app.launch()
        let events = try app.tapButton("Go")
        #expect(trace(events, [.shouldPerformSegue, .`init`, .prepare, .note]).count == 2)
        #expect(events.last?.event == .note)
        #expect(app.screen.topLayer?.sceneID == "a")
    }

    @Test func customSeguesUseTheRegisteredClass() throws {
        let flow = navigationFlow(
            root: "a",
            """
              <viewController id="a"><button title="Go"><segue id="fade" kind="custom" class="FadeSegue" destination="b"/></button></viewController>
              <viewController id="b" title="B"/>
            """)
        let registry = ClassRegistry()
        registry.registerSegue("FadeSegue") { FadeSegue(identifier: $0, source: $1, destination: $2) }
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
        app.launch()
        let events = try app.tapButton("Go")
        #expect(events.contains { $0.event == .log && $0.message == "FadeSegue.perform" })
        #expect(app.screen.topLayer?.navigationBar?.title == "B")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "Back")
    }
}

final class ParentViewController: ViewController {
    weak var preparedChild: ViewController?

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        preparedChild = segue.destination
    }
}

final class VetoingViewController: ViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
}

final class FadeSegue: StoryboardSegue {
    override func perform() {
        source.log("FadeSegue.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// A generic controller has no code for an action the flow names: it applies the effect (none) instead of
/// reporting UIKit's unrecognized selector, so a pure-XML preview of Homepwner's Add button does not fail.
@MainActor
struct GenericActionTests {
    @Test func anActionWithoutAnEffectIsRecordedNotAnError() throws {
        let app = Application(storyboard: try Storyboard(contentsOf: flowPath("Homepwner.flow.xml")))
        app.launch()
        let events = try app.tapButton("Add")
        #expect(events.map(\.event) == [.action])
        #expect(events.first?.method == "addNewItem")
        #expect(events.first?.message == "effect: none")
    }

    @Test func aControlWithoutAnActionSendsNothing() throws {
        let flow = """
            <flow version="1" initial="job">
              <viewController id="job" class="JobViewController">
                <switch outlet="finishSwitch"/>
                <button title="Idle"/>
              </viewController>
            </flow>
            """
        let registry = ClassRegistry()
        registry.register(ViewController.self, as: "JobViewController")
        for registry in [ClassRegistry(), registry] {
            let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
            app.launch()
            #expect(try app.toggleSwitch("finishSwitch").isEmpty)
            #expect(app.topViewController?.outlet("finishSwitch", as: Switch.self)?.isOn == true)
            #expect(try app.tapButton("Idle").isEmpty)
        }
    }
}
