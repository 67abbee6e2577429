import StoryflowRuntime
import Testing

/// What each segue kind does where its usual container is missing, and a segue class on a kind other than
/// `custom`.
///
/// - `show(_:sender:)` pushes in a navigation controller; a navigation controller cannot be pushed, so it is
///   presented (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
/// - `showDetailViewController(_:sender:)` outside a split view presents modally
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)).
/// - A segue's class is instantiated whatever its kind
///   (https://developer.apple.com/documentation/uikit/uistoryboardsegue, "Subclassing Notes").
@MainActor
struct SegueKindTests {
    static let flow = navigationFlow(
        root: "home",
        """
          <viewController id="home" title="Home">
            <button title="Modal stack"><segue kind="show" destination="otherNav"/></button>
            <button title="Detail"><segue kind="showDetail" destination="detail"/></button>
            <button title="Fade"><segue id="fade" kind="show" class="FadeSegue" destination="detail"/></button>
            <button title="Plain"><segue id="plain" kind="show" class="PlainSegue" destination="detail"/></button>
          </viewController>
          <navigationController id="otherNav"><root scene="detail"/></navigationController>
          <viewController id="detail" title="Detail"/>
        """)

    func launch(registering: Bool = false) throws -> Application {
        let registry = ClassRegistry()
        if registering { registry.registerSegue("FadeSegue") { FadeSegue(identifier: $0, source: $1, destination: $2) } }
        return try launched(Self.flow, registry: registry)
    }

    /// A show segue to a navigation controller ("Modal stack") and a showDetail segue outside a split view
    /// ("Detail") both present their destination, with no error, push or showDetail on the way.
    @Test(arguments: ["Modal stack", "Detail"])
    func aSegueWithoutItsContainerPresents(button: String) throws {
        let app = try launch()
        let events = try app.tapButton(button)
        #expect(!events.contains { [.error, .push, .showDetail].contains($0.event) })
        #expect(trace(events, [.present]) == ["present ViewController#1"])
        #expect(app.screen.layers.count == 2)
    }

    @Test func aRegisteredSegueClassRunsForAnyKind() throws {
        let app = try launch(registering: true)
        let events = try app.tapButton("Fade")
        #expect(events.contains { $0.event == .log && $0.message == "FadeSegue.perform" })
    }

    @Test func anUnregisteredSegueClassOnAStandardKindRunsTheStandardSegueWithANote() throws {
        let app = try launch()
        let events = try app.tapButton("Plain")
        #expect(!events.contains { $0.event == .error })
        #expect(events.contains { $0.event == .note && $0.message == "the segue class `PlainSegue` is not registered, so the standard show segue runs" })
        #expect(app.screen.topLayer?.navigationBar?.title == "Detail")
    }

    @Test func presentingFromAControllerBeingDismissedIsAPresentationInProgress() throws {
        let app = try launch()
        try app.tapButton("Detail")
        let sheet = try #require(app.rootViewController?.presentedViewController)
        let events = app.perform {
            sheet.dismiss(animated: true)
            sheet.present(ViewController(), animated: true)
        }
        #expect(
            events.filter { $0.event == .warning }.map(\.message) == [
                "Attempt to present <ViewController#3> on \(sheet.debugDescription) (from \(sheet.debugDescription)) while a presentation is in progress."
            ])
    }

    /// A button's action and its segue both answer a tap (a control sends every target-action it has,
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)).
    @Test func aButtonWithAnActionAndASegueSendsTheActionThenPerformsTheSegue() throws {
        let flow = navigationFlow(
            root: "home",
            """
              <viewController id="home" title="Home">
                <button title="Go" action="goTapped"><segue id="go" kind="show" destination="next"/></button>
              </viewController>
              <viewController id="next" title="Next"/>
            """)
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let events = try app.tapButton("Go")
        #expect(trace(events, [.action, .prepare]) == ["action ViewController#1 effect: none", "prepare ViewController#1 go"])
        #expect(app.screen.topLayer?.navigationBar?.title == "Next")
    }

    @Test func anUnwindWithNoDestinationSaysWhichSceneDeclaresTheAction() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a"><button title="Open"><segue kind="present" destination="b"/></button></viewController>
              <viewController id="b"><button title="Back"><segue kind="unwind" action="backHome"/></button></viewController>
              <viewController id="elsewhere" storyboardIdentifier="elsewhere"><unwindAction name="backHome"/></viewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapButton("Open")
        let events = try app.tapButton("Back")
        #expect(events.contains { $0.event == .error && $0.message == "Could not find a view controller to execute unwinding for <ViewController#2>" })
        #expect(
            events.contains {
                $0.event == .note
                    && $0.message
                        == """
                        no controller between here and the window's root implements the unwind action `backHome`; it is declared by `elsewhere`, which is \
                        not below or behind this scene now
                        """
            })
    }
}
