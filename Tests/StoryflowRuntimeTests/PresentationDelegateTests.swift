import StoryflowModel
import StoryflowRuntime
import StoryflowScreen
import Testing

/// The presentation controller's delegate (`UIAdaptivePresentationControllerDelegate`): asked whether the user may
/// swipe a sheet away and told before and after they do (not when code dismisses it), told of a refused attempt,
/// and asked how a popover adapts to a compact width (its `.none` keeps the popover).
@MainActor
struct PresentationDelegateTests {
    static let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <button title="Edit"><segue kind="present" presentation="pageSheet" destination="editorNav"/></button>
          </viewController>
          <navigationController id="editorNav"><root scene="editor"/></navigationController>
          <viewController id="editor" title="Editor"><button title="Done" effect="dismiss"/></viewController>
        </flow>
        """

    final class Listener: AdaptivePresentationControllerDelegate {
        var allowsDismissal = true
        var keepsPopovers = false
        var heard: [String] = []

        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle {
            heard.append("adapt")
            return keepsPopovers ? .none : .formSheet
        }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            heard.append("should")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) { heard.append("will") }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) { heard.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { heard.append("attempt") }
    }

    /// Opens the editor and makes `listener` its delegate, from the editor, as apps do (its presentation controller
    /// is that of the navigation controller presented).
    func openEditor(_ listener: Listener) throws -> Application {
        let app = try launched(Self.flow)
        try app.tapButton("Edit")
        let editor = try #require(app.topViewController)
        #expect(editor.presentationController === editor.navigationController?.presentationController)
        editor.presentationController?.delegate = listener
        return app
    }

    @Test func aSwipedAwaySheetTellsTheDelegateBeforeItDisappearsAndAfterItIsGone() throws {
        let listener = Listener()
        let app = try openEditor(listener)
        let events = try app.swipeDownToDismiss()
        #expect(listener.heard == ["should", "will", "did"])
        let order = trace(events, [.delegate, .viewWillDisappear, .viewDidDisappear]).filter { $0.hasSuffix("NavigationController#2") }
        #expect(
            order == [
                "delegate NavigationController#2", "delegate NavigationController#2", "viewWillDisappear NavigationController#2",
                "viewDidDisappear NavigationController#2", "delegate NavigationController#2",
            ], "\(order)")
        #expect(
            events.filter { $0.event == .delegate }.map(\.method) == [
                "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)",
            ])
    }

    @Test func codeThatDismissesTheSheetTellsTheDelegateNothing() throws {
        let listener = Listener()
        let app = try openEditor(listener)
        try app.tapButton("Done")
        #expect(app.screen.layers.count == 1 && listener.heard.isEmpty)
    }

    @Test func aRefusedSwipeLeavesTheSheetAndTellsTheDelegateOfTheAttempt() throws {
        let listener = Listener()
        listener.allowsDismissal = false
        let app = try openEditor(listener)
        try app.swipeDownToDismiss()
        app.topViewController?.isModalInPresentation = true
        try app.swipeDownToDismiss()
        #expect(listener.heard == ["should", "attempt", "attempt"], "isModalInPresentation refuses without asking")
        #expect(app.screen.layers.count == 2)
    }

    @Test func aDelegateAnsweringNoneKeepsAPopoverOnAnIPhone() throws {
        for keeps in [true, false] {
            let listener = Listener()
            listener.keepsPopovers = keeps
            let app = try launched(Self.flow)
            let home = try #require(app.topViewController)
            _ = app.perform {
                let tip = ViewController()
                tip.modalPresentationStyle = .popover
                tip.presentationController?.delegate = listener
                home.present(tip, animated: false)
            }
            #expect(listener.heard == ["adapt"])
            #expect(app.screen.topLayer?.presentation == (keeps ? .popover : .formSheet))
        }
    }
}

/// A popover segue gives its destination the popover style as it is made, so `prepare(for:sender:)` finds the
/// destination's `popoverPresentationController`, pointing at the trigger, and can make itself its delegate to
/// keep the popover on an iPhone, as apps do.
@MainActor
struct PopoverSegueTests {
    static let flow = navigationFlow(
        root: "home",
        """
          <viewController id="home" class="TipPresenter" title="Home">
            <button title="Tip"><segue id="tip" kind="popover" destination="tip"/></button>
          </viewController>
          <viewController id="tip" title="Tip"/>
        """)

    final class TipPresenter: ViewController, AdaptivePresentationControllerDelegate {
        var anchorSeenInPrepare: String?

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            let popover = segue.destination.popoverPresentationController
            anchorSeenInPrepare = (popover?.sourceView as? Button)?.title
            popover?.delegate = self
        }

        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle { .none }
    }

    @Test func prepareSeesThePopoverPointingAtItsTriggerAndItsDelegateKeepsItOnAnIPhone() throws {
        let app = try launched(Self.flow, registry: registry(of: TipPresenter.self), device: .iphone)
        let home = try #require(app.topViewController as? TipPresenter)
        try app.tapButton("Tip")
        #expect(home.anchorSeenInPrepare == "Tip")
        #expect(app.screen.topLayer?.presentation == .popover)
    }
}
