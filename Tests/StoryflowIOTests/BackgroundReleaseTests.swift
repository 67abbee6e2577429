import Dispatch
import Foundation
import Synchronization
import Testing

@testable import StoryflowIO

/// A large model handed to `BackgroundRelease` is freed on another thread, a small one before the call returns.
@Suite struct BackgroundReleaseTests {
    /// Calls `freed` when it is freed.
    private final class Tracked: Sendable {
        let freed: @Sendable () -> Void
        init(freed: @escaping @Sendable () -> Void) { self.freed = freed }
        deinit { freed() }
    }

    @Test func aLargeModelIsFreedOnAnotherThread() {
        let caller = pthread_self()
        let freedOn = Mutex<pthread_t?>(nil)
        let done = DispatchSemaphore(value: 0)
        BackgroundRelease.release(
            Tracked {
                freedOn.withLock { $0 = pthread_self() }
                done.signal()
            }, ifSceneCount: BackgroundRelease.minimumSceneCount)
        #expect(done.wait(timeout: .now() + 60) == .success)
        let thread = freedOn.withLock { $0 }
        #expect(thread != nil && thread != caller)
    }

    @Test func aSmallModelIsFreedBeforeTheCallReturns() {
        let freed = Mutex(false)
        BackgroundRelease.release(Tracked { freed.withLock { $0 = true } }, ifSceneCount: BackgroundRelease.minimumSceneCount - 1)
        #expect(freed.withLock { $0 })
    }
}
