import StoryflowIO
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the line editor gets from its terminal: a byte typed, word that the window changed size or that
/// something else wants attention, or the end.
package enum TerminalInput: Equatable {
    case byte(UInt8)
    case resized
    /// The wake descriptor became readable: something outside the terminal (a saved file) wants attention.
    case wake
    case end
}

/// What the line editor reads from and draws on: the real terminal (`PosixTerminal`), or a scripted stand-in in
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

/// This process's terminal: bytes from `input`, text to `output`, the width from `TIOCGWINSZ`, and a
/// `SIGWINCH` handler (installed without `SA_RESTART`, so a blocked read returns and the resize is reported).
package final class PosixTerminal: TerminalConnection {
    private let input: Int32
    private let output: Int32
    private var saved: termios?
    /// The `ExitCleanup` token that restores the terminal if the process ends early.
    private var cleanup: Int?
    /// A descriptor watched beside the input: when it becomes readable, `nextInput` returns `.wake`.
    package var wakeDescriptor: Int32?

    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in windowChanged.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
    }

    deinit { restore() }

    package var columns: Int { TerminalDevice.windowColumns(of: output) ?? 80 }

    package func nextInput() -> TerminalInput {
        var byte: UInt8 = 0
        while true {
            if TerminationSignals.pending != nil { return .end }
            if windowChanged.exchange(false, ordering: .relaxed) {
                // A window dragged to a new size sends a burst of signals: wait for it to settle, draw once.
                while windowChanged.exchange(false, ordering: .relaxed) { usleep(150_000) }
                return .resized
            }
            if let wakeDescriptor {
                var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&descriptors, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .end
                }
                if descriptors[1].revents != 0, descriptors[0].revents == 0 { return .wake }
            }
            let count = read(input, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count < 0, errno == EINTR { continue }
            return .end
        }
    }

    package func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = StandardStreams.writeAll(bytes, to: output) }
    }

    package func enterRawMode() -> Bool {
        guard saved == nil else { return true }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        var raw = original.rawMode
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
        saved = original
        let descriptor = input
        let settings = original
        cleanup = ExitCleanup.add {
            var restored = settings
            tcsetattr(descriptor, TCSANOW, &restored)
        }
        return true
    }

    package func restore() {
        guard var original = saved else { return }
        tcsetattr(input, TCSANOW, &original)
        saved = nil
        if let cleanup { ExitCleanup.remove(cleanup) }
        cleanup = nil
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
