import StoryflowIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While a progress line may be on standard error, `SIGINT` (Ctrl-C), `SIGTERM` and `SIGHUP` erase it before they
/// end the process as they would have, so the shell's prompt does not start after it.
enum ProgressSignals {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the erasing handlers; returns the actions they replace, for `restore(_:)`.
    static func install() -> [sigaction] {
        eraseLineBytes = Array(ControlSequence.eraseLine.utf8)
        return signals.map { signal in
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = eraseProgressLineAndEnd
            #else
                action.__sigaction_u.__sa_handler = eraseProgressLineAndEnd
            #endif
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            return previous
        }
    }

    /// Puts back the actions `install()` replaced.
    static func restore(_ previous: [sigaction]) {
        for (signal, action) in zip(signals, previous) {
            var action = action
            sigaction(signal, &action, nil)
        }
    }
}

/// `ControlSequence.eraseLine`'s bytes, set before a handler is installed, so the handler only reads them.
private nonisolated(unsafe) var eraseLineBytes: [UInt8] = []

/// The handler: erases the line on standard error with `write(2)`, which a signal handler may call, then ends the
/// process by `signal`'s default action.
private func eraseProgressLineAndEnd(_ signal: Int32) {
    _ = eraseLineBytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    #if canImport(Glibc)
        _ = Glibc.signal(signal, SIG_DFL)
    #else
        _ = Darwin.signal(signal, SIG_DFL)
    #endif
    raise(signal)
}
