import StoryflowRuntime
import StoryflowScreen
import Testing

/// What UIKit would crash on is an error event with UIKit's message; the action is abandoned and the app goes on.
@MainActor
struct ErrorTests {
    func errors(_ events: [Event]) -> [String?] { events.filter { $0.event == .error }.map(\.message) }

    @Test func unknownSegueIdentifier() throws {
        let (app, _) = try launchSample()
        let players = try #require(app.topViewController)
        let events = app.perform { players.performSegue(withIdentifier: "Nope", sender: nil) }
        #expect(errors(events) == ["Receiver (<TableViewController#1>) has no segue with identifier 'Nope'"])
        #expect(app.screen.layers.count == 1)
    }

    @Test func performSegueDoesNotAskShouldPerformSegue() throws {
        let (app, _) = try launchSample()
        let players = try #require(app.topViewController)
        let events = app.perform { players.performSegue(withIdentifier: "Add", sender: nil) }
        #expect(!events.contains { $0.event == .shouldPerformSegue })
        #expect(app.screen.layers.count == 2)
    }

    @Test func unknownStoryboardIdentifier() throws {
        let storyboard = try Storyboard(contentsOf: flowPath("Ratings.flow.xml"))
        #expect(storyboard.instantiateViewController(withIdentifier: "Missing") == nil)
        #expect(errors(storyboard.log.events) == ["Storyboard (<Storyboard: Ratings>) doesn't contain a view controller with identifier 'Missing'"])
    }

    @Test func unknownReuseIdentifier() throws {
        let flow = """
            <flow version="1" initial="list">
              <tableViewController id="list" class="WrongCellController"><tableView><prototype reuseIdentifier="Cell"/></tableView></tableViewController>
            </flow>
            """
        let registry = ClassRegistry()
        registry.register(WrongCellController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry))
        let events = app.launch()
        #expect(
            errors(events) == [
                "unable to dequeue a cell with identifier Celll - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
        // dequeueReusableCell(withIdentifier:for:) has no cell to give; the row shows empty whatever the data
        // source sets on what it got (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)).
        let row = try #require(app.screen.topLayer?.body.table?.sections[0].rows.first)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.count == 1)
        #expect(row.text == nil && row.accessory == .none)
    }

    @Test func legacyPushWithoutANavigationControllerAndShowFallingBackToPresent() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a">
                <button title="Push"><segue id="legacy" kind="push" destination="b"/></button>
                <button title="Show"><segue id="show" kind="show" destination="b"/></button>
              </viewController>
              <viewController id="b"><label text="B"/></viewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let push = try app.tapButton("Push")
        #expect(
            errors(push) == [
                """
                Could not find a navigation controller for segue 'legacy'. Push segues can only be used when the source controller is managed by an instance \
                of UINavigationController.
                """
            ])
        #expect(push.contains { $0.event == .deinit && $0.instance == "ViewController#2" }, "the abandoned destination is released")
        #expect(app.screen.layers.count == 1)
        let show = try app.tapButton("Show")
        #expect(errors(show).isEmpty)
        #expect(app.screen.layers.count == 2)
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["B"])
    }

    @Test func pushingANavigationControllerIsNotSupported() throws {
        let (app, _) = try launchSample()
        let navigation = try #require(app.topViewController?.navigationController)
        let events = app.perform { navigation.pushViewController(NavigationController(), animated: true) }
        #expect(errors(events) == ["Pushing a navigation controller is not supported"])
        let split = app.perform { navigation.pushViewController(SplitViewController(), animated: true) }
        #expect(errors(split) == ["Split View Controllers cannot be pushed to a Navigation Controller"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func unregisteredClassesRunAsGenericControllersWithANote() throws {
        let storyboard = try Storyboard(contentsOf: flowPath("Ratings.flow.xml"))
        let app = Application(storyboard: storyboard)
        let events = app.launch()
        #expect(
            events.filter { $0.event == .note }.map(\.message) == [
                "Unknown class PlayersViewController in Interface Builder file.", "Unknown class PlayerCell in Interface Builder file.",
            ])
        #expect(app.topViewController?.className == "TableViewController")
    }

    @Test func loadErrorsThatLeaveTheFlowUnclearAreThrownWithTheirDiagnostics() throws {
        #expect(throws: StoryboardLoadError.self) { try Storyboard(contentsOf: "/nonexistent/x.flow.xml") }
        let unfinished = try #require(throws: StoryboardLoadError.self) { try Storyboard(string: #"<flow version="1" initial="a"><viewController id="a">"#) }
        #expect(unfinished.diagnostics.map(\.rule) == ["xml-syntax"])
        let twice = try #require(throws: StoryboardLoadError.self) {
            try Storyboard(string: #"<flow version="1" initial="a"><viewController id="a"/><viewController id="a"/></flow>"#)
        }
        #expect(twice.reason == "two scenes have the id `a`, so a segue to it could lead to either")
        #expect(twice.diagnostics.map(\.rule) == ["duplicate-id"])
        let cycle = try #require(throws: StoryboardLoadError.self) {
            try Storyboard(
                string: """
                    <flow version="1" initial="n"><navigationController id="n"><root scene="t"/></navigationController>\
                    <tabBarController id="t"><tab scene="n"/></tabBarController></flow>
                    """
            )
        }
        #expect(cycle.diagnostics.map(\.rule).contains("relationship-cycle"))
    }

    @Test func errorsThatDoNotStopAFlowRunningAreKeptForTheSessionToShow() throws {
        let storyboard = try Storyboard(string: #"<flow version="1" initial="a"><viewController id="a"><bogus/><button title="Go"/></viewController></flow>"#)
        #expect(storyboard.problems.map(\.rule) == ["unknown-element"])
        let app = Application(storyboard: storyboard)
        #expect(!app.launch().contains { $0.event == .error })
        #expect(app.topViewController?.scene?.id == "a")
    }

    @Test func aStoryboardThatIsNotForIOSCannotBeRunAndSaysWhy() throws {
        let macOS = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <scenes/></document>
            """
        let error = try #require(throws: StoryboardLoadError.self) { try Storyboard(string: macOS, file: "Main.storyboard") }
        #expect(error.description.contains("warning: this is a macOS storyboard"))
    }
}

/// What UIKit only logs (a warning event, the call does nothing) or ignores, and what it raises on when a
/// presentation is impossible (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
@MainActor
struct PresentationMisuseTests {
    func launch() throws -> (Application, ViewController) {
        let (app, _) = try launchSample()
        return (app, try #require(app.topViewController))
    }

    @Test func presentingOnAControllerOutOfTheWindowIsAWarning() throws {
        let (app, _) = try launch()
        var loose: ViewController?
        let events = app.perform {
            loose = ViewController()
            loose?.present(ViewController(), animated: true)
        }
        let name = try #require(loose?.debugDescription)
        #expect(
            events.filter { $0.event == .warning }.map(\.message) == [
                "Attempt to present <ViewController#3> on \(name) (from \(name)) whose view is not in the window hierarchy."
            ])
        #expect(!events.contains { $0.event == .error || $0.event == .present })
        #expect(app.screen.layers.count == 1)
    }

    @Test func presentingAChildOrAControllerOnScreenIsUIKitsException() throws {
        let (app, players) = try launch()
        let navigation = try #require(players.navigationController)
        let child = app.perform { players.present(players, animated: true) }
        #expect(
            child.filter { $0.event == .error }.map(\.message) == [
                """
                Application tried to present modally a view controller <TableViewController#1> that has a parent view controller \
                \(navigation.debugDescription).
                """
            ])
        let tabs = try #require(players.tabBarController)
        let active = app.perform { players.present(tabs, animated: true) }
        #expect(
            active.filter { $0.event == .error }.map(\.message) == [
                "Application tried to present modally an active controller \(tabs.debugDescription)."
            ])
        #expect(app.screen.layers.count == 1)
    }

    /// `selectedIndex` out of range is not an exception: UIKit keeps the selection
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex).
    @Test func aTabIndexOutOfRangeIsIgnoredAsUIKitDoes() throws {
        let (app, players) = try launch()
        let tabs = try #require(players.tabBarController)
        let events = app.perform { tabs.selectedIndex = 9 }
        #expect(!events.contains { $0.event == .error })
        #expect(events.contains { $0.event == .note && $0.message?.contains("UIKit ignores it and keeps tab 0") == true })
        #expect(tabs.selectedIndex == 0)
    }
}

final class WrongCellController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Celll", for: indexPath)
        cell.textLabel?.text = "Row text"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
