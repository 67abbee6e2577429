import Synchronization

/// Work that must happen even when the process ends early: an events file put in place, the terminal taken out of
/// raw mode. `StandardStreams` runs it before it ends the process on a closed or failing standard output, and the
/// stepper runs it when a signal ends a session. Actions run once, newest first.
public enum ExitCleanup {
    private static let actions = Mutex<[(id: Int, action: @Sendable () -> Void)]>([])
    private static let nextID = Atomic<Int>(1)

    /// Registers `action`; the returned token removes it (`remove(_:)`) once it is no longer needed.
    public static func add(_ action: @escaping @Sendable () -> Void) -> Int {
        let id = nextID.add(1, ordering: .relaxed).oldValue
        actions.withLock { $0.append((id, action)) }
        return id
    }

    /// Removes the action registered under `token`.
    public static func remove(_ token: Int) {
        actions.withLock { $0.removeAll { $0.id == token } }
    }

    /// Runs every registered action, newest first, and forgets them.
    public static func run() {
        let pending = actions.withLock { current in
            defer { current.removeAll() }
            return current
        }
        for entry in pending.reversed() { entry.action() }
    }
}
