import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of status (a progress line) kept below everything else written to a terminal stream: other text is
/// written above it (the line is erased, the text written, the line drawn again), so the two never mix. Writes
/// from any thread are whole and in order; failures to write are ignored, as they are for standard error.
public final class StatusLine: Sendable {
    /// The status line of standard error, which `StandardStreams.writeError` writes above.
    public static let standardError = StatusLine(descriptor: STDERR_FILENO)

    private let descriptor: Int32
    /// The text of the line shown now, if any.
    private let shown = Mutex<String?>(nil)

    /// A status line on the stream open on `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Draws `text` (one line, made visible by the caller) in place of the line shown; nil erases the line.
    public func show(_ text: String?) {
        shown.withLock { shown in
            guard shown != text else { return }
            if let text {
                emit(ControlSequence.eraseLine + text)
            } else if shown != nil {
                emit(ControlSequence.eraseLine)
            }
            shown = text
        }
    }

    /// Writes `text` above the status line: the line is erased first and, when `text` ends a line, drawn again
    /// below it.
    public func write(_ text: String) {
        shown.withLock { shown in
            guard let line = shown else { return emit(text) }
            emit(ControlSequence.eraseLine + text)
            if text.hasSuffix("\n") {
                emit(line)
            } else {
                shown = nil
            }
        }
    }

    private func emit(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = StandardStreams.writeAll(bytes, to: descriptor) }
    }
}
