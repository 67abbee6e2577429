import Synchronization

/// How far a long piece of work has got, for a progress line to show: what is being done, how many of how many
/// items are done, and the item at hand. Work on any thread updates it; a display reads `snapshot` when it draws.
public final class WorkProgress: Sendable {
    /// The progress at one moment.
    public struct Snapshot: Equatable, Sendable {
        /// What is being done, as a verb: "Checking", "Reading".
        public var activity: String
        /// How many items are done.
        public var done: Int
        /// How many items there are, when known.
        public var total: Int?
        /// What the items are, in the plural: "files", "scenes".
        public var unit: String
        /// The item at hand (a file's path), as the file or user wrote it: a display makes it visible.
        public var item: String?

        /// Progress of `activity`, `done` of `total` `unit` done, at `item`.
        public init(activity: String, done: Int = 0, total: Int? = nil, unit: String = "", item: String? = nil) {
            self.activity = activity
            self.done = done
            self.total = total
            self.unit = unit
            self.item = item
        }
    }

    /// The progress, and the items started and not yet finished, oldest first.
    private let state = Mutex((snapshot: Snapshot(activity: "Starting"), subject: String?.none, started: [String]()))

    /// Progress of nothing yet.
    public init() {}

    /// The progress now: its item is the oldest item started and not finished (on many threads, the one holding
    /// the work up), else the step's subject.
    public var snapshot: Snapshot {
        state.withLock { state in
            var snapshot = state.snapshot
            snapshot.item = state.started.first ?? state.subject
            return snapshot
        }
    }

    /// Starts a step of the work: `activity` over `total` `unit` (when known) on `subject` (a file read, say), none
    /// done yet.
    public func begin(_ activity: String, unit: String = "", total: Int? = nil, subject: String? = nil) {
        state.withLock { $0 = (Snapshot(activity: activity, total: total, unit: unit), subject, []) }
    }

    /// Notes that work on `item` has started.
    public func start(_ item: String) {
        state.withLock { $0.started.append(item) }
    }

    /// Counts `item`, started before, as done.
    public func finish(_ item: String) {
        state.withLock { state in
            if let index = state.started.firstIndex(of: item) { state.started.remove(at: index) }
            state.snapshot.done += 1
        }
    }

    /// Counts one more item done, for items not named (the scenes of a file as it is read).
    public func advance() {
        state.withLock { $0.snapshot.done += 1 }
    }
}
