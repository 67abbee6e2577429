import Foundation
import StoryflowConsole
import StoryflowIO
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowWatch

/// `storyflow run FLOW --watch`: a session that reloads its flow whenever the flow, or a storyboard or flow
/// beside it, is saved, and replays the commands given so far on the new version. It says whether the
/// transcript came out the same, or the first command whose output changed and how, then shows the screen the
/// replay ended on, and the session goes on from there.
///
/// A version that cannot be read (a half-finished edit) is reported and the previous one kept running.
@MainActor
final class WatchedRun {
    private let runner: StepperRunner
    private let path: String
    private let registry: ClassRegistry
    private let configure: ((ViewController) -> Void)?
    private var session: StepperSession?
    /// The commands given so far, as they were given (a script line, a piped line, a typed line).
    private var commands: [(line: String, echo: Bool, location: String?)] = []
    /// What the session wrote: the launch first, then each command's output.
    private var transcript: [String] = []
    /// Whether output is printed as it comes (false while replaying).
    private var isLive = true

    init(runner: StepperRunner, flow path: String, registry: ClassRegistry, configure: ((ViewController) -> Void)?) {
        self.runner = runner
        self.path = path
        self.registry = registry
        self.configure = configure
    }

    /// Runs the session until its input ends, `quit`, or a signal; the exit status of the last version run.
    func run() -> Int32 {
        TerminationSignals.install()
        let started: StepperSession
        switch start() {
        case .success(let session): started = session
        case .failure(let problem): return problem.status == 0 ? 0 : runner.fail("cannot run \(TerminalText.visible(path)): \(problem.message)")
        }
        session = started
        let watcher = FileWatcher(paths: [path])
        watcher.stopRequested = { TerminationSignals.pending != nil }
        for note in watcher.notes { StandardStreams.writeError("storyflow: note: \(note)\n") }
        let options = runner.options
        if let script = options.script {
            let text: String
            do {
                text = try InputFile.readText(script)
            } catch {
                return runner.fail("cannot read the script \(error)")
            }
            let name = (script as NSString).lastPathComponent
            for (offset, line) in StepperSession.scriptLines(text).enumerated() where !current.hasQuit && TerminationSignals.pending == nil {
                perform(line, echo: true, location: "\(name):\(offset + 1)")
            }
            current.endOfInput()
            while TerminationSignals.pending == nil {
                reload(changed: relevant(watcher.waitForChanges()))
                current.endOfInput()
            }
        } else if runner.terminal.inputIsTerminal {
            var pending: [String] = []
            runner.runInteractively(
                { [unowned self] in current },
                wake: (
                    watcher.descriptor,
                    { [unowned self] in
                        pending = relevant(watcher.waitForChanges())
                        return !pending.isEmpty
                    }, { [unowned self] in reload(changed: pending) }
                ),
                execute: { [unowned self] line in perform(line, echo: false, location: nil) }
            )
        } else {
            var input = PolledLines(descriptor: STDIN_FILENO, wake: watcher.descriptor)
            var number = 0
            loop: while !current.hasQuit, TerminationSignals.pending == nil {
                switch input.next() {
                case .line(let line):
                    number += 1
                    perform(line, echo: true, location: "stdin:\(number)")
                case .wake:
                    reload(changed: relevant(watcher.waitForChanges()))
                case .end:
                    break loop
                }
            }
        }
        current.endOfInput()
        TerminationSignals.endByPendingSignal()
        runner.reportFailures(of: current)
        return current.exitStatus
    }

    private var current: StepperSession { session! }

    private struct Problem: Error {
        var message: String
        var status: Int32 = 2
        /// The flow's errors, one per line, when they are why it cannot be run.
        var errors: String?
    }

    /// A session on the flow as it is on disk now, launched as the options say.
    private func start() -> Result<StepperSession, Problem> {
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOf: path, registry: registry)
            storyboard.unregisteredCustomSegues = runner.options.unregisteredCustomSegues
        } catch {
            let errors = (error as? StoryboardLoadError).flatMap { loadError in
                loadError.diagnostics.isEmpty
                    ? nil : loadError.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }.joined(separator: "\n")
            }
            return .failure(Problem(message: TerminalText.visibleLines(String(describing: error)), errors: errors.map(TerminalText.visibleLines)))
        }
        transcript = [""]
        let session = StepperSession(storyboard: storyboard, options: runner.options, terminal: runner.terminal) { [weak self] text in
            self?.record(text)
        }
        session.stopRequested = { TerminationSignals.pending != nil }
        session.isStrict = runner.options.script != nil || !runner.terminal.inputIsTerminal
        switch runner.launch(session, flow: path, configure: configure) {
        case .launched: return .success(session)
        case .listed: return .failure(Problem(message: "", status: 0))
        case .failed(let problem): return .failure(Problem(message: problem))
        }
    }

    private func record(_ text: String) {
        transcript[transcript.count - 1] += text
        if isLive { StandardStreams.writeOutput(text) }
    }

    private func perform(_ line: String, echo: Bool, location: String?) {
        commands.append((line, echo, location))
        transcript.append("")
        current.execute(line, echo: echo, location: location)
    }

    /// Of the paths `changed`, the flow and the storyboards and flows beside it.
    private func relevant(_ changed: Set<String>) -> [String] {
        let folder = FileWatcher.canonical((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
        let flow = FileWatcher.canonical(path)
        return changed.map(FileWatcher.canonical).filter { changedPath in
            changedPath == flow
                || (FileWatcher.canonical((changedPath as NSString).deletingLastPathComponent) == folder && FlowFileKind(path: changedPath) != nil)
        }
    }

    /// Loads the flow again and replays the commands on it, when `changed` holds the flow or a file beside it.
    private func reload(changed: [String]) {
        guard !changed.isEmpty else { return }
        let previous = (session: session, transcript: transcript)
        runner.beforeReplay?()
        isLive = false
        defer { isLive = true }
        switch start() {
        case .failure(let problem):
            transcript = previous.transcript
            isLive = true
            if let errors = problem.errors {
                StandardStreams.writeError(
                    "storyflow: \(TerminalText.visible(path)) changed, but the new version has errors, so the previous one goes on:\n\(errors)\n")
            } else {
                StandardStreams.writeError(
                    "storyflow: \(TerminalText.visible(path)) changed, but the new version cannot be run, so the previous one goes on: \(problem.message)\n")
            }
            return
        case .success(let fresh):
            session = fresh
        }
        let replayed = commands
        for command in replayed where !current.hasQuit {
            transcript.append("")
            current.execute(command.line, echo: command.echo, location: command.location)
        }
        isLive = true
        StandardStreams.writeOutput(
            TranscriptDifference.describe(
                old: previous.transcript, new: transcript, commands: replayed.map(\.line), flow: TerminalText.visible(path), width: current.width))
        // A walk's failures on the new version, which the difference may not reach.
        let failures = current.failureReports
        if !failures.isEmpty {
            let shown = failures.prefix(TranscriptDifference.shownLines).map { "  FAILED at " + TerminalText.visible($0) + "\n" }.joined()
            let more = failures.count > TranscriptDifference.shownLines ? "  … and \(failures.count - TranscriptDifference.shownLines) more\n" : ""
            StandardStreams.writeOutput("storyflow: the replay fails \(failures.count == 1 ? "once" : "\(failures.count) times"):\n" + shown + more)
        }
        // The screen shown again is not part of any command's output.
        let recorded = transcript
        current.redraw(clearing: false)
        transcript = recorded
    }
}

/// Lines from a pipe or file, read without blocking the watch: `next` waits on the input and a wake descriptor.
struct PolledLines {
    enum Next {
        case line(String)
        case wake
        case end
    }

    private let descriptor: Int32
    private let wake: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(descriptor: Int32, wake: Int32) {
        self.descriptor = descriptor
        self.wake = wake
    }

    mutating func next() -> Next {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if ended {
                guard !buffer.isEmpty else { return .end }
                defer { buffer.removeAll() }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, -1) >= 0 else {
                if errno == EINTR, TerminationSignals.pending == nil { continue }
                return .end
            }
            if descriptors[1].revents != 0 { return .wake }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { buffer += chunk[0..<count] } else if count == 0 || errno != EINTR { ended = true }
        }
    }
}
