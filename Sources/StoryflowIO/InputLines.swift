#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines read from a file descriptor with `read(2)` (standard input when commands are piped in). A read a signal
/// interrupts ends the input when `shouldStop` says so, and is tried again otherwise (Swift's `readLine` tries
/// it again forever once the stream has seen the interruption); so is a wait for input, every
/// `stopCheckInterval`, so a signal that came just before the wait began is not missed. No line is kept past
/// `maximumLineLength` bytes.
public struct InputLines {
    /// What the next read found.
    public enum Next: Equatable {
        /// A line, without its `\n` or `\r\n` (bytes that are not UTF-8 replaced).
        case line(String)
        /// A line longer than `maximumLineLength`, skipped.
        case tooLong
        /// The input ended, or a signal stopped the reading.
        case end
    }

    /// The longest line taken, in bytes.
    public static let maximumLineLength = 1 << 20

    /// How long a wait for input lasts before `shouldStop` is asked again, in milliseconds.
    static let stopCheckInterval: Int32 = 100

    private let descriptor: Int32
    private let shouldStop: () -> Bool
    /// Bytes read and not yet returned, from `start` on.
    private var pending: [UInt8] = []
    private var start = 0
    private var ended = false

    /// Lines of `descriptor`; `shouldStop` is asked when a signal interrupts a read.
    public init(descriptor: Int32 = STDIN_FILENO, shouldStop: @escaping () -> Bool) {
        self.descriptor = descriptor
        self.shouldStop = shouldStop
    }

    /// The next line, an over-long line skipped, or the end.
    public mutating func next() -> Next {
        var skipping = false
        var searched = start
        while true {
            if let newline = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[start..<newline]
                start = newline + 1
                return skipping ? .tooLong : .line(Self.text(line))
            }
            if pending.count - start > Self.maximumLineLength {
                skipping = true
                start = pending.count
            }
            if ended {
                guard start < pending.count || skipping else { return .end }
                defer { start = pending.count }
                return skipping ? .tooLong : .line(Self.text(pending[start...]))
            }
            // What was read is kept from `start` on; the newline search goes on where it stopped.
            pending.removeSubrange(..<start)
            start = 0
            searched = pending.count
            guard readMore() else { return .end }
        }
    }

    /// Appends what the descriptor has; false when a signal stopped the reading.
    private mutating func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            // A signal handler only sets a flag: one that came before the read began would leave it blocked.
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Self.stopCheckInterval)
            if ready == 0 || (ready < 0 && errno == EINTR) {
                if shouldStop() { return false }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR {
                if shouldStop() { return false }
                continue
            }
            ended = true
            return true
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
