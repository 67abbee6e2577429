/// Where a running flow's events go: it numbers them, keeps them, tells observers, and names instances.
///
/// Controllers find the log through `EventLog.current` while they are created (the storyboard and the
/// application set it), so a controller made in code (`AlertController(...)`, `DetailViewController()`) is
/// recorded like one made from the flow.
@MainActor
public final class EventLog {
    /// The log controllers created now report to; `nil` outside a running flow (events are then dropped).
    @TaskLocal public static var current: EventLog?

    /// The events kept, in order: every event so far, or the last `retainedEventLimit` of them.
    public private(set) var events: [Event] = []
    /// Whether to keep events in `events` (observers are told either way).
    public var keepsEvents = true
    /// At most how many of the latest events `events` keeps (`nil`: all). A long session then uses memory for
    /// its last steps, not its whole history; observers (an events file) still see every event.
    public var retainedEventLimit: Int?
    /// The instances created and not released yet, by name: their creation order, scene and whether their view
    /// loaded. Kept as events are recorded, so it does not depend on `events` keeping them.
    private var live: [String: LiveInstance] = [:]
    private var observers: [Int: (Event) -> Void] = [:]
    private var nextObserverID = 0
    private var instanceCounts: [String: Int] = [:]
    private var nextSeq = 1

    /// Creates an empty log.
    public init() {}

    /// The event of a call into the app's code, held back until the call shows it ran the app's own method (see
    /// `recordCall(_:_:)`).
    private var heldCall: Event?

    /// Records `event`, giving it the next sequence number, and tells every observer.
    @discardableResult
    public func record(_ event: Event) -> Event {
        releaseHeldCall()
        return number(event)
    }

    /// Runs `call`, a delegate or data source method, and records `event` for it, before anything the call itself
    /// records, unless the call ran the protocol's default implementation: UIKit does not call an optional method
    /// the object does not implement, so a transcript does not show it.
    func recordCall<Result>(_ event: Event, _ call: () -> Result) -> Result {
        releaseHeldCall()
        heldCall = event
        let (result, reachedDefault) = ProtocolDefault.tracking(event.method ?? "", call)
        // Still held means the call recorded nothing: its event is recorded now, or dropped for a default.
        if reachedDefault { heldCall = nil } else { releaseHeldCall() }
        return result
    }

    private func releaseHeldCall() {
        guard let held = heldCall else { return }
        heldCall = nil
        number(held)
    }

    @discardableResult
    private func number(_ event: Event) -> Event {
        var numbered = event
        numbered.seq = nextSeq
        nextSeq += 1
        if keepsEvents {
            events.append(numbered)
            // Trimmed in steps of the limit, so keeping the last N costs amortised constant time per event.
            if let limit = retainedEventLimit, events.count >= 2 * max(1, limit) {
                events.removeFirst(events.count - limit)
            }
        }
        noteLifetime(numbered)
        for id in observers.keys.sorted() { observers[id]?(numbered) }
        return numbered
    }

    /// The instances created and not released yet, in the order they were created.
    public var liveInstances: [LiveInstance] {
        live.values.sorted { $0.seq < $1.seq }
    }

    private func noteLifetime(_ event: Event) {
        guard let instance = event.instance else { return }
        switch event.event {
        case .`init`: live[instance] = LiveInstance(name: instance, scene: event.scene, seq: event.seq)
        case .viewDidLoad: live[instance]?.isViewLoaded = true
        case .deinit: live[instance] = nil
        default: break
        }
    }

    /// Calls `observer` for every later event; returns a token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ observer: @escaping (Event) -> Void) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return nextObserverID
    }

    /// Stops calling the observer registered under `token`.
    public func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    /// A stream of every later event, for `for await` loops.
    public func stream() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        let token = addObserver { continuation.yield($0) }
        continuation.onTermination = { _ in Task { @MainActor [weak self] in self?.removeObserver(token) } }
        return stream
    }

    /// The events numbered after `seq`. Events are kept in increasing order of their numbers, so the first one
    /// after `seq` is found by bisection: a gesture's events cost the same late in a long session as early.
    /// (With `retainedEventLimit`, only the events still kept.)
    public func events(after seq: Int) -> [Event] {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].seq <= seq { low = middle + 1 } else { high = middle }
        }
        return Array(events[low...])
    }

    /// The sequence number of the last event, 0 before the first.
    public var lastSeq: Int { nextSeq - 1 }

    /// The events as JSON lines, one object per line.
    public var jsonLines: String {
        events.map { $0.jsonLine + "\n" }.joined()
    }

    /// The next instance name for `className`: `PlayerDetailsViewController#1`, `#2`, ...
    func nextInstanceName(for className: String) -> String {
        let count = (instanceCounts[className] ?? 0) + 1
        instanceCounts[className] = count
        return "\(className)#\(count)"
    }
}

/// A controller instance that was created and not released yet.
public struct LiveInstance: Sendable, Equatable {
    /// Its name in events: `PlayerDetailsViewController#1`.
    public var name: String
    /// The flow scene it was made from, if any.
    public var scene: String?
    /// The sequence number of its `init` event.
    public var seq: Int
    /// Whether its view has loaded.
    public var isViewLoaded = false
}
