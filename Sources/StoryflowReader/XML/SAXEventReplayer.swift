import StoryflowModel
import Synchronization

/// What the SAX callbacks saw, in document order.
enum SAXEvent {
    /// An element starts; its attributes are `attributes` in the batch's attribute list.
    case start(name: String, attributes: Range<Int>, depth: Int, isEmpty: Bool)
    /// An element written with an end tag ends; `parserLine` is libxml2's line, should the end tag not be found.
    case end(depth: Int, parserLine: Int)
    case text(String)
    case comment(String)
    /// An element starts deeper than the reader accepts.
    case tooDeep
    /// A DOCTYPE declaration.
    case documentType
}

/// Events a `SAXSession` kept, with their elements' attributes, handed over together. (The attributes' name
/// pointers are libxml2's interned names, valid until the session frees its parser, after the last replay.)
struct SAXEventBatch: @unchecked Sendable {
    var events: [SAXEvent] = []
    var attributes: [RawAttribute] = []
    /// The document ended after these events.
    var endsDocument = false
}

/// Replays kept SAX events into the tree walker (and so into the source scanner and the handler), on the
/// reading thread or on the worker of a concurrent read.
final class SAXEventReplayer<Handler: XMLStreamHandler> {
    // Touched by one thread at a time (the reading thread, or the worker until the session has joined it), so
    // the properties skip Swift's dynamic exclusivity checks.
    @exclusivity(unchecked) private var walker: TreeWalker<Handler>
    private let path: SourcePath
    /// Problems found while replaying (events that stop the read).
    @exclusivity(unchecked) private(set) var reports: [Diagnostic] = []
    /// A replayed event stopped the read: later events are ignored.
    @exclusivity(unchecked) private var isStopped = false
    /// The scanner's `finishedOffset` after the last replay: no byte below it is looked at again.
    let finishedOffset = Atomic<Int>(0)

    init(bytes: UnsafeBufferPointer<UInt8>, path: SourcePath, handler: Handler) {
        self.path = path
        walker = TreeWalker(scanner: SourceScanner(bytes: bytes, path: path), handler: handler)
    }

    /// Replays `batch` (moving its attribute values out). Returns false if an event stopped the read (after
    /// reporting it).
    @discardableResult
    func replay(_ batch: inout SAXEventBatch) -> Bool {
        guard !isStopped else { return false }
        let events = batch.events
        for event in events {
            switch event {
            case .start(let name, let range, let depth, let isEmpty):
                walker.start(name: name, attributes: &batch.attributes, in: range, depth: depth, isEmpty: isEmpty)
                if isEmpty { walker.end(depth: depth, line: walker.lastLine) }
            case .end(let depth, let parserLine):
                walker.end(depth: depth, line: walker.scanner.nextEndTag()?.line ?? parserLine)
            case .text(let value):
                walker.text(value)
            case .comment(let value):
                walker.comment(value)
            case .tooDeep:
                let location = walker.scanner.nextStartTag()
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
        finishedOffset.store(walker.scanner.finishedOffset, ordering: .releasing)
        return true
    }

    private func stop() -> Bool {
        isStopped = true
        finishedOffset.store(walker.scanner.finishedOffset, ordering: .releasing)
        return false
    }

    private func report(line: Int, column: Int, _ rule: ReaderRule, _ message: String) {
        reports.append(Diagnostic(
            location: SourceLocation(path: path, line: line, column: column),
            severity: .error, rule: rule.rawValue, message: message
        ))
    }
}
