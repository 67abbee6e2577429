import Foundation
import StoryflowConsole
import StoryflowIO
import StoryflowModel
import StoryflowRuntime
import StoryflowSession
import StoryflowTerminal

/// Runs `run FLOW --tui`: on the terminal, full screen until `q`; with `--keys`, headless, printing the window
/// after the last key.
@MainActor
struct FullScreenRunner {
    let runner: StepperRunner
    let path: String
    let registry: ClassRegistry
    let configure: ((ViewController) -> Void)?

    /// The exit status: 0; 1 when a headless run had a problem (a key whose step could not be done, UIKit's
    /// error, a failed `expect`); 2 when the flow or the keys cannot be used.
    func run() -> Int32 {
        let options = runner.options
        var keys: [FullScreenKey]?
        do {
            if let text = options.keys {
                keys = try KeyScript.keys(text)
            } else if let file = options.keysFile {
                do {
                    keys = try KeyScript.keys(file: try InputFile.readText(file))
                } catch let error as KeyScript.ParseError {
                    return runner.fail("cannot read the keys in \(TerminalText.visible(file)): \(error.description)")
                }
            }
        } catch let error as KeyScript.ParseError {
            return runner.fail("cannot read the keys: \(error.description)")
        } catch {
            return runner.fail("cannot read the keys \(error)")
        }
        if keys == nil, !(runner.terminal.inputIsTerminal && runner.terminal.outputIsTerminal) {
            return runner.fail("--tui needs a terminal for input and output; without one, give the keys to press with --keys (and --size)")
        }
        // The first launch says why a flow cannot be run; `--start` alone lists the scenes and ends.
        var launchProblem: String?
        var listed = false
        // The flow is read once: undo replays the session on the flow it was recorded on, whatever the file
        // holds now.
        var document: FlowDocument?
        let start: FullScreenSession.Start = { output in
            let storyboard: Storyboard
            if let document {
                // Undo launches again: the app's own data goes back to how the first launch found it.
                runner.beforeReplay?()
                storyboard = Storyboard(document: document, registry: registry)
            } else {
                do {
                    storyboard = try Storyboard(contentsOf: path, registry: registry)
                } catch {
                    launchProblem = "cannot run \(TerminalText.visible(path)): \(TerminalText.visibleLines(String(describing: error)))"
                    return nil
                }
                document = storyboard.document
            }
            storyboard.unregisteredCustomSegues = options.unregisteredCustomSegues
            let session = StepperSession(storyboard: storyboard, options: options, terminal: runner.terminal, output: output)
            switch runner.launch(session, flow: path, configure: configure) {
            case .launched: return session
            case .listed:
                listed = true
                return nil
            case .failed(let problem):
                launchProblem = problem
                return nil
            }
        }
        let flowName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: ".flow", with: "")
        let program = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "storyflow"
        let replayCommand = program == "storyflow" ? "storyflow run \(ShellWord.quoted(path)) --script" : "\(program) --script"
        // A session launched at a deep link or a scene: its walk starts there too.
        let launchTarget = (options.open ?? options.start).flatMap { $0 == RunOptions.listScenes ? nil : $0 }
        if let keys {
            let size = options.windowSize
            guard let screen = FullScreenSession(columns: size.columns, lines: size.lines, color: false, flowName: flowName, strict: true, start: start) else {
                return listed ? 0 : runner.fail(launchProblem ?? "cannot run \(TerminalText.visible(path))")
            }
            screen.replayCommand = replayCommand
            screen.launchTarget = launchTarget
            screen.walkFolder = options.walkFolder
            return runHeadless(screen, keys: keys)
        }
        TerminationSignals.install()
        let terminal = FullScreenTerminal()
        let size = terminal.size
        let color = ColorPolicy.usesColor(isTerminal: true, environment: runner.terminal.environment, plain: options.plain)
        guard let screen = FullScreenSession(columns: size.columns, lines: size.lines, color: color, flowName: flowName, start: start) else {
            return listed ? 0 : runner.fail(launchProblem ?? "cannot run \(TerminalText.visible(path))")
        }
        screen.replayCommand = replayCommand
        screen.launchTarget = launchTarget
        screen.walkFolder = options.walkFolder
        terminal.run(screen)
        TerminationSignals.endByPendingSignal()
        if let signalNumber = terminal.outlivedCrashSignal { exit(128 + signalNumber) }
        return 0
    }

    /// Presses `keys`, then prints the window; problems go to standard error, each with the key that met it.
    private func runHeadless(_ screen: FullScreenSession, keys: [FullScreenKey]) -> Int32 {
        var reports = screen.problems.map { "launch: " + $0 }
        for (index, key) in keys.enumerated() where !screen.hasQuit {
            let before = screen.problems.count
            screen.handle(key)
            for problem in screen.problems[before...] {
                reports.append("key \(index + 1) (\(KeyScript.name(of: key))): \(problem)")
            }
        }
        StandardStreams.writeOutput(screen.plainText)
        guard !reports.isEmpty else { return 0 }
        for report in reports.prefix(100) { StandardStreams.writeError("storyflow: error: \(report)\n") }
        StandardStreams.writeError("storyflow: \(reports.count == 1 ? "a key" : "\(reports.count) keys") met a problem\n")
        return 1
    }
}
