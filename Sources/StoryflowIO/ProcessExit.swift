import Dispatch
import Foundation

/// Waits for a child `Process` to end as soon as it does. Foundation's `waitUntilExit` on Linux looks only every
/// 50 ms whether the process has ended, which a short child turns into most of its time; the process's
/// termination handler runs at once.
public final class ProcessExit: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    /// Watches `process`, which must not have been started yet (this sets its termination handler).
    public init(of process: Process) {
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Waits until the process has ended; its termination status and reason are then set.
    public func wait() {
        ended.wait()
        // Once, so that a second wait returns too.
        ended.signal()
    }
}
