import StoryflowRuntime
import Testing

/// UIKit's main run loop: an animated transition's did-calls and completion come when its animation ends, in a
/// later turn, after the code that started it has returned.
///
/// - `present(_:animated:completion:)`: "The completion handler is called after the viewDidAppear(_:) method is
///   called on the presented view controller."
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))
/// - `dismiss(animated:completion:)`: "The block to execute after the view controller is dismissed."
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
/// - `DispatchQueue.main.async`: the block runs in a later pass of the main run loop.
///   (https://developer.apple.com/documentation/foundation/runloop)
@MainActor
struct RunLoopTests {
    static let flow = navigationFlow(
        root: "home",
        """
          <viewController id="home" class="PresentingController" title="Home">
            <button title="Open" action="open"/>
            <button title="Open at once" action="openAtOnce"/>
            <button title="Queue" action="queue"/>
            <button title="Forever" action="forever"/>
          </viewController>
          <viewController id="sheet" storyboardIdentifier="sheet" title="Sheet">
            <button title="Close" effect="dismiss"/>
          </viewController>
        """)

    func launch() throws -> (Application, PresentingController) {
        let app = try launched(Self.flow, registry: registry(of: PresentingController.self))
        return (app, try #require(app.topViewController as? PresentingController))
    }

    @Test func codeAfterAnAnimatedPresentRunsBeforeViewDidAppearAndTheCompletion() throws {
        let (app, _) = try launch()
        let events = try app.tapButton("Open")
        #expect(
            trace(events, [.present, .viewWillAppear, .viewDidAppear, .log, .runLoopTurn]) == [
                "present PresentingController#1",
                "viewWillAppear ViewController#1",
                "log PresentingController#1 after present",
                "runLoopTurn 1",
                "viewDidAppear ViewController#1",
                "log PresentingController#1 completion",
            ])
    }

    @Test func aPresentationWithoutAnimationCompletesInTheSameTurn() throws {
        let (app, _) = try launch()
        let events = try app.tapButton("Open at once")
        #expect(
            trace(events, [.viewDidAppear, .log, .runLoopTurn]) == [
                "viewDidAppear ViewController#1",
                "log PresentingController#1 completion",
                "log PresentingController#1 after present",
            ])
    }

    @Test func aTestCanRunOneTurnAtATime() throws {
        let (app, home) = try launch()
        app.settlesAfterEachGesture = false
        let tap = try app.tapButton("Open")
        #expect(!tap.contains { $0.event == .viewDidAppear })
        weak let sheet = home.presentedViewController
        #expect(sheet?.isBeingPresented == true)
        #expect(app.runLoop.hasPendingWork)
        let turn = app.runTurn()
        #expect(
            trace(turn, [.viewDidAppear, .log, .runLoopTurn]) == [
                "runLoopTurn 1", "viewDidAppear ViewController#1", "log PresentingController#1 completion",
            ])
        #expect(sheet?.isBeingPresented == false)
        #expect(app.runTurn().isEmpty, "an idle run loop has no turn to run")

        let close = try app.tapButton("Close")
        #expect(sheet?.isBeingDismissed == true)
        #expect(home.presentedViewController === sheet, "a controller stays presented until its dismissal ends")
        #expect(!close.contains { $0.event == .viewDidDisappear || $0.event == .deinit })
        let end = app.runUntilIdle()
        #expect(trace(end, [.viewDidDisappear, .deinit]) == ["viewDidDisappear ViewController#1", "deinit ViewController#1"])
        #expect(home.presentedViewController == nil)
        #expect(sheet == nil)
    }

    @Test func queuedWorkRunsInLaterTurnsInTheOrderItWasQueued() throws {
        let (app, _) = try launch()
        let events = try app.tapButton("Queue")
        #expect(
            trace(events, [.log, .runLoopTurn]) == [
                "log PresentingController#1 queued first and second",
                "runLoopTurn 1",
                "log PresentingController#1 first",
                "log PresentingController#1 second",
                "runLoopTurn 2",
                "log PresentingController#1 queued by first",
            ])
    }

    @Test func workThatQueuesItselfForeverStopsAtTheLimitWithANote() throws {
        let (app, _) = try launch()
        let events = try app.tapButton("Forever")
        #expect(events.filter { $0.event == .runLoopTurn }.count == MainRunLoop.maximumTurnsUntilIdle)
        #expect(events.last?.event == .note)
        #expect(events.last?.message?.contains("still had work after \(MainRunLoop.maximumTurnsUntilIdle) turns") == true)
        #expect(app.runLoop.hasPendingWork)
    }

    @Test func runningTheLoopFromInsideATurnLeavesTheNextTurnsWorkForLater() throws {
        let (app, home) = try launch()
        let events = app.perform {
            MainRunLoop.async {
                MainRunLoop.async { home.log("second turn") }
                app.runUntilIdle()
                home.log("end of first turn")
            }
        }
        #expect(
            trace(events, [.log, .runLoopTurn]) == [
                "runLoopTurn 1", "log PresentingController#1 end of first turn", "runLoopTurn 2", "log PresentingController#1 second turn",
            ])
    }

    @Test func anAlertBeingDismissedTakesNoSecondChoice() throws {
        let (app, home) = try launch()
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in home.log("handler") })
        app.perform { home.present(alert, animated: true) }
        app.settlesAfterEachGesture = false
        try app.chooseAlertAction("OK")
        let refusal = #expect(throws: ApplicationError.self) { try app.chooseAlertAction("OK") }
        #expect(refusal?.description == "the alert is being dismissed; run the run loop until it is gone")
        #expect(trace(app.runUntilIdle(), [.log]) == ["log PresentingController#1 handler"])
    }

    @Test func queuedWorkIsBoundedWithANote() throws {
        let (app, _) = try launch()
        app.settlesAfterEachGesture = false
        var ran = 0
        let events = app.perform {
            for _ in 0...MainRunLoop.maximumQueuedWork { MainRunLoop.async { ran += 1 } }
        }
        #expect(
            events.filter { $0.event == .note }.map(\.message) == [
                "the main run loop already has \(MainRunLoop.maximumQueuedWork) blocks of work queued; more is dropped"
            ])
        app.runUntilIdle()
        #expect(ran == MainRunLoop.maximumQueuedWork)
    }

    @Test func outsideAnApplicationQueuedWorkRunsAtOnce() {
        var ran = false
        MainRunLoop.async { ran = true }
        #expect(ran, "with no application running the code there is no run loop to wait for")
    }
}

/// Presents the `sheet` scene from code, as an app's action method would.
final class PresentingController: ViewController {
    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "open": { [unowned self] _ in open(animated: true) }
        case "openAtOnce": { [unowned self] _ in open(animated: false) }
        case "queue": { [unowned self] _ in queue() }
        case "forever": { [unowned self] _ in forever() }
        default: nil
        }
    }

    private func open(animated: Bool) {
        guard let sheet = storyboard?.instantiateViewController(withIdentifier: "sheet") else { return }
        present(sheet, animated: animated) { [unowned self] in log("completion") }
        log("after present")
    }

    private func queue() {
        MainRunLoop.async { [unowned self] in
            log("first")
            MainRunLoop.async { [unowned self] in log("queued by first") }
        }
        MainRunLoop.async { [unowned self] in log("second") }
        log("queued first and second")
    }

    private func forever() {
        MainRunLoop.async { [weak self] in self?.forever() }
    }
}
