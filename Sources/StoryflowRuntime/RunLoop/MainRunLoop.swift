/// The app's main run loop: the turns in which UIKit finishes animations and runs work queued on the main queue
/// (`DispatchQueue.main.async`). A gesture runs in one turn; what it queued (the end of an animated transition,
/// `present` and `dismiss` completions, `async` blocks) runs in the turns after it, in the order it was queued.
///
/// Each `Application` has one and runs it until it is idle after every gesture, unless told not to
/// (`Application.settlesAfterEachGesture`), so a test can run one turn at a time. Code driving controllers
/// outside an application has no run loop: its transitions complete at once and its `async` work runs at once.
@MainActor
public final class MainRunLoop {
    /// The run loop of the application running the current code, if any.
    @TaskLocal static var current: MainRunLoop?

    /// How many turns `runUntilIdle()` runs at most before it leaves the rest queued (work that queues more work
    /// forever would otherwise never let a gesture end).
    public static let maximumTurnsUntilIdle = 10_000

    private var queue: [() -> Void] = []
    /// How many turns that had work have run.
    public private(set) var turnCount = 0

    /// Creates an empty run loop.
    public init() {}

    /// Whether work is waiting for a later turn.
    public var hasPendingWork: Bool { !queue.isEmpty }

    /// Queues `work` for a later turn of the current application's run loop, as `DispatchQueue.main.async`
    /// does; with no application running the code, `work` runs at once.
    public static func async(_ work: @escaping () -> Void) {
        if let loop = current {
            loop.queue.append(work)
        } else {
            work()
        }
    }

    /// Runs `completion` when an animation that starts now ends: in a later turn when `animated` and an
    /// application's run loop is running the code, at once otherwise (UIKit completes non-animated transitions
    /// in the same turn).
    static func afterAnimation(_ animated: Bool, _ completion: @escaping () -> Void) {
        if animated { async(completion) } else { completion() }
    }

    /// Runs one turn: the work queued before the turn began, in order (work it queues waits for the next turn).
    /// Records a `runLoopTurn` event first when there is work. Returns whether anything ran.
    @discardableResult
    public func runTurn() -> Bool {
        guard !queue.isEmpty else { return false }
        var batch = queue
        queue.removeAll()
        turnCount += 1
        EventLog.current?.record(Event(.runLoopTurn, message: String(turnCount)))
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
    @discardableResult
    public func runUntilIdle() -> Bool {
        var turns = 0
        while hasPendingWork, turns < Self.maximumTurnsUntilIdle {
            runTurn()
            turns += 1
        }
        if hasPendingWork {
            EventLog.current?.record(Event(.note, message: "the main run loop still had work after \(Self.maximumTurnsUntilIdle) turns (work that queues more work each turn); the rest stays queued"))
        }
        return !hasPendingWork
    }
}
