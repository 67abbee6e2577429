import Glibc
import StoryflowIO
import StoryflowTerminal
import Synchronization

/// Set by the signal handlers, read by the input loop.
private let suspendRequested = Atomic<Bool>(false)
private let continuedAfterStop = Atomic<Bool>(false)
/// The crash signal received, if the process lived on after its handler (one sent by `kill`).
private let crashSignal = Atomic<Int32>(0)

/// The full-screen mode on the process's `RawTerminal`: the alternate screen with mouse reporting, keys read and
/// decoded, and the window repainted line by line where it changed.
///
/// The terminal is given back as it was when the mode ends, on Ctrl-C, on a signal that ends the process
/// (SIGTERM, SIGHUP, SIGINT), on a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: restored in the
/// handler, then the signal goes on to its previous handler), and while suspended (Ctrl-Z or SIGTSTP; `fg` takes
/// the mode back).
@MainActor
package final class FullScreenTerminal {
    /// The process's terminal, not yet in full-screen mode.
    package init() {}

    private let terminal = RawTerminal()
    private var decoder = FullScreenKeyDecoder()
    private var queued: [FullScreenKey] = []
    /// The lines on the terminal now, as last painted.
    private var painted: [String] = []
    private var isActive = false

    /// The signals of a crash, restored from in their handler.
    private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    /// The handlers replaced, and a stack of its own for the handlers (a stack overflow leaves none); made before
    /// any handler is installed (`prepareForHandlers`) so that a handler never allocates or initialises anything.
    private nonisolated(unsafe) static let previousHandlers = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private nonisolated static let handlerStackSize = 256 * 1024
    private nonisolated(unsafe) static let handlerStack = UnsafeMutableRawPointer.allocate(byteCount: handlerStackSize, alignment: 16)

    /// The window's size (80×24 when the terminal does not say).
    package var size: (columns: Int, lines: Int) { terminal.size }

    /// The crash signal that came while the mode ran and that the process outlived (a `kill -SEGV`, which the
    /// Swift runtime's backtracer reports and returns from), if any: the session cannot go on, as the terminal
    /// was given back.
    package var outlivedCrashSignal: Int32? {
        let number = crashSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Runs `screen` until it quits, the input ends or a signal ends the process; the terminal is restored.
    package func run(_ screen: FullScreenSession) {
        installHandlers()
        enter()
        defer { leave() }
        paint(screen, full: true)
        while !screen.hasQuit {
            switch nextEvent() {
            case .key(.control("z")), .suspend:
                suspend()
                resize(screen)
            case .key(.control("l")):
                paint(screen, full: true)
            case .key(let key):
                screen.handle(key)
            case .resized, .continued:
                resize(screen)
            case .ended:
                return
            }
            if queued.isEmpty { paint(screen, full: false) }
        }
    }

    private enum Event {
        case key(FullScreenKey)
        case resized, suspend, continued, ended
    }

    private func resize(_ screen: FullScreenSession) {
        let size = self.size
        screen.resize(columns: size.columns, lines: size.lines)
        paint(screen, full: true)
    }

    private func nextEvent() -> Event {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if !queued.isEmpty { return .key(queued.removeFirst()) }
            if TerminationSignals.pending != nil || crashSignal.load(ordering: .relaxed) != 0 { return .ended }
            if suspendRequested.exchange(false, ordering: .relaxed) { return .suspend }
            if continuedAfterStop.exchange(false, ordering: .relaxed) { return .continued }
            if terminal.takeResize(settling: false) { return .resized }
            // A lone Esc is known only when nothing follows it within 30 ms.
            switch terminal.wait(milliseconds: decoder.isPending ? 30 : RawTerminal.signalCheckInterval) {
            case .interrupted: continue
            case .failed: return .ended
            case .timedOut:
                if let key = decoder.flush() { return .key(key) }
                continue
            case .input, .wake: break
            }
            let count = terminal.read(into: &buffer)
            if count < 0 { continue }
            guard count > 0 else { return .ended }
            for byte in buffer[0..<count] {
                if let key = decoder.feed(byte) { queued.append(key) }
            }
        }
    }

    /// Writes the lines of the window that changed since the last paint (all of them when `full`).
    private func paint(_ screen: FullScreenSession, full: Bool) {
        let lines = screen.terminalLines
        var text = ""
        if full || lines.count != painted.count {
            text += ControlSequence.resetStyle + ControlSequence.clearScreen
            painted = []
        }
        for (index, line) in lines.enumerated() where painted.indices.contains(index) ? painted[index] != line : true {
            text += ControlSequence.cursorToLine(index + 1) + line + ControlSequence.resetStyle
        }
        painted = lines
        terminal.write(text)
    }

    // MARK: Entering and leaving

    private func enter() {
        guard !isActive else { return }
        // Without a terminal's settings (input is not a terminal) the screen is still drawn.
        _ = terminal.enterRawMode(leaving: ControlSequence.leaveFullScreen)
        terminal.write(ControlSequence.enterFullScreen)
        painted = []
        isActive = true
    }

    private func leave() {
        guard isActive else { return }
        isActive = false
        // In raw mode, giving the terminal back writes the leave sequence; without a terminal's settings it is written here.
        let wasRaw = terminal.isInRawMode
        terminal.restore()
        if !wasRaw { terminal.write(ControlSequence.leaveFullScreen) }
    }

    /// Gives the terminal back and stops the process as Ctrl-Z does; when continued (`fg`), takes it again.
    private func suspend() {
        leave()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Continued.
        installSuspendHandler()
        continuedAfterStop.store(false, ordering: .relaxed)
        enter()
    }

    /// Initialises everything a handler touches, and gives handlers a stack of their own when the thread has
    /// none (Swift's backtracer sets one up, and then it is kept).
    private func prepareForHandlers() {
        RawTerminal.prepareForSignalHandlers()
        _ = Self.previousHandlers
        _ = suspendRequested.load(ordering: .relaxed)
        _ = continuedAfterStop.load(ordering: .relaxed)
        _ = crashSignal.load(ordering: .relaxed)
        var current = stack_t()
        if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 {
            var own = stack_t(ss_sp: Self.handlerStack, ss_flags: 0, ss_size: Self.handlerStackSize)
            sigaltstack(&own, nil)
        }
    }

    private func installHandlers() {
        prepareForHandlers()
        install(SIGCONT) { _ in continuedAfterStop.store(true, ordering: .relaxed) }
        installSuspendHandler()
        for signalNumber in Self.crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                RawTerminal.restoreFromSignalHandler()
                crashSignal.store(number, ordering: .relaxed)
                // On to the handler there was before (the default, or Swift's backtracer), with the terminal back.
                sigaction(number, FullScreenTerminal.previousHandlers.advanced(by: Int(number)), nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_ONSTACK
            sigaction(signalNumber, &action, Self.previousHandlers.advanced(by: Int(signalNumber)))
        }
    }

    private func installSuspendHandler() {
        install(SIGTSTP) { _ in suspendRequested.store(true, ordering: .relaxed) }
    }

    /// Installs `handler` without `SA_RESTART`, so a blocked `poll` returns and the loop sees the flag.
    private func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }
}
