import Glibc
import StoryflowIO
import Synchronization

/// Set by the signal handlers, read by the input loop.
private let windowResized = Atomic<Bool>(false)
private let suspendRequested = Atomic<Bool>(false)
private let continuedAfterStop = Atomic<Bool>(false)
/// The crash signal received, if the process lived on after its handler (one sent by `kill`).
private let crashSignal = Atomic<Int32>(0)

/// The terminal of the full-screen mode: raw mode on the alternate screen with mouse reporting, keys read and
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

    private let input = STDIN_FILENO
    private let output = STDOUT_FILENO
    private var decoder = FullScreenKeyDecoder()
    private var queued: [FullScreenKey] = []
    /// The lines on the terminal now, as last painted.
    private var painted: [String] = []
    private var isActive = false
    private var cleanup: Int?

    /// What puts the terminal back: mouse reporting off, autowrap and the cursor on, the main screen back.
    private nonisolated static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
    /// The signals of a crash, restored from in their handler.
    private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// What the crash handler needs, made before any handler is installed (`prepareForHandlers`) so that a
    /// handler never allocates or initialises anything: the terminal's settings before raw mode, the leave
    /// sequence's bytes, the handlers replaced, and a stack of its own for the handlers (a stack overflow leaves
    /// none).
    private nonisolated(unsafe) static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()
    private nonisolated(unsafe) static let previousHandlers = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private nonisolated static let handlerStackSize = 256 * 1024
    private nonisolated(unsafe) static let handlerStack = UnsafeMutableRawPointer.allocate(byteCount: handlerStackSize, alignment: 16)
    private nonisolated static let crashRestoreArmed = Atomic<Bool>(false)

    /// The window's size, from `TIOCGWINSZ` (80×24 when the terminal does not say).
    package var size: (columns: Int, lines: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

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
            if windowResized.exchange(false, ordering: .relaxed) { return .resized }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            // A lone Esc is known only when nothing follows it within 30 ms.
            let ready = poll(&descriptor, 1, decoder.isPending ? 30 : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .ended
            }
            if ready == 0 {
                if let key = decoder.flush() { return .key(key) }
                continue
            }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
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
            text += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            painted = []
        }
        for (index, line) in lines.enumerated() where painted.indices.contains(index) ? painted[index] != line : true {
            text += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m"
        }
        painted = lines
        write(text)
    }

    private func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = StandardStreams.writeAll(bytes, to: output) }
    }

    // MARK: Entering and leaving

    private func enter() {
        guard !isActive else { return }
        var settings = termios()
        if tcgetattr(input, &settings) == 0 {
            Self.savedSettings.pointee = settings
            var raw = settings.rawMode
            tcsetattr(input, TCSANOW, &raw)
            Self.crashRestoreArmed.store(true, ordering: .relaxed)
        }
        write(Self.enterSequence)
        painted = []
        isActive = true
        let descriptor = input
        cleanup = ExitCleanup.add {
            FullScreenTerminal.restoreTerminal(descriptor)
        }
    }

    private func leave() {
        guard isActive else { return }
        isActive = false
        write(Self.leaveSequence)
        if Self.crashRestoreArmed.exchange(false, ordering: .relaxed) {
            tcsetattr(input, TCSANOW, Self.savedSettings)
        }
        if let cleanup { ExitCleanup.remove(cleanup) }
        cleanup = nil
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

    /// Restores the terminal from a signal handler or an exit: only async-signal-safe calls.
    private nonisolated static func restoreTerminal(_ descriptor: Int32) {
        guard crashRestoreArmed.exchange(false, ordering: .relaxed) else { return }
        _ = Glibc.write(STDOUT_FILENO, leaveBytes.baseAddress, leaveBytes.count)
        tcsetattr(descriptor, TCSANOW, savedSettings)
    }

    /// Initialises everything a handler touches, and gives handlers a stack of their own when the thread has
    /// none (Swift's backtracer sets one up, and then it is kept).
    private func prepareForHandlers() {
        _ = Self.leaveBytes.count
        _ = Self.savedSettings
        _ = Self.previousHandlers
        _ = Self.crashRestoreArmed.load(ordering: .relaxed)
        _ = windowResized.load(ordering: .relaxed)
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
        install(SIGWINCH) { _ in windowResized.store(true, ordering: .relaxed) }
        install(SIGCONT) { _ in continuedAfterStop.store(true, ordering: .relaxed) }
        installSuspendHandler()
        for signalNumber in Self.crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                FullScreenTerminal.restoreTerminal(STDIN_FILENO)
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
