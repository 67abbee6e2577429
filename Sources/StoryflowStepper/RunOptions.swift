import ArgumentParser
import StoryflowIO
import StoryflowRuntime
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
    @Option(name: .long, help: ArgumentHelp("Add the scenes shown, segues run, tabs and rows selected to FILE (created if missing); `storyflow coverage FILE` reports it.", valueName: "FILE"))
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
    @Option(name: .long, help: ArgumentHelp("Start at this scene (a storyboard identifier or a scene id) instead of the initial one; --start alone lists the scenes.", valueName: "ID"))
    public var start: String?

    /// Open the app at the flow's deep link for this URL, building its back stack; a value without `://` (a
    /// storyboard, which declares no deep links) is a scene as `--start` takes.
    @Option(name: .long, help: ArgumentHelp("Open the app at the flow's deep link for URL, with the back stack its code would build (a value without :// is a scene or storyboard identifier, as --start).", valueName: "URL"))
    public var open: String?

    /// How many table rows fit on screen.
    @Option(name: .long, help: ArgumentHelp("How many table rows are in view.", valueName: "N"))
    public var rows: Int = 12

    /// What a custom segue whose class is not registered does: `error` (UIKit's, the default) or `present`.
    @Option(name: .long, help: ArgumentHelp("What a custom segue whose class is not registered does: error (as UIKit) or present (modally, for flows with no code).", valueName: "error|present"))
    public var customSegues = UnregisteredCustomSegue.error.rawValue

    /// `--custom-segues` as the runtime's setting (valid after `validate()`).
    public var unregisteredCustomSegues: UnregisteredCustomSegue { UnregisteredCustomSegue(rawValue: customSegues) ?? .error }

    /// `--watch`: reload the flow when it (or a storyboard beside it) is saved and replay the session's commands.
    @Flag(name: .long, help: "Reload the flow on every save and replay the session's commands on it, saying where the transcript now differs.")
    public var watch = false

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
    public static let maximumWidth = 1_000
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
        if watch, events != nil || coverage != nil {
            throw ValidationError("--watch replays the session after every save, which would record it again and again: run without --\(events != nil ? "events" : "coverage") to watch.")
        }
        if UnregisteredCustomSegue(rawValue: customSegues) == nil {
            let choices = UnregisteredCustomSegue.allCases.map(\.rawValue).joined(separator: " or ")
            throw ValidationError("--custom-segues must be \(choices), not '\(TerminalText.visible(customSegues))'.")
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
