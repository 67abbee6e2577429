import Dispatch
import Foundation

/// Work the server hands to the main actor, from whatever thread it runs on.
enum MainThread {
    /// Runs `body` on the main actor and returns its result: at once when called on the main thread, else by
    /// waiting for the main queue.
    static func run<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
        if Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
