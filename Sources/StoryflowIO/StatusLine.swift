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
    /// The line drawn now, the one to draw, and whether text written above left its line unfinished (a prompt),
    /// when nothing is drawn until a later write ends that line.
    private let state = Mutex((drawn: String?.none, wanted: String?.none, isMidLine: false))

    /// A status line on the stream open on `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Draws `text` (one line, made visible by the caller) in place of the line shown; nil erases the line.
    public func show(_ text: String?) {
        state.withLock { state in
            state.wanted = text
            guard !state.isMidLine, state.drawn != text else { return }
            emit(ControlSequence.eraseLine + (text ?? ""))
            state.drawn = text
        }
    }

    /// Writes `text` above the status line: the line is erased first and, once `text` ends a line, drawn again
    /// below it.
    public func write(_ text: String) {
        state.withLock { state in
            emit((state.drawn == nil ? "" : ControlSequence.eraseLine) + text)
            state.drawn = nil
            state.isMidLine = !text.isEmpty ? !text.hasSuffix("\n") : state.isMidLine
            if !state.isMidLine, let wanted = state.wanted {
                emit(wanted)
                state.drawn = wanted
            }
        }
    }

    private func emit(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = StandardStreams.writeAll(bytes, to: descriptor) }
    }
}
