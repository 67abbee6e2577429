import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SIGTERM`, `SIGHUP` (the terminal window closed) and `SIGINT` (Ctrl-C outside the prompt's raw mode) end a
/// stepping session the way `quit` does: the handler only notes the signal (without `SA_RESTART`, so a blocked
/// read returns), the session stops at the next command, the events file and the history are written and the
/// terminal is restored, and then the process ends by the same signal, so its parent sees why.
package enum TerminationSignals {
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers, and unblocks the signals in case the process was started with them blocked.
    package static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] { sigaddset(&unblocked, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in TerminationSignals.received.store(number, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    /// The signal received, if any.
    package static var pending: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Ends the process by the signal received (its default action), if one was.
    package static func endByPendingSignal() {
        guard let number = pending else { return }
        signal(number, SIG_DFL)
        raise(number)
    }
}
