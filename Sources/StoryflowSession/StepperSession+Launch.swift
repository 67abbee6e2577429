import StoryflowIO
import StoryflowModel
import StoryflowRuntime
import StoryflowTerminal

/// Launching: the heading, the launch (at the initial scene or at `--start`'s), what to do when the flow has no
/// initial scene, and how a strict walk judges the errors the launch raised.
extension StepperSession {
    /// Launches the app (`configure` runs before the first screen shows, like the app delegate) and writes the
    /// session's heading, the launch events and the first screen.
    public func launch(configure: ((ViewController) -> Void)? = nil) {
        writeHeading()
        write("> (launch)\n")
        launchSetup = (nil, configure)
        lastEvents = application.launch(configure: configure)
        writeEvents(lastEvents)
        if application.storyboard.document.initialSceneID == nil { writeNote(Self.whereToStart(application.storyboard.document)) }
        writeScreen()
        judgeLaunch()
    }

    /// What to do when the flow has no initial scene: the scenes `open ID` and `--start` can begin at, those code
    /// makes by storyboard identifier first.
    static func whereToStart(_ document: FlowDocument) -> String {
        // Names `open` takes: not empty, no `://` (a deep link), nothing a command line cannot hold.
        let typeable = { (name: String) in
            !name.isEmpty && !DeepLinkPattern.isURL(name) && !name.unicodeScalars.contains { TerminalText.needsEscaping($0) }
        }
        let identified = document.scenes.compactMap(\.storyboardIdentifier).filter(typeable)
        let names = identified.isEmpty ? document.scenes.map(\.id).filter(typeable) : identified
        let listed = names.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        let missing =
            document.format == .storyboard
            ? "This storyboard has no initial view controller (Is Initial View Controller, in the Attributes inspector)"
            : "This flow has no `initial` scene"
        return "\(missing): start at a scene with `open ID` here or `storyflow run --start ID` (\(listed); `--start` alone lists them all)"
    }

    /// Launches the app at the scene `name` (a storyboard identifier or a scene id), as `--start` does; `false`
    /// (and nothing written) when no scene has that name.
    public func launch(startingAt name: String, configure: ((ViewController) -> Void)? = nil) -> Bool {
        guard application.startScene(named: name) != nil else { return false }
        writeHeading()
        write("> (launch at \(TerminalText.visible(name)))\n")
        launchSetup = (name, configure)
        lastEvents = application.launch(startingAt: name, configure: configure) ?? []
        writeEvents(lastEvents)
        writeScreen()
        judgeLaunch()
        return true
    }

    /// In a strict session, holds the errors the launch raised for the walk's first line to judge
    /// (`settleLaunch`).
    func judgeLaunch() {
        guard isStrict else { return }
        launchErrors = lastEvents.filter { $0.event == .error }
    }

    /// Judges the launch's errors by the walk's first command: an `expect error` or `expect failure` there is
    /// about the launch (and is used up); an `open` of a scene (`open ID`, as `--start`) starts the app afresh
    /// where code would, and a `device` line launches it again, so the walk does not rest on the launch (a note
    /// says what it raised); anything else leaves them unexpected, a failure. Returns whether the command was
    /// used up.
    func settleLaunch(by command: StepperCommand?, at location: String?) -> Bool {
        guard !launchErrors.isEmpty else { return false }
        let errors = launchErrors
        launchErrors = []
        switch command {
        case .expect(.error(let text))?, .expect(.failure(let text))?:
            if let matching = errors.first(where: { error in text.map { ExpectationCheck.mentions(error, $0) } ?? true }) {
                writeNote("ok: the launch raised the error it was meant to: \(Self.text(of: matching))")
            } else {
                fail(
                    "expected the launch to raise an error mentioning \"\(text ?? "")\", but it raised: " + errors.map(Self.text).joined(separator: "; "),
                    at: location)
            }
            return true
        case .open(let target)? where !DeepLinkPattern.isURL(target):
            writeNote("the walk starts at `\(TerminalText.visible(target))` as code would, so the launch's error is not judged: \(Self.text(of: errors[0]))")
            return false
        case .device(let device)?:
            writeNote("the walk launches the app again on an \(device.displayName), so this launch's error is not judged: \(Self.text(of: errors[0]))")
            return false
        default:
            fail("launching raised an error: \(Self.text(of: errors[0])) (write 'expect error' as the walk's first line if it is meant to)", at: "launch")
            return false
        }
    }

    func writeHeading() {
        let document = application.storyboard.document
        let name = TerminalText.visible(document.name ?? "flow")
        let count = document.scenes.count
        write("\(name): \(count) scene\(count == 1 ? "" : "s"), frame width \(width). Type 'help' for the commands.\n")
        let problems = application.storyboard.problems
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more; `storyflow check` lists them)" : ""
        writeNote(
            "the file has \(problems.count == 1 ? "1 error that does" : "\(problems.count) errors that do") not stop it running: line \(first.location.line): "
                + "\(TerminalText.visible(first.message)) [\(first.rule)]\(more)")
    }
}
