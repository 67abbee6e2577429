import ArgumentParser
import StoryflowConsole
import StoryflowIO
import StoryflowRuntime
import StoryflowSemantics
import StoryflowTerminal

/// The command-line options of a stepping session, shared by `storyflow run` and every example app's `main`
/// (`@OptionGroup var options: RunOptions`), so they all accept the same flags.
public struct RunOptions: ParsableArguments, Sendable {
    /// Read commands from this file instead of the terminal, echoing each into a transcript.
    @Option(name: .long, help: ArgumentHelp("Read commands from FILE (one per line) and print a deterministic transcript.", valueName: "FILE"))
    public var script: String?

    /// Write every event as one JSON object per line to this file.
    @Option(name: .long, help: ArgumentHelp("Write the event stream to FILE as JSON lines.", valueName: "FILE"))
    public var events: String?

    /// `--coverage FILE`: add what the session shows and fires to the coverage file (created if missing).
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Add the scenes shown, segues run, tabs and rows selected to FILE (created if missing); `storyflow coverage FILE --flow FLOW` reports it.",
            valueName: "FILE"))
    public var coverage: String?

    /// The frame's width in columns; by default the terminal's width (at least 24, up to 1,000), or 80 when not
    /// on a terminal.
    @Option(name: .long, help: ArgumentHelp("Frame width in columns (default: the terminal's width; 80 off a terminal).", valueName: "N"))
    public var width: Int?

    /// No colour or bold, even on a terminal.
    @Flag(name: .long, help: "No colour or bold, even on a terminal (NO_COLOR does the same).")
    public var plain = false

    /// Print screens, errors and failed expectations only, not each step's events (`events all` at the prompt
    /// brings them back).
    @Flag(name: .shortAndLong, help: "Print screens, errors and failed expectations only, not every event (at the prompt: events off|summary|all).")
    public var quiet = false

    /// Start at this scene (a storyboard identifier or a scene id) instead of the initial one;
    /// `listScenes` (what `--start` alone becomes) lists the scenes.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Start at this scene (a storyboard identifier or a scene id) instead of the initial one; --start alone lists the scenes.", valueName: "ID"))
    public var start: String?

    /// Open the app at the flow's deep link for this URL, building its back stack; a value without `://` (a
    /// storyboard, which declares no deep links) is a scene as `--start` takes.
    @Option(
        name: .long,
        help: ArgumentHelp(
            """
            Open the app at the flow's deep link for URL, with the back stack its code would build (a value without :// is a scene or storyboard identifier, \
            as --start).
            """,
            valueName: "URL"))
    public var open: String?

    /// How many table rows fit on screen.
    @Option(name: .long, help: ArgumentHelp("How many table rows are in view.", valueName: "N"))
    public var rows: Int = 12

    /// The device the app runs on.
    @Option(
        name: .long,
        help: ArgumentHelp(
            """
            The device to run on: iphone (compact width: popovers show as sheets, split views collapse onto their primary column, more than five \
            tabs show a More tab) or ipad (regular width). A walk's `device` line switches.
            """, valueName: "iphone|ipad"))
    public var device: Device = .default

    /// What a custom segue whose class is not registered does: `error` (UIKit's, the default) or `present`.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "What a custom segue whose class is not registered does: error (as UIKit) or present (modally, for flows with no code).", valueName: "error|present"
        ))
    public var customSegues = UnregisteredCustomSegue.error.rawValue

    /// `--custom-segues` as the runtime's setting (valid after `validate()`).
    public var unregisteredCustomSegues: UnregisteredCustomSegue { UnregisteredCustomSegue(rawValue: customSegues) ?? .error }

    /// `--watch`: reload the flow when it (or a storyboard beside it) is saved and replay the session's commands.
    @Flag(name: .long, help: "Reload the flow on every save and replay the session's commands on it, saying where the transcript now differs.")
    public var watch = false

    /// `--fail-fast`: a walk stops at its first failure instead of running the rest of its lines.
    @Flag(name: .long, help: "In a walk (--script, or commands piped in): stop at the first failure instead of running the lines after it.")
    public var failFast = false

    /// `--tui`: the full-screen mode, the screen fixed in place and driven by the keyboard.
    @Flag(name: .long, help: "Full-screen mode: the screen fixed in place, a highlight moved with ↑/↓, Enter to tap, Esc to go back (? lists the keys).")
    public var tui = false

    /// `--size COLUMNSxLINES`: the window of a headless full-screen run.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("With --tui and --keys: the window's size (default 80x24).", valueName: "COLUMNSxLINES"))
    public var size: String?

    /// `--keys KEYS`: press these keys in a headless full-screen run and print the window.
    @Option(
        name: .long,
        help: ArgumentHelp(
            """
            With --tui: press KEYS without a terminal and print the window (characters as typed; ↑ ↓ ← → ⏎ ⎋ ⇥ ⇤ ⌫, or <enter>, <esc>, <s-tab>, <c-c>, <click \
            COLUMN LINE>).
            """,
            valueName: "KEYS"))
    public var keys: String?

    /// `--keys-file FILE`: as `--keys`, the keys read from a file.
    @Option(name: .long, help: ArgumentHelp("With --tui: press the keys in FILE (as --keys; line breaks ignored, # starts a comment line).", valueName: "FILE"))
    public var keysFile: String?

    /// `--walk-folder DIR`: where the full-screen mode's `w` saves walks (the current folder by default).
    @Option(
        name: .long,
        help: ArgumentHelp("With --tui: the folder w saves walks in (default: the current folder); w takes a file name, never a path.", valueName: "DIR"))
    public var walkFolder: String?

    /// Options with every default: interactive on a terminal, piped input otherwise.
    public init() {}

    /// Options for a script, a fixed width and no colour: what tests and examples' transcripts use.
    public init(script: String?, events: String? = nil, width: Int? = nil, plain: Bool = true, rows: Int = 12, quiet: Bool = false) {
        self.quiet = quiet
        self.script = script
        self.events = events
        self.width = width
        self.plain = plain
        self.rows = rows
    }

    /// The widest frame `--width` takes.
    public static let maximumWidth = ScreenRenderer.maximumWidth
    /// The most rows `--rows` takes.
    public static let maximumRows = 10_000

    /// Rejects widths and row counts that cannot be drawn.
    public func validate() throws {
        if let width, !(ScreenRenderer.minimumWidth...Self.maximumWidth).contains(width) {
            throw ValidationError("--width must be from \(ScreenRenderer.minimumWidth) to \(Self.maximumWidth) columns, not \(width).")
        }
        if !(1...Self.maximumRows).contains(rows) {
            throw ValidationError("--rows must be from 1 to \(Self.maximumRows), not \(rows).")
        }
        if open != nil, start != nil {
            throw ValidationError("--open and --start both say where the app starts; give one of them.")
        }
        if failFast, watch || tui {
            let why =
                watch
                ? "and watching runs the session again after every save to show what changed"
                : "and a headless full-screen run lists every key that met a problem"
            throw ValidationError(
                """
                --fail-fast cannot be used with \(watch ? "--watch" : "--tui"): it stops a walk (--script, or commands piped in) at its first failure, \
                \(why).
                """
            )
        }
        if watch, events != nil || coverage != nil {
            throw ValidationError(
                """
                --watch replays the session after every save, which would record it again and again: run without --\(events != nil ? "events" : "coverage") \
                to watch.
                """
            )
        }
        try validateFullScreen()
        if UnregisteredCustomSegue(rawValue: customSegues) == nil {
            let choices = UnregisteredCustomSegue.allCases.map(\.rawValue).joined(separator: " or ")
            throw ValidationError("--custom-segues must be \(choices), not '\(TerminalText.visible(customSegues))'.")
        }
    }

    /// The window of a headless full-screen run: `--size`, by default 80×24.
    public var windowSize: (columns: Int, lines: Int) {
        size.flatMap(Self.parseSize) ?? (80, 24)
    }

    /// The largest window `--size` takes.
    public static let maximumSize = (columns: 1_000, lines: 1_000)

    private static func parseSize(_ text: String) -> (columns: Int, lines: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let lines = Int(parts[1]) else { return nil }
        return (columns, lines)
    }

    private func validateFullScreen() throws {
        guard tui else {
            if let option = [
                size.map { _ in "--size" }, keys.map { _ in "--keys" }, keysFile.map { _ in "--keys-file" }, walkFolder.map { _ in "--walk-folder" },
            ].compactMap({ $0 }).first {
                throw ValidationError("\(option) is for the full-screen mode: add --tui.")
            }
            return
        }
        if let option = [
            script.map { _ in "--script" }, watch ? "--watch" : nil, events.map { _ in "--events" }, coverage.map { _ in "--coverage" },
            width.map { _ in "--width" },
        ].compactMap({ $0 }).first {
            let reason =
                option == "--width"
                ? "the full-screen mode draws at the window's width (--size sets it for --keys)"
                : option == "--script"
                    ? "a script is a walk for the prompt mode; in the full-screen mode, --keys presses keys"
                    : option == "--watch"
                        ? "watching replays a prompt session after each save; the full-screen mode does not watch files"
                        : "undo replays the session, which would record it again"
            throw ValidationError("--tui cannot be used with \(option): \(reason).")
        }
        if keys != nil, keysFile != nil {
            throw ValidationError("--keys and --keys-file both give the keys; give one of them.")
        }
        if let size {
            guard let parsed = Self.parseSize(size) else {
                throw ValidationError("--size is COLUMNSxLINES, such as 80x24, not '\(TerminalText.visible(size))'.")
            }
            let columns = FullScreenSession.minimumColumns...Self.maximumSize.columns
            let lines = FullScreenSession.minimumLines...Self.maximumSize.lines
            guard columns.contains(parsed.columns), lines.contains(parsed.lines) else {
                throw ValidationError(
                    """
                    --size must be from \(columns.lowerBound)x\(lines.lowerBound) to \(columns.upperBound)x\(lines.upperBound), not \
                    \(parsed.columns)x\(parsed.lines).
                    """
                )
            }
            if keys == nil, keysFile == nil {
                throw ValidationError(
                    "--size sets the window of a run without a terminal: give --keys or --keys-file too (on a terminal, the mode uses its window).")
            }
        }
    }

    /// The value `--start` alone stands for: list the scenes. (It starts with a control character, so no
    /// scene name typed on a command line can be it.)
    public static let listScenes = "\u{1}list"

    /// `arguments` with a `--start` that has no value (last, or before another option) given `listScenes`:
    /// swift-argument-parser needs a value after an option.
    public static func givingBareStartTheListValue(_ arguments: [String]) -> [String] {
        arguments.enumerated().map { index, argument in
            guard argument == "--start" else { return argument }
            let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
            return next == nil || next!.hasPrefix("-") ? "--start=" + listScenes : argument
        }
    }

    /// The frame width to draw with: `--width`, else the terminal's columns (so a frame always fits the window
    /// it is drawn in, from 24 to 1,000 columns), else 80.
    public func frameWidth(terminalColumns: Int?) -> Int {
        if let width { return max(ScreenRenderer.minimumWidth, width) }
        guard let terminalColumns else { return 80 }
        return min(Self.maximumWidth, max(ScreenRenderer.minimumWidth, terminalColumns))
    }
}

extension Device: ExpressibleByArgument {
    /// A device named in any case, as a walk's `device` line takes it.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
