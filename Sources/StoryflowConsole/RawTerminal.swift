import Glibc
import StoryflowIO
import Synchronization

/// What the line editor gets from its terminal: a byte typed, word that the window changed size or that
/// something else wants attention, or the end.
package enum TerminalInput: Equatable {
    case byte(UInt8)
    case resized
    /// The wake descriptor became readable: something outside the terminal (a saved file) wants attention.
    case wake
    case end
}

/// What the line editor reads from and draws on: the real terminal (`RawTerminal`), or a scripted stand-in in
/// tests, so editing, wrapping and resizing are tested without a terminal.
package protocol TerminalConnection: AnyObject {
    /// The next input; blocks until there is one.
    func nextInput() -> TerminalInput
    /// Writes `text` as it is (escape sequences included).
    func write(_ text: String)
    /// The terminal's width in columns now.
    var columns: Int { get }
    /// Turns raw mode on (no echo, no line discipline, no signals from keys); `false` when input is no terminal.
    func enterRawMode() -> Bool
    /// Puts the terminal back as it was before `enterRawMode()`.
    func restore()
}

/// Set by the `SIGWINCH` handler; read and cleared by the terminal that reads input.
private let windowChanged = Atomic<Bool>(false)

/// The process's terminal in raw mode, the one type that owns it for the line editor and the full-screen mode:
/// bytes from `input`, text to `output`, the window's size from `TIOCGWINSZ`, and a `SIGWINCH` handler
/// (installed without `SA_RESTART`, so a blocked read returns and the resize is reported).
///
/// The settings before raw mode are kept where a signal handler can reach them without allocating, so a crash
/// handler gives the terminal back (`restoreFromSignalHandler()`), as an exit does (`ExitCleanup`).
package final class RawTerminal: TerminalConnection {
    private let input: Int32
    private let output: Int32
    /// The `ExitCleanup` token that restores the terminal if the process ends early.
    private var cleanup: Int?
    /// A descriptor watched beside the input: when it becomes readable, `nextInput` returns `.wake`.
    package var wakeDescriptor: Int32?
    /// Whether this terminal put the process's terminal in raw mode (and so gives it back).
    private var ownsRawMode = false

    /// What `restoreFromSignalHandler` needs, made before any handler can run: the settings before raw mode, the
    /// descriptor they belong to, the text that puts the screen back, and whether raw mode is on.
    private nonisolated(unsafe) static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static var savedDescriptor: Int32 = STDIN_FILENO
    private nonisolated(unsafe) static var savedOutput: Int32 = STDOUT_FILENO
    private nonisolated(unsafe) static var leaveBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private static let isRaw = Atomic<Bool>(false)

    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        _ = windowChanged.load(ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in windowChanged.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
    }

    deinit { restore() }

    /// The window's size (80×24 when the terminal does not say).
    package var size: (columns: Int, lines: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (TerminalDevice.windowColumns(of: output) ?? 80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    package var columns: Int { size.columns }

    /// Whether the window changed size since the last call; a burst of changes (a window being dragged) is waited
    /// out first when `settling`.
    package func takeResize(settling: Bool) -> Bool {
        guard windowChanged.exchange(false, ordering: .relaxed) else { return false }
        if settling { while windowChanged.exchange(false, ordering: .relaxed) { usleep(150_000) } }
        return true
    }

    /// The longest a wait for input lasts before the signal flags are looked at again, in milliseconds. Signal
    /// handlers only set flags, so a signal that arrives after the flags were checked and before `poll` starts
    /// would otherwise wait for the next key (a resize left undrawn).
    package static let signalCheckInterval: Int32 = 100

    package func nextInput() -> TerminalInput {
        var byte: UInt8 = 0
        while true {
            if TerminationSignals.pending != nil { return .end }
            if takeResize(settling: true) { return .resized }
            switch wait(milliseconds: Self.signalCheckInterval) {
            case .interrupted, .timedOut: continue
            case .failed: return .end
            case .wake: return .wake
            case .input: break
            }
            let count = Glibc.read(input, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count < 0, errno == EINTR { continue }
            return .end
        }
    }

    /// What waiting for input ended with.
    package enum Wait {
        case input, wake, timedOut, interrupted, failed
    }

    /// Waits up to `milliseconds` (for ever when negative) for input or the wake descriptor.
    package func wait(milliseconds: Int32) -> Wait {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if let wakeDescriptor { descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if ready < 0 { return errno == EINTR ? .interrupted : .failed }
        if ready == 0 { return .timedOut }
        if descriptors.count > 1, descriptors[1].revents != 0, descriptors[0].revents == 0 { return .wake }
        return .input
    }

    /// Reads what input has (at most `buffer.count` bytes): the count, 0 at the end, -1 when interrupted.
    package func read(into buffer: inout [UInt8]) -> Int {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR ? -1 : 0 }
        return count
    }

    package func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = StandardStreams.writeAll(bytes, to: output) }
    }

    package func enterRawMode() -> Bool { enterRawMode(leaving: "") }

    /// Raw mode, with `leaveSequence` written when the terminal is given back by `restore()`, an exit or a crash;
    /// `false` when input is no terminal, or another `RawTerminal` holds raw mode (only one may: the settings to
    /// give back are kept once, where a signal handler can reach them).
    package func enterRawMode(leaving leaveSequence: String) -> Bool {
        guard !ownsRawMode else { return true }
        guard !Self.isRaw.load(ordering: .acquiring) else { return false }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        var raw = original.rawMode
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
        Self.savedSettings.pointee = original
        Self.savedDescriptor = input
        Self.savedOutput = output
        Self.leaveBytes.deallocate()
        let bytes = Array(leaveSequence.utf8)
        Self.leaveBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = Self.leaveBytes.initialize(from: bytes)
        Self.isRaw.store(true, ordering: .releasing)
        ownsRawMode = true
        cleanup = ExitCleanup.add { RawTerminal.restoreFromSignalHandler() }
        return true
    }

    /// Whether this terminal holds raw mode now (given back by `restore()`, or by a signal handler).
    package var isInRawMode: Bool { ownsRawMode && Self.isRaw.load(ordering: .acquiring) }

    /// Gives the terminal back, if this one put it in raw mode.
    package func restore() {
        guard ownsRawMode else { return }
        ownsRawMode = false
        Self.restoreFromSignalHandler()
        if let cleanup { ExitCleanup.remove(cleanup) }
        cleanup = nil
    }

    /// Initialises everything `restoreFromSignalHandler` touches, so that a handler calling it allocates nothing.
    package nonisolated static func prepareForSignalHandlers() {
        _ = isRaw.load(ordering: .relaxed)
        _ = savedSettings
        _ = savedDescriptor
        _ = savedOutput
        _ = leaveBytes.count
        _ = windowChanged.load(ordering: .relaxed)
    }

    /// Gives the terminal back as it was before raw mode, once: only async-signal-safe calls, so a signal
    /// handler may call it.
    package nonisolated static func restoreFromSignalHandler() {
        guard isRaw.exchange(false, ordering: .acquiringAndReleasing) else { return }
        if leaveBytes.count > 0 { _ = Glibc.write(savedOutput, leaveBytes.baseAddress, leaveBytes.count) }
        tcsetattr(savedDescriptor, TCSANOW, savedSettings)
    }
}

extension termios {
    /// These settings in raw mode: no echo, no line discipline, no signals or flow control from keys, no
    /// carriage-return translation; a read returns each byte as it comes.
    var rawMode: termios {
        var raw = self
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }
}
