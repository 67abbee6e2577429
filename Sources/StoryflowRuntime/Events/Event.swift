import StoryflowIO

/// One thing that happened while a flow runs: a lifecycle call, a segue step, a data source or delegate call, an
/// error, an instantiation or a release. Events are numbered in the order they happen.
public struct Event: Hashable, Sendable {
    /// What kind of thing happened; the raw values are UIKit's method names where there is one.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case `init`, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, `deinit`
        case shouldPerformSegue, prepare, perform, unwind
        /// `present(_:animated:completion:)`, `dismiss(animated:completion:)`, push and pop on a navigation stack.
        case present, dismiss, push, pop
        /// `showDetailViewController(_:sender:)`: a split view's secondary column replaced.
        case showDetail
        /// `didMove(toParent:)` after a controller became (or stopped being) a child.
        case didMoveToParent
        /// A tab bar controller's `selectedIndex` changed.
        case selectTab
        /// `setEditing(_:animated:)`.
        case setEditing
        /// An action method (bar button, button, switch, text field) or the effect a generic controller applies.
        case action
        case delegate, dataSource
        /// A value set on one of the scene's declared inputs (by a segue's `<pass>`, a deep link, or the app's
        /// `prepare(for:sender:)` through `setInput(_:to:)`).
        case input
        /// A declared result given back (`deliverResult(_:value:)`, a generic controller's producer, or
        /// `cancelled` when the scene leaves without giving any).
        case result
        /// Something worth knowing that is not an error (an unregistered class replaced by the generic one, a veto).
        case note
        /// A line the app logs itself (`print` in the seeds), via `ViewController.log(_:)`.
        case log
        /// What UIKit warns about on the console without crashing, with UIKit's message; the call did nothing.
        case warning
        /// What UIKit would crash on, with UIKit's message; the action was abandoned.
        case error
        /// A turn of the main run loop begins: animations started earlier end and queued work runs.
        case runLoopTurn
    }

    /// 1, 2, 3, ... in the order events happen in one log.
    public var seq: Int
    /// What happened.
    public var event: Name
    /// The flow id of the scene involved.
    public var scene: String?
    /// The class of the instance involved.
    public var className: String?
    /// The instance involved, e.g. `PlayerDetailsViewController#2`.
    public var instance: String?
    /// The segue's identifier.
    public var segue: String?
    /// The segue's kind, or the presentation style for `present`.
    public var kind: String?
    /// The source instance of a segue or transition.
    public var source: String?
    /// The destination instance of a segue or transition.
    public var destination: String?
    /// The data source or delegate method called, e.g. `tableView(_:cellForRowAt:)`.
    public var method: String?
    /// A message: the error text, the log line, the index path of a table call.
    public var message: String?

    /// Creates an event (its `seq` is assigned by the log).
    public init(
        _ event: Name, scene: String? = nil, className: String? = nil, instance: String? = nil, segue: String? = nil,
        kind: String? = nil, source: String? = nil, destination: String? = nil, method: String? = nil,
        message: String? = nil, seq: Int = 0
    ) {
        self.seq = seq
        self.event = event
        self.scene = scene
        self.className = className
        self.instance = instance
        self.segue = segue
        self.kind = kind
        self.source = source
        self.destination = destination
        self.method = method
        self.message = message
    }

    /// The fields in their documented order, only those that are set.
    public var fields: [(key: String, value: String)] {
        let optional: [(String, String?)] = [
            ("scene", scene), ("class", className), ("instance", instance), ("segue", segue), ("kind", kind),
            ("source", source), ("destination", destination), ("method", method), ("message", message),
        ]
        return [("event", event.rawValue)] + optional.compactMap { key, value in value.map { (key, $0) } }
    }

    /// The event as one line of JSON: `{"seq":1,"event":"init","scene":"players",...}`.
    public var jsonLine: String {
        var parts = ["\"seq\":\(seq)"]
        for (key, value) in fields { parts.append("\"\(key)\":\(JSONText.string(value))") }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// A short human-readable form: `12 viewDidLoad PlayerDetailsViewController#1`.
    public var summary: String {
        var parts = [event.rawValue]
        if let instance { parts.append(instance) }
        if let segue { parts.append("segue=\(segue)") }
        if let method { parts.append(method) }
        if let message { parts.append(message) }
        return parts.joined(separator: " ")
    }
}
