import ArgumentParser
import Foundation
import StoryflowConsole
import StoryflowIO
import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession

/// Runs a stepping session the way `storyflow run` does: for the CLI and for example apps that bring their own
/// classes.
///
/// ```swift
/// @main struct RatingsApp: ParsableCommand {
///     @OptionGroup var options: RunOptions
///     func run() throws {
///         try Stepper.run(flow: "Flows/Ratings.flow.xml", options: options, registry: {
///             let registry = ClassRegistry()
///             registry.register(PlayersViewController.self)
///             return registry
///         }, configure: { root in /* the app delegate's injection */ })
///     }
/// }
/// ```
public enum Stepper {
    /// Loads `flow` with the classes `registry` makes, launches it (`configure` runs before the first screen),
    /// and steps through it: commands from `--script`, from a terminal with line editing, or from piped input.
    /// `beforeReplay` runs before the app is launched again to replay the session (the full-screen mode's undo,
    /// `--watch` after a save): an app that keeps data outside the runtime puts it back as it was at the first
    /// launch there, so the replay starts where the session did.
    ///
    /// Call it from a synchronous `ParsableCommand.run()`, which runs on the main thread. Throws `ExitCode(1)`
    /// when an expectation failed and `ExitCode(2)` when the flow, the script or the events file cannot be used
    /// (the reason is on standard error).
    public static func run(
        flow path: String,
        options: RunOptions,
        registry: @MainActor () -> ClassRegistry = { ClassRegistry() },
        configure: (@MainActor (ViewController) -> Void)? = nil,
        beforeReplay: (@MainActor () -> Void)? = nil
    ) throws {
        let status = MainActor.assumeIsolated {
            StepperRunner(options: options, terminal: .standard, beforeReplay: beforeReplay).run(flow: path, registry: registry(), configure: configure)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Picks the session's input (script, terminal or pipe), wires the events file, and runs the session to the end.
@MainActor
struct StepperRunner {
    let options: RunOptions
    let terminal: TerminalDevice
    /// Puts the app's own data back as it was at the first launch, before a replay.
    var beforeReplay: (() -> Void)?

    /// Runs a session on `flow` and returns the exit status: 0, 1 (a failed expectation, or in a walk a step that
    /// failed unexpectedly; the places are then listed on standard error) or 2 (unusable input).
    func run(flow path: String, registry: ClassRegistry, configure: ((ViewController) -> Void)?) -> Int32 {
        if let walk = WalkFileGuess.problem(runningAsFlow: path) { return fail(walk) }
        if options.tui {
            return FullScreenRunner(runner: self, path: path, registry: registry, configure: configure).run()
        }
        if options.watch {
            return WatchedRun(runner: self, flow: path, registry: registry, configure: configure).run()
        }
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOf: path, registry: registry)
            storyboard.unregisteredCustomSegues = options.unregisteredCustomSegues
        } catch {
            return fail("cannot run \(TerminalText.visible(path)): \(TerminalText.visibleLines(String(describing: error)))")
        }
        var scriptText: String?
        if let script = options.script {
            do {
                scriptText = try InputFile.readText(script)
            } catch {
                return fail("cannot read the script \(error)")
            }
        }
        var coverage: CoverageRecorder?
        if let path = options.coverage {
            do {
                coverage = try CoverageRecorder(path: path, file: storyboard.document.file)
            } catch {
                return fail(TerminalText.visible("\(error)"))
            }
            storyboard.coverage = coverage
        }
        var events: EventsFile?
        if let path = options.events {
            do {
                events = try EventsFile(path: path, log: storyboard.log)
            } catch {
                return fail("the events file \(error)")
            }
        }

        let session = StepperSession(storyboard: storyboard, options: options, terminal: terminal) { text in
            StandardStreams.writeOutput(text)
        }
        session.stopRequested = { TerminationSignals.pending != nil }
        session.isStrict = scriptText != nil || !terminal.inputIsTerminal
        session.stopsAtFirstFailure = options.failFast
        if options.failFast, !session.isStrict {
            return fail(
                """
                --fail-fast stops a walk at its first failure: give --script FILE or pipe the commands in (at the prompt, every failure is reported and the \
                session goes on)
                """
            )
        }
        TerminationSignals.install()
        switch launch(session, flow: path, configure: configure) {
        case .launched: break
        case .listed: return 0
        case .failed(let problem): return fail(problem)
        }
        if let scriptText, let script = options.script {
            session.run(script: scriptText, named: (script as NSString).lastPathComponent)
        } else if terminal.inputIsTerminal {
            runInteractively { session }
        } else {
            var input = InputLines(shouldStop: { session.stopRequested() })
            var number = 0
            reading: while !session.isStopped {
                number += 1
                switch input.next() {
                case .line(let line): session.execute(line, location: "stdin:\(number)")
                case .tooLong: session.fail("the line is longer than \(InputLines.maximumLineLength) bytes; it was skipped", at: "stdin:\(number)")
                case .end: break reading
                }
            }
            session.endOfWalk(linesLeft: nil)
        }
        if let events, let failure = events.finish() {
            return fail("the events file \(failure)")
        }
        do {
            try coverage?.save()
        } catch {
            return fail(TerminalText.visible("\(error)"))
        }
        TerminationSignals.endByPendingSignal()
        reportFailures(of: session)
        if session.stoppedAtFirstFailure { StandardStreams.writeError("storyflow: stopped at the first failure (--fail-fast)\n") }
        return session.exitStatus
    }

    /// Lists a strict session's failures on standard error, each as `path:line: error: reason` (the script named
    /// as given, as compilers and CI log parsers read it), then how many there were.
    func reportFailures(of session: StepperSession) {
        guard session.isStrict, !session.failures.isEmpty else { return }
        let name = options.script.map { ($0 as NSString).lastPathComponent }
        for report in session.failureReports.prefix(100) {
            let placed = name.flatMap { name in report.hasPrefix(name + ":") ? options.script! + report.dropFirst(name.count) : nil } ?? report
            let parts = placed.split(separator: ": ", maxSplits: 1)
            StandardStreams.writeError(TerminalText.visible(parts.count == 2 ? "\(parts[0]): error: \(parts[1])" : placed) + "\n")
        }
        let count = session.failures.count
        let places = session.failures.prefix(20).joined(separator: ", ") + (count > 20 ? " and \(count - 20) more" : "")
        StandardStreams.writeError("storyflow: the walk failed \(count == 1 ? "once" : "\(count) times"): \(TerminalText.visible(places))\n")
    }

    /// How launching went.
    enum LaunchOutcome {
        case launched
        /// `--start` alone: the scenes were listed and there is nothing to step through.
        case listed
        case failed(String)
    }

    /// Launches `session` where the options say: at a deep link (`--open URL`), at a scene (`--start`), or at
    /// the initial scene.
    func launch(_ session: StepperSession, flow path: String, configure: ((ViewController) -> Void)?) -> LaunchOutcome {
        if let url = options.open, DeepLinkPattern.isURL(url) {
            if let problem = session.launch(opening: url, configure: configure) { return .failed(problem) }
        } else if let start = options.start ?? options.open {
            guard start != RunOptions.listScenes else {
                let candidates = session.application.startCandidates
                StandardStreams.writeOutput(
                    "Scenes --start can begin at (a scene id or storyboard identifier):\n" + candidates.map { "  " + TerminalText.visible($0) + "\n" }.joined())
                return .listed
            }
            guard session.launch(startingAt: start, configure: configure) else {
                let option = options.start == nil ? "--open" : "--start"
                return .failed(
                    """
                    \(TerminalText.visible(path)) has no scene with the storyboard identifier or id `\(TerminalText.visible(start))`; `--start` alone lists \
                    them
                    """
                        + (option == "--open" ? " (a deep link for --open is a URL, scheme://…)" : ""))
            }
        } else {
            session.launch(configure: configure)
        }
        return .launched
    }

    /// Reads commands at a prompt with line editing: completion from the screen, Ctrl-L, the frame redrawn at
    /// the new width when the window is resized (unless `--width` fixed it), history kept between sessions.
    /// `current` gives the session to act on (`--watch` replaces it after a save); when `wake` is given, its
    /// handler runs whenever its descriptor becomes readable and `matters` says so, the line being typed kept. `execute` runs each line
    /// entered (by default, on `current()` without echo).
    func runInteractively(
        _ current: @escaping () -> StepperSession,
        wake: (descriptor: Int32, matters: () -> Bool, handler: () -> Void)? = nil,
        execute: ((String) -> Void)? = nil
    ) {
        let terminal = RawTerminal(input: STDIN_FILENO, output: STDOUT_FILENO)
        terminal.wakeDescriptor = wake?.descriptor
        let editor = LineEditor(terminal: terminal)
        let history = HistoryFile(environment: self.terminal.environment)
        editor.loadHistory(history.load())
        editor.completer = { CommandCompleter(application: current().application).candidates(for: $0) }
        editor.onClearScreen = { current().redraw(clearing: true) }
        editor.wakeMatters = wake?.matters
        editor.onWake = wake?.handler
        editor.onResize = { columns in
            if options.width == nil { current().width = options.frameWidth(terminalColumns: columns) }
            current().redraw(clearing: true)
        }
        defer {
            editor.restoreTerminal()
            history.save(editor.history)
        }
        while !current().hasQuit {
            switch editor.readLine(prompt: "> ") {
            case .line(let line):
                if let execute { execute(line) } else { current().execute(line, echo: false) }
            case .interrupted:
                continue
            case .endOfInput:
                return
            }
        }
    }

    func fail(_ message: String) -> Int32 {
        StandardStreams.writeError("storyflow: error: \(message)\n")
        return 2
    }
}
