import StoryflowIO
import StoryflowModel
import StoryflowRuntime
import StoryflowTerminal

/// Deep links in a session: `--open` at launch and the `open` command, each starting the app afresh.
extension StepperSession {
    /// Starts the app afresh at the deep link for `url` (the `open` command), as a step.
    func openDeepLink(_ url: String, command: StepperCommand, location: String?) {
        guard DeepLinkPattern.isURL(url) else {
            // A scene, as `--start` takes it.
            if let events = application.launch(startingAt: url, configure: launchSetup.configure) {
                stepSucceeded(events, command, at: location)
            } else {
                stepFailed(
                    "no scene has the storyboard identifier or id `\(TerminalText.visible(url))`; a deep link is a URL (scheme://…)", command, at: location)
            }
            return
        }
        switch application.open(url, configure: launchSetup.configure) {
        case .success(let events): stepSucceeded(events, command, at: location)
        case .failure(let failure): stepFailed(failure.message(for: url), command, at: location)
        }
    }

    /// Launches the app at the deep link for `url`, as `--open` does, and writes the heading, the events and the
    /// first screen; the reason when it cannot (and nothing written).
    public func launch(opening url: String, configure: ((ViewController) -> Void)? = nil) -> String? {
        switch application.open(url, configure: configure) {
        case .failure(let failure):
            return failure.message(for: url)
        case .success(let events):
            writeHeading()
            write("> (open \(TerminalText.visible(url)))\n")
            launchSetup = (nil, configure)
            lastEvents = events
            writeEvents(lastEvents)
            writeScreen()
            judgeLaunch()
            return nil
        }
    }
}
