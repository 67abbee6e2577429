/// The app's main run loop: the turns in which UIKit finishes animations and runs work queued on the main queue
/// (`DispatchQueue.main.async`). A gesture runs in one turn; what it queued (the end of an animated transition,
/// `present` and `dismiss` completions, `async` blocks) runs in the turns after it, in the order it was queued.
///
/// Each `Application` has one and runs it until it is idle after every gesture, unless told not to
/// (`Application.settlesAfterEachGesture`), so a test can run one turn at a time (`Application.runTurn()`).
/// Code that runs outside the application's calls (controllers driven directly) has no run loop: its
/// transitions complete at once and its `async` work runs at once.
@MainActor
public final class MainRunLoop {
    /// The run loop of the application running the current code, if any.
    @TaskLocal static var current: MainRunLoop?

    /// How many turns `runUntilIdle()` runs at most before it leaves the rest queued (work that queues more work
    /// forever would otherwise never let a gesture end).
    public static let maximumTurnsUntilIdle = 10_000

    /// How much work may wait at once; more is dropped with a note (work that queues several blocks each turn
    /// would otherwise grow without bound before the turn limit is reached).
    public static let maximumQueuedWork = 100_000

    private var queue: [() -> Void] = []
    private var isRunningTurn = false
    private var reportedFullQueue = false
    /// How many turns that had work have run.
    public private(set) var turnCount = 0

    /// Creates an empty run loop.
    public init() {}

    /// Whether work is waiting for a later turn.
    public var hasPendingWork: Bool { !queue.isEmpty }

    /// Queues `work` for a later turn of the current application's run loop, as `DispatchQueue.main.async`
    /// does; with no application running the code, `work` runs at once.
    public static func async(_ work: @escaping () -> Void) {
        guard let loop = current else { return work() }
        guard loop.queue.count < maximumQueuedWork else {
            if !loop.reportedFullQueue {
                loop.reportedFullQueue = true
                EventLog.current?.record(Event(.note, message: "the main run loop already has \(maximumQueuedWork) blocks of work queued; more is dropped"))
            }
            return
        }
        loop.queue.append(work)
    }

    /// Runs `completion` when an animation that starts now ends: in a later turn when `animated` and an
    /// application's run loop is running the code, at once otherwise (UIKit completes non-animated transitions
    /// in the same turn).
    static func afterAnimation(_ animated: Bool, _ completion: @escaping () -> Void) {
        if animated { async(completion) } else { completion() }
    }

    /// Runs one turn: the work queued before the turn began, in order (work it queues waits for the next turn).
    /// Records a `runLoopTurn` event first when there is work. Returns whether anything ran; nothing runs when
    /// called from inside a turn (the work stays queued for the turn after it).
    @discardableResult
    func runTurn() -> Bool {
        guard !queue.isEmpty, !isRunningTurn else { return false }
        var batch = queue
        queue.removeAll()
        reportedFullQueue = false
        turnCount += 1
        EventLog.current?.record(Event(.runLoopTurn, message: String(turnCount)))
        isRunningTurn = true
        defer { isRunningTurn = false }
        MainRunLoop.$current.withValue(self) {
            for index in batch.indices {
                batch[index]()
                batch[index] = {}
            }
        }
        batch.removeAll()
        return true
    }

    /// Runs turns until no work is queued, at most `maximumTurnsUntilIdle`; returns whether the loop is idle.
    /// From inside a turn it does nothing (the turn that is running goes on first).
    @discardableResult
    func runUntilIdle() -> Bool {
        guard !isRunningTurn else { return !hasPendingWork }
        var turns = 0
        while hasPendingWork, turns < Self.maximumTurnsUntilIdle {
            runTurn()
            turns += 1
        }
        if hasPendingWork {
            EventLog.current?.record(
                Event(
                    .note,
                    message:
                        """
                        the main run loop still had work after \(Self.maximumTurnsUntilIdle) turns (work that queues more work each turn); the rest stays \
                        queued
                        """
                ))
        }
        return !hasPendingWork
    }
}
