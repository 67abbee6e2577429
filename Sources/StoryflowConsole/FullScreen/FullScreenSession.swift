import Foundation
import StoryflowIO
import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import StoryflowSession
import StoryflowTerminal

/// The full-screen mode's state (`run --tui`): the running session, the highlighted element, what is being
/// typed, the panes, and the steps taken so far. Keys go in through `handle(_:)`; `frame` is what the window
/// shows.
///
/// Every key that acts on the app stands for command lines of the stepper's language (`tap +`, `back`,
/// `type "Chet Baker" into nameTextField`), run on the same `StepperSession` the prompt uses. So `w` can save
/// the steps as a walk, and `u` can undo one by launching afresh and replaying the others.
///
/// ```swift
/// let screen = FullScreenSession(columns: 80, lines: 24, color: false, flowName: "Ratings") { output in
///     /* a new StepperSession writing to `output`, launched */
/// }
/// screen?.handle(.down)
/// screen?.handle(.enter)
/// print(screen!.frame.map(\.plainText).joined(separator: "\n"))
/// ```
@MainActor
public final class FullScreenSession {
    /// Makes a new session on the flow, launched as the run's options say, writing to the given output; `nil`
    /// when it cannot.
    public typealias Start = (_ output: @escaping (String) -> Void) -> StepperSession?

    /// The smallest window the mode draws in; a smaller one shows a request to enlarge it.
    nonisolated public static let minimumColumns = 40
    /// The fewest lines the mode draws in.
    nonisolated public static let minimumLines = 12

    /// The window's width in columns.
    public private(set) var columns: Int
    /// The window's height in lines.
    public private(set) var lines: Int
    /// Whether the frame carries colour and bold.
    public let color: Bool
    /// The flow's name, for the heading of a saved walk.
    let flowName: String
    /// Whether a step that cannot be done, UIKit's error or a failed `expect` is a problem of the run (headless
    /// runs) rather than only a message.
    public var isStrict = false
    /// The problems of a strict run, in order.
    public private(set) var problems: [String] = []
    /// The command that replays a saved walk, for the message `w` gives (`Ratings --script`).
    public var replayCommand = "storyflow run FLOW --script"
    /// Where the session was launched when not at the initial scene (`--open`'s URL, `--start`'s scene): a saved
    /// walk starts with `open` there.
    public var launchTarget: String?
    /// The device the session launched on; a saved walk for another than the default starts with `device`.
    let launchDevice: Device
    /// How many steps undo may replay in all, so that keys cannot make a session replay for hours.
    public static let replayBudget = 200_000
    /// How many steps undo has replayed so far.
    private var replayed = 0
    /// How many steps the walk last saved held (`q` asks again before unsaved steps are lost).
    var savedStepCount = 0
    /// Whether `q` was pressed once with steps not saved.
    var quitAsked = false
    /// Whether `q`, Ctrl-C or `:quit` was given.
    public internal(set) var hasQuit = false

    private let start: Start
    private(set) var session: StepperSession
    /// What the session writes (notes, the output of `stack` or `help`), emptied before each command that
    /// shows it.
    private let written: WrittenText
    /// The steps taken, each the command lines one key stood for.
    private(set) var steps: [Step] = []
    var focus: ScreenElement?
    /// Where the highlight has been, most recent last (at most 64): coming back to a screen, it goes to the last
    /// of these that the screen shows.
    private var rememberedFocus: [ScreenElement] = []
    /// The first frame line shown (frames taller than the window scroll to keep the highlight in view).
    var viewportTop = 0
    var mode: Mode = .browsing
    var message: Message?
    var eventsPane: StepperCommand.EventDetail = .summary
    /// The line being typed at the bottom and each prompt's history (`:`, `/`, `w`), kept between uses.
    var promptLines: [Prompt: LineBuffer] = [:]
    var searchText: String?
    /// The name the walk was last saved under: saving there again overwrites it.
    var savedWalkPath: String?
    /// The folder `w` saves walks in, as the user named it on the command line; nil for the current folder.
    public var walkFolder: String?
    /// The current screen as drawn, and its stops: drawn when first needed after a change (typing into a field
    /// draws nothing until the window is shown).
    private var drawing: (rendered: RenderedScreen, ring: FocusRing)?
    var rendered: RenderedScreen { draw().rendered }
    var ring: FocusRing { draw().ring }

    /// One step: the command lines a key stood for, and what a walk needs to replay and check it.
    struct Step {
        var commands: [String]
        /// The highlight before the step (where undo puts it back).
        var focusBefore: ScreenElement?
        /// The scene on top after the step, when the step changed it.
        var sceneAfter: String?
        /// UIKit's error the step raised, if any.
        var error: String?
    }

    /// What the keys currently do.
    enum Mode {
        case browsing
        /// A line being typed at the bottom: a command (`:`), a search (`/`) or where to save the walk (`w`).
        case prompt(Prompt)
        /// Text being typed into a text field, committed with Enter.
        case editing(FieldEdit)
        /// A page of text over the screen (help, the stack, a command's output), scrolled by `offset` lines.
        case overlay(title: String, lines: [String], offset: Int)
    }

    enum Prompt: Hashable {
        case command, search, saveWalk
    }

    /// A text field being typed in.
    struct FieldEdit {
        var element: ScreenElement
        /// How commands name the field.
        var field: StepperReference
        /// How the typing line names it.
        var name: String
        var original: String
        var buffer: LineBuffer
    }

    /// The line above the status line: what happened, or a failure.
    struct Message: Equatable {
        var text: String
        var isFailure: Bool
    }

    /// Launches a session with `start` in a window of `columns` × `lines`; `nil` when `start` gives none. A
    /// strict session counts UIKit's errors at launch among its problems.
    public init?(columns: Int, lines: Int, color: Bool, flowName: String, strict: Bool = false, start: @escaping Start) {
        isStrict = strict
        let written = WrittenText()
        guard let session = start({ written.text += $0 }) else { return nil }
        self.written = written
        self.columns = columns
        self.lines = lines
        self.color = color
        self.flowName = flowName
        self.start = start
        self.session = session
        launchDevice = session.application.device
        adopt(session)
        if let error = session.lastEvents.first(where: { $0.event == .error }) {
            report("launching raised UIKit's error: " + (error.message ?? error.summary))
        }
        refresh()
        focus = ring.firstInContent
        keepFocusVisible()
    }

    /// The window is now `columns` × `lines`.
    public func resize(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
        session.width = frameWidth
        refresh()
        keepFocusVisible()
    }

    /// The width screens are drawn at: the window's, less the two-column gutter that marks the highlight.
    var frameWidth: Int { min(ScreenRenderer.maximumWidth, max(ScreenRenderer.minimumWidth, columns - 2)) }

    /// Whether the window is too small to draw in.
    public var isTooSmall: Bool { columns < Self.minimumColumns || lines < Self.minimumLines }

    /// The scene on top, as `expect scene` names it.
    var topSceneID: String? {
        session.application.topViewController?.scene?.id ?? session.application.screen.topLayer?.sceneID
    }

    private func adopt(_ session: StepperSession) {
        self.session = session
        session.drawsScreens = false
        session.isTerminal = false
        session.eventDetail = .off
        session.width = frameWidth
        session.stopRequested = { false }
    }

    /// Marks the screen as changed: it is drawn again, and its stops found, when next needed.
    func refresh() {
        drawing = nil
    }

    /// The screen as drawn now (with the text being typed into a field) and its stops.
    private func draw() -> (rendered: RenderedScreen, ring: FocusRing) {
        if let drawing { return drawing }
        var screen = session.application.screen
        if case .editing(let edit) = mode {
            // The field shows the text around the caret: no more than the frame can hold, however long the text.
            let (before, isCut, after) = edit.buffer.around(columns: frameWidth / 2, following: frameWidth)
            let typed = (isCut ? "…" : "") + before + "▏" + after
            screen = session.application.screen.showing(typed, in: edit.element)
        }
        let rendered = ScreenRenderer(width: frameWidth, color: color).render(screen)
        drawing = (rendered, FocusRing(rendered: rendered, screen: screen))
        return drawing!
    }

    // MARK: Steps

    /// Runs `commands` as one step and records it, unless its first command could not be done; the highlight
    /// then goes to `focusAfter` if given and shown, else stays, else returns where it was on that screen.
    func perform(_ commands: [String], focusAfter: ScreenElement? = nil) {
        let sceneBefore = topSceneID
        let screenBefore = session.application.screen
        let focusBefore = focus
        let columnBefore = focusBefore.flatMap(screenBefore.columnIndex(of:))
        var ran: [String] = []
        var failure: String?
        for command in commands {
            session.execute(command, echo: false)
            if let reason = session.lastStepFailure {
                failure = reason
                break
            }
            ran.append(command)
        }
        let error = ran.isEmpty ? nil : session.lastEvents.first { $0.event == .error }.map { $0.message ?? $0.summary }
        // A step that changed nothing and called nothing (the tab already selected) is left out of the walk.
        if failure == nil, session.lastEvents.isEmpty, session.application.screen == screenBefore {
            note("Nothing happened.")
            return settleFocus(preferring: focusAfter, column: columnBefore)
        }
        if !ran.isEmpty {
            steps.append(Step(commands: ran, focusBefore: focusBefore, sceneAfter: topSceneID != sceneBefore ? topSceneID : nil, error: error))
        }
        message = nil
        if let failure {
            report(failure)
        } else if let error {
            report("UIKit: " + error)
        }
        settleFocus(preferring: focusAfter, column: columnBefore)
    }

    /// A step that cannot be done, UIKit's error or a failed expectation: a message, and in a strict run a
    /// problem.
    func report(_ text: String) {
        message = Message(text: TerminalText.visible(text), isFailure: true)
        if isStrict { problems.append(TerminalText.visible(text)) }
    }

    /// Shows `text` above the status line.
    func note(_ text: String) {
        message = Message(text: TerminalText.visible(text), isFailure: false)
    }

    /// Runs a line typed after `:`: every command of the prompt works. Commands that act on the app, and
    /// expectations that hold, become steps; the others show what they print.
    func runCommandLine(_ typed: String) {
        let line = typed.trimmingCharacters(in: .whitespaces)
        let command: StepperCommand?
        do {
            command = try StepperParser.parse(line)
        } catch {
            return report(error.message)
        }
        guard let command else { return }
        switch command {
        case .quit:
            hasQuit = true
        case .eventDetail(let detail):
            eventsPane = detail
        case .clear(nil):
            message = nil
        case .help, .stack, .scenes, .events:
            written.text = ""
            session.execute(line, echo: false)
            showOutput(title: ":" + line)
        case .expect(.error), .expect(.failure):
            note("'expect error' and 'expect failure' belong in walks, before the step they are about.")
        case .expect:
            written.text = ""
            let failures = session.failureCount
            session.execute(line, echo: false)
            if session.failureCount > failures {
                report(written.text.trimmingCharacters(in: .whitespacesAndNewlines))
            } else {
                steps.append(Step(commands: [line], focusBefore: focus))
                note(written.text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        default:
            perform([line])
        }
    }

    /// What the session wrote, over the screen when it is more than a line.
    private func showOutput(title: String) {
        let text = written.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.dropFirst(min(2, $0.prefix(while: { $0 == " " }).count)))
        }
        let shown = text.last == "" ? Array(text.dropLast()) : text
        if shown.count <= 1 {
            note(shown.first ?? "")
        } else {
            mode = .overlay(title: title, lines: shown, offset: 0)
        }
    }

    /// Undoes the last step: launches afresh and replays the steps before it (the runtime is deterministic).
    func undo() {
        guard let last = steps.last else { return note("Nothing to undo.") }
        guard replayed + steps.count - 1 <= Self.replayBudget else {
            return report("Undo is off: this session has replayed \(replayed) steps to undo, and undoing again would pass \(Self.replayBudget).")
        }
        replayed += steps.count - 1
        guard let fresh = start({ [written] in written.text += $0 }) else { return report("The flow cannot be launched again, so the step stays.") }
        steps.removeLast()
        adopt(fresh)
        for step in steps {
            for command in step.commands { fresh.execute(command, echo: false) }
        }
        note("Undid: " + last.commands.joined(separator: "; "))
        focus = nil
        settleFocus(preferring: last.focusBefore)
    }

    // MARK: The highlight

    /// Draws the screen again and puts the highlight on `preferred` when shown, else leaves it where it is if it
    /// is still shown, else where it last was on this screen, else on the first row or control; in a split view,
    /// within split view column `column` (where the highlight was) when that column has stops.
    func settleFocus(preferring preferred: ScreenElement? = nil, column: Int? = nil) {
        if let focus {
            rememberedFocus.removeAll { $0 == focus }
            rememberedFocus.append(focus)
        }
        if rememberedFocus.count > 64 { rememberedFocus.removeFirst(rememberedFocus.count - 64) }
        refresh()
        if let preferred, ring.stops.contains(preferred) {
            focus = preferred
        } else if let focus, ring.stops.contains(focus) {
            // Stays.
        } else {
            // In a split view the highlight stays in the column it was in (the detail column after a push there).
            let screen = session.application.screen
            let inColumn = { (element: ScreenElement) in column == nil || screen.columnIndex(of: element) == column }
            focus =
                rememberedFocus.last { ring.stops.contains($0) && inColumn($0) } ?? ring.firstInContent(where: inColumn)
                ?? rememberedFocus.last { ring.stops.contains($0) } ?? ring.firstInContent
            viewportTop = 0
        }
        keepFocusVisible()
    }

    /// How many frame lines the window shows.
    var viewportHeight: Int { max(1, lines - 1 - infoLineCount - paneHeight) }

    /// Scrolls the frame so the highlighted element is in view.
    func keepFocusVisible() {
        let height = viewportHeight
        if let focus {
            let focusLines = ring.lines(of: focus)
            if let first = focusLines.min(), let last = focusLines.max() {
                if last >= viewportTop + height { viewportTop = last - height + 2 }
                if first < viewportTop { viewportTop = first - 1 }
            }
        }
        viewportTop = max(0, min(viewportTop, rendered.lines.count - height))
    }
}

/// Text a session writes, collected where the full-screen mode can read it.
private final class WrittenText {
    var text = ""
}
