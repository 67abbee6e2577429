import StoryflowIO
import StoryflowModel
import StoryflowRuntime
import StoryflowScreen
import StoryflowTerminal

/// A stepping session: it launches an app, runs the commands it is given (typed at the prompt or read from a
/// script) and writes what each caused, the events then the new screen, as a transcript.
///
/// The transcript holds no addresses and no timings, and instance numbers come from the event log, so the same
/// commands give the same bytes on every run.
///
/// ```swift
/// let session = StepperSession(application: Application(storyboard: storyboard), width: 60) { print($0, terminator: "") }
/// session.launch { root in /* inject the model, as the app delegate does */ }
/// session.execute("tap +")
/// session.execute("expect title \"Add Player\"")
/// session.exitStatus   // 0, or 1 after a failed expectation
/// ```
@MainActor
public final class StepperSession {
    /// The running app.
    public let application: Application
    /// The frame's width in columns (it follows the terminal's when it is resized, unless `--width` fixed it).
    public var width: Int
    /// How much of each step's events is printed (`events off|summary|all`, `--quiet`).
    public var eventDetail: StepperCommand.EventDetail = .all
    /// Whether output is a terminal: `clear` clears it, and notes wrap to the frame's width (a transcript keeps
    /// each note on one line, for grep).
    public var isTerminal = false
    /// Whether frames carry colour and bold.
    public let color: Bool
    /// Whether the session is a walk (a script or piped input): then a step that cannot be done, or that raises
    /// UIKit's error, fails the walk unless an `expect error` or `expect failure` line before it said so. An
    /// interactive session only reports them.
    public var isStrict = false
    /// Where the session failed, one entry per failure (`walk.txt:12`, or `launch`): failed expectations, script
    /// lines that could not be parsed and, in a strict session, steps that failed unexpectedly.
    public private(set) var failures: [String] = []
    /// Each failure's place and reason, `walk.txt:12: expected ...`, for standard error.
    public private(set) var failureReports: [String] = []
    /// How many times the session failed.
    public var failureCount: Int { failures.count }
    /// How the app was launched (`--start`'s scene, the app delegate's set-up), for `relaunch`.
    var launchSetup: (start: String?, configure: ((ViewController) -> Void)?) = (nil, nil)
    /// The errors the launch raised in a strict session, held until the walk's first line: an `expect error` or
    /// `expect failure` there says they are meant.
    var launchErrors: [Event] = []
    /// An `expect error` or `expect failure` line waiting for the step it is about, with where it was written.
    var expectedFailure: (wantsError: Bool, text: String?, location: String?)?
    /// Whether `quit` was given.
    public private(set) var hasQuit = false
    /// Whether each step's screen is written after its events (the full-screen mode draws screens itself).
    public var drawsScreens = true
    /// Why the last command given could not be done, when it acted on the app (a gesture, `open`) and could
    /// not; `nil` otherwise.
    public internal(set) var lastStepFailure: String?
    /// The events caused by the last command that acted on the app (what `expect event` looks at).
    public internal(set) var lastEvents: [Event] = []
    private let output: (String) -> Void
    /// Asked before each script line: whether to stop there (a signal ended the session).
    public var stopRequested: () -> Bool = { false }
    /// Whether a walk stops at its first failure (`--fail-fast`) instead of running the lines after it.
    public var stopsAtFirstFailure = false
    /// Whether the walk stopped at its first failure with lines (or input) left.
    public internal(set) var stoppedAtFirstFailure = false

    /// Whether a walk's next line is not to run: `quit` was given, a signal ended the session, or (with
    /// `stopsAtFirstFailure`) the walk failed.
    public var isStopped: Bool { hasQuit || stopRequested() || (stopsAtFirstFailure && !failures.isEmpty) }

    /// How many of the latest events a session keeps in memory (for `events N`); `--events FILE` gets them all.
    public static let retainedEvents = 10_000

    /// Creates a session for a running app, writing its transcript to `output`. The app's log keeps the last
    /// `retainedEvents` events.
    public init(application: Application, width: Int, color: Bool = false, output: @escaping (String) -> Void) {
        application.log.retainedEventLimit = Self.retainedEvents
        self.application = application
        self.width = width
        self.color = color
        self.output = output
    }

    /// 0 when every expectation held, 1 otherwise: the process's exit status.
    public var exitStatus: Int32 { failureCount > 0 ? 1 : 0 }

    /// Runs one command line. `echo` writes it after a prompt first (scripts and piped input); `location` (such
    /// as `walk.txt:12`) prefixes a failed expectation or an unreadable line so it can be found.
    public func execute(_ line: String, echo: Bool = true, location: String? = nil) {
        lastStepFailure = nil
        if echo { write(Self.echo(of: line)) }
        let command: StepperCommand?
        do {
            command = try StepperParser.parse(line)
        } catch {
            if let location { fail(error.message, at: location) } else { writeNote(error.message) }
            return
        }
        guard let command else { return }
        if settleLaunch(by: command, at: location) { return }
        // A launch that failed stops a walk that stops at its first failure before its first command runs.
        if stopsAtFirstFailure, !failures.isEmpty { return }
        run(command, location: location)
    }

    private func run(_ command: StepperCommand, location: String?) {
        switch command {
        case .stack: writeLines(HierarchyDescription.stack(of: application))
        case .scenes: writeLines(HierarchyDescription.scenes(of: application))
        case .events(let count): writeRecentEvents(count ?? 20)
        case .help(let topic): write(TerminalText.visibleLines(StepperCommandSpec.helpText(topic: topic, width: width)))
        case .eventDetail(let detail):
            eventDetail = detail
            writeNote("events: " + detail.rawValue)
        case .clear(nil): redraw(clearing: true)
        case .quit: hasQuit = true
        case .relaunch, .device:
            if case .device(let device) = command {
                application.device = device
                writeNote("running on an \(device.displayName) (\(device.horizontalSizeClass.rawValue) width)")
            }
            lastEvents =
                launchSetup.start.flatMap { application.launch(startingAt: $0, configure: launchSetup.configure) }
                ?? application.launch(configure: launchSetup.configure)
            writeEvents(lastEvents)
            writeScreen()
            if case .device = command, expectedFailure == nil {
                // A launch on another device: its errors wait for the next line, as the first launch's do.
                judgeLaunch()
            } else {
                // A step like any other: an `expect error` before it is about its errors.
                judge(command, failure: nil, at: location)
            }
        case .open(let url):
            openDeepLink(url, command: command, location: location)
        case .expect(.error(let text)):
            endOfInput()
            expectedFailure = (true, text, location)
            writeNote("the next step is meant to fail")
        case .expect(.failure(let text)):
            endOfInput()
            expectedFailure = (false, text, location)
            writeNote("the next step is meant to fail")
        case .expect(let expectation):
            let outcome = ExpectationCheck(application: application, lastEvents: lastEvents).check(expectation)
            if let failure = outcome.failure {
                fail(failure, at: location)
            } else {
                writeNote("ok: " + outcome.success)
            }
        default:
            act(command, location: location)
        }
    }

    /// Writes a failure and counts it.
    package func fail(_ message: String, at location: String?) {
        failures.append(location ?? "the prompt")
        failureReports.append((location ?? "the prompt") + ": " + message)
        writeNote("FAILED " + (location.map { "at \($0): " } ?? "") + message)
    }

    /// Performs a command that acts on the app; prints its events and the new screen, or why it cannot be done,
    /// then judges the step (see `judge(_:failure:at:)`).
    private func act(_ command: StepperCommand, location: String?) {
        let resolver = ScreenResolver(screen: application.screen)
        let failure: String
        do {
            let gesture = try GestureTranslator(application: application, resolver: resolver).gesture(for: command)
            return stepSucceeded(try gesture(), command, at: location)
        } catch let error as ScreenResolveError {
            failure = error.message
        } catch let error as StepperError {
            failure = error.message
        } catch let error as ApplicationError {
            failure = error.description + ". " + resolver.tappableSummary
        } catch {
            failure = "\(error)"
        }
        stepFailed(failure, command, at: location)
    }

    /// A step that happened: its events and the new screen are printed, then it is judged.
    func stepSucceeded(_ events: [Event], _ command: StepperCommand, at location: String?) {
        lastEvents = events
        writeEvents(events)
        writeScreen()
        judge(command, failure: nil, at: location)
    }

    /// A step that could not be done: a failure in a strict walk that did not expect one, else a note, judged.
    func stepFailed(_ message: String, _ command: StepperCommand, at location: String?) {
        lastStepFailure = message
        if isStrict && expectedFailure == nil {
            fail(message, at: location)
        } else {
            writeNote(message)
            judge(command, failure: message, at: location)
        }
    }

    /// Holds a step against the `expect error` or `expect failure` line before it, if there is one; otherwise, in
    /// a strict session, an error the step raised fails the walk. `failure` is why the step could not be done.
    func judge(_ command: StepperCommand, failure: String?, at location: String?) {
        let errors = failure == nil ? lastEvents.filter { $0.event == .error } : []
        guard let expected = expectedFailure else {
            if isStrict, let error = errors.first {
                fail("the step raised an error: \(Self.text(of: error)) (write 'expect error' before it if it is meant to)", at: location)
            }
            return
        }
        expectedFailure = nil
        let (wantsError, text) = (expected.wantsError, expected.text)
        let matchingError = errors.first { error in text.map { ExpectationCheck.mentions(error, $0) } ?? true }
        let matchingFailure = wantsError ? nil : failure.flatMap { reason in text.map { reason.contains($0) } ?? true ? reason : nil }
        let mentioning = text.map { " mentioning \"\($0)\"" } ?? ""
        if let matchingError {
            writeNote("ok: the step raised the error it was meant to: \(Self.text(of: matchingError))")
        } else if matchingFailure != nil {
            writeNote("ok: the step failed as it was meant to")
        } else {
            let what = wantsError ? "to raise an error" : "to fail"
            let origin = expected.location.map { " (as \($0) says)" } ?? ""
            let actual: String
            if let failure {
                actual = "it could not be done: \(failure)"
            } else if !errors.isEmpty {
                actual = "it raised: " + errors.map(Self.text).joined(separator: "; ")
            } else {
                actual = "it succeeded"
            }
            fail("expected this step \(what)\(mentioning)\(origin), but \(actual)", at: location)
        }
    }

    /// What an error event says (UIKit's message).
    static func text(of error: Event) -> String { error.message ?? error.summary }

    /// How a line read from a script or a pipe shows in the transcript: commands after the prompt, comments and
    /// blank lines as they are.
    private static func echo(of line: String) -> String {
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        return trimmed.isEmpty || trimmed.hasPrefix("#") ? "\(TerminalText.visible(String(trimmed)))\n" : "> \(TerminalText.visible(line))\n"
    }

    // MARK: Writing

    func write(_ text: String) { output(text) }

    /// Writes a note (a hint, an outcome, a summary) that may hold text from the flow or the script, its controls
    /// made visible; on a terminal, wrapped at word boundaries to the frame's width.
    func writeNote(_ text: String) {
        let visible = TerminalText.visible(text)
        let lines = isTerminal ? TerminalWidth.wrapped(visible, toColumns: max(20, width - 4)) : [visible]
        write(lines.enumerated().map { (index, line) in (index == 0 ? "  " : "    ") + line + "\n" }.joined())
    }

    /// Writes lines that may hold text from the flow or the script, their controls made visible.
    private func writeLines(_ lines: [String]) {
        write(lines.map { "  " + TerminalText.visible($0) + "\n" }.joined())
    }

    /// Writes a step's events as `eventDetail` says; errors and warnings are written in every mode.
    func writeEvents(_ events: [Event]) {
        switch eventDetail {
        case .all:
            guard !events.isEmpty else { return writeNote("(no events)") }
            writeLines(EventFormatter.lines(for: events))
        case .summary:
            if let summary = EventFormatter.summary(of: events) { writeNote(summary) }
            writeLines(events.filter { [.error, .warning, .note].contains($0.event) }.map(EventFormatter.line))
        case .off:
            writeLines(Self.problems(in: events).map(EventFormatter.line))
        }
    }

    /// The errors and warnings among `events`, each with the notes that directly follow it (they say what the
    /// problem concerns and what to do).
    package static func problems(in events: [Event]) -> [Event] {
        var result: [Event] = []
        var explaining = false
        for event in events {
            switch event.event {
            case .error, .warning:
                result.append(event)
                explaining = true
            case .note where explaining:
                result.append(event)
            default:
                explaining = false
            }
        }
        return result
    }

    /// Draws the current screen again (at the current width), first clearing the terminal when `clearing` and
    /// output is one: `clear` and Ctrl-L clear, a resize does not.
    public func redraw(clearing: Bool) {
        if clearing && isTerminal { write(ControlSequence.clearScreen) }
        writeScreen()
    }

    private func writeRecentEvents(_ count: Int) {
        let events = application.log.events.suffix(count)
        guard !events.isEmpty else { return writeNote("no events yet") }
        let digits = String(events.last?.seq ?? 0).count
        writeLines(
            events.map { event in
                let seq = String(event.seq)
                return String(repeating: " ", count: digits - seq.count) + seq + " " + EventFormatter.line(for: event)
            })
    }

    func writeScreen() {
        guard drawsScreens else { return }
        let frame = ScreenRenderer(width: width, color: color).render(application.screen)
        write(frame.text)
    }
}
