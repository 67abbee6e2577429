import StoryflowModel

/// What the SAX callbacks saw, in document order, with the locations the source scanner found for it.
enum SAXEvent {
    /// An element starts at `location`; its attributes are `attributes` in the batch's attribute list.
    case start(name: String, location: SourceLocation, attributes: Range<Int>, depth: Int, isEmpty: Bool)
    /// An element written with an end tag ends, its end tag on `line`.
    case end(depth: Int, line: Int)
    case text(String)
    /// A comment, and where it starts (`nil` if the scanner did not find it, which drops it).
    case comment(String, location: SourceLocation?)
    /// An element starts deeper than the reader accepts, at `location` if the scanner found its start tag.
    case tooDeep(location: SourceLocation?)
    /// A DOCTYPE declaration.
    case documentType
}

/// Events a `SAXEventProducer` made, with their elements' attributes, handed over together.
struct SAXEventBatch: Sendable {
    var events: [SAXEvent] = []
    var attributes: [RawAttribute] = []
    /// The document ended after these events.
    var endsDocument = false
}

/// Replays kept SAX events into the tree walker (and so into the handler), on the reading thread or on the
/// worker of a concurrent read.
final class SAXEventReplayer<Handler: XMLStreamHandler> {
    // Touched by one thread at a time (the reading thread, or the worker until the session has joined it), so
    // the properties skip Swift's dynamic exclusivity checks.
    @exclusivity(unchecked) private var walker: TreeWalker<Handler>
    private let path: SourcePath
    /// Problems found while replaying (events that stop the read).
    @exclusivity(unchecked) private(set) var reports: [Diagnostic] = []
    /// A replayed event stopped the read: later events are ignored.
    @exclusivity(unchecked) private var isStopped = false

    init(path: SourcePath, handler: Handler) {
        self.path = path
        walker = TreeWalker(handler: handler)
    }

    /// Replays `batch` (moving its attribute values out). Returns false if an event stopped the read (after
    /// reporting it).
    @discardableResult
    func replay(_ batch: inout SAXEventBatch) -> Bool {
        guard !isStopped else { return false }
        let events = batch.events
        for event in events {
            switch event {
            case .start(let name, let location, let range, let depth, let isEmpty):
                walker.start(name: name, location: location, attributes: &batch.attributes, in: range, depth: depth)
                if isEmpty { walker.end(depth: depth, line: location.line) }
            case .end(let depth, let line):
                walker.end(depth: depth, line: line)
            case .text(let value):
                walker.text(value)
            case .comment(let value, let location):
                if let location { walker.comment(value, location: location) }
            case .tooDeep(let location):
                report(
                    line: location?.line ?? 1, column: location?.column ?? 1, .xmlLimit,
                    "elements are nested more than \(XMLStreamReader.maximumDepth) deep; flatten the document"
                )
                return stop()
            case .documentType:
                report(line: 1, column: 1, .xmlDoctype, "DOCTYPE declarations are not allowed: remove it")
                return stop()
            }
        }
        if batch.endsDocument { walker.finish() }
        return true
    }

    private func stop() -> Bool {
        isStopped = true
        return false
    }

    private func report(line: Int, column: Int, _ rule: ReaderRule, _ message: String) {
        reports.append(
            Diagnostic(
                location: SourceLocation(path: path, line: line, column: column),
                severity: .error, rule: rule.rawValue, message: message
            ))
    }
}
