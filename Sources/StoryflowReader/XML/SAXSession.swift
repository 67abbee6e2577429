import CLibXML2
import Foundation
import StoryflowModel

/// One read of a document through libxml2's SAX2 push parser, delivering to a `TreeWalker` exactly the events
/// libxml2's `xmlTextReader` delivered, without the tree the reader built and freed node by node.
///
/// The reader fed libxml2 the first 4 bytes, then 512-byte chunks: each time it ran out of nodes it pushed
/// chunks until one held a start tag (or the input ended), and if libxml2 found a fatal error in such a push,
/// it stopped before delivering anything that push had parsed; it also delivered nothing until the root
/// element was open after a push. The session pushes the same chunks and keeps each push's events back until
/// the push has succeeded, so the handler sees the same events (and reports the same findings) on broken
/// input too. Text arrives in pieces and is delivered whole; whitespace-only text is dropped, as the reader
/// reported it as whitespace nodes.
///
/// The source scanner runs here, as each event arrives, and the events carry the exact locations it found. On a
/// concurrent read this balances the two threads (the worker, which converts, is the busier one), and nothing
/// after this thread looks at the file's bytes.
final class SAXSession<Handler: XMLStreamHandler>: SAXReceiver {
    /// The reader's chunk size (libxml2's `CHUNK_SIZE` in xmlreader.c).
    static var chunkSize: Int { 512 }
    /// The deepest nesting libxml2's tree builder accepted without `XML_PARSE_HUGE` (`xmlParserMaxDepth`).
    static var treeDepthLimit: Int { 256 }
    /// The longest text node libxml2's tree builder accepted without `XML_PARSE_HUGE` (`XML_MAX_TEXT_LENGTH`).
    static var treeTextLimit: Int { 10_000_000 }

    // The session's state changes only in its own methods, which libxml2 calls back one at a time from the
    // `xmlParseChunk` in `push`, with no access to that state held across the call: so no access can overlap,
    // and the properties skip Swift's dynamic exclusivity checks (a tenth of the read's instructions).
    private unowned let reader: XMLStreamReader
    private let replayer: SAXEventReplayer<Handler>
    /// The worker replaying committed events, for a concurrent read.
    private var pipeline: WorkerPipeline<SAXEventBatch>?
    /// Events kept, with their elements' attributes: the first `committedEvents` (and `committedAttributes`)
    /// are committed (the reader would have delivered them) and not yet replayed or sent; the rest are kept back
    /// until the push that produced them has succeeded.
    @exclusivity(unchecked) private var batch = SAXEventBatch()
    @exclusivity(unchecked) private var committedEvents = 0
    @exclusivity(unchecked) private var committedAttributes = 0
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Finds each event's exact line and column in `bytes`, in document order.
    @exclusivity(unchecked) private var scanner: SourceScanner
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) private var names = NameCache()
    /// libxml2's interned `xmlns`, the name of a default namespace declaration.
    @exclusivity(unchecked) private var xmlnsName: UnsafePointer<xmlChar>?
    /// Character data since the last event, in pieces joined.
    @exclusivity(unchecked) private var text: [UInt8] = []
    /// The depth of the next element to start (the root is at depth 0).
    @exclusivity(unchecked) private var depth = 0
    /// The element that just started was written `<a/>`: its end event comes next and is not an end tag.
    @exclusivity(unchecked) private var endsEmptyElement = false
    /// A start tag was parsed in the current chunk.
    @exclusivity(unchecked) private var sawStartTag = false
    /// An element started deeper than the reader accepts: later events are not kept, and the read ends there
    /// once the push holding it has succeeded (xmlTextReader parsed the whole push before delivering it).
    @exclusivity(unchecked) private var tooDeep = false
    /// The session stopped libxml2: no more callbacks are expected, and any is ignored.
    @exclusivity(unchecked) private var stopped = false
    /// libxml2 was stopped at a DOCTYPE, the last event kept.
    @exclusivity(unchecked) private var stoppedAtDocumentType = false

    /// Committed events are sent to the worker of a concurrent read in batches of about this many.
    static var eventsPerBatch: Int { 2048 }

    /// A session reading `bytes` for `reader`; with `concurrent`, events are replayed (into the tree walker and
    /// `handler`) on a worker thread while libxml2 and the source scanner go on.
    init(reader: XMLStreamReader, bytes: UnsafeBufferPointer<UInt8>, path: SourcePath, handler: Handler, concurrent: Bool) {
        self.reader = reader
        self.bytes = bytes
        scanner = SourceScanner(bytes: bytes, path: path)
        let replayer = SAXEventReplayer(path: path, handler: handler)
        self.replayer = replayer
        if concurrent {
            pipeline = WorkerPipeline(name: "storyflow.read") { batch in
                replayer.replay(&batch)
            }
        }
    }

    /// Parses the whole document. Returns false if reading stopped on an error. `source`, if given, is the file
    /// the bytes come from: told to read in each chunk before it is pushed, and now and then an offset below which
    /// no byte is looked at again.
    func run(url: String, options: Int32, source: FileBytes?) -> Bool {
        guard let base = bytes.baseAddress else {
            pipeline?.finish()
            return true
        }
        let start = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        let initial = bytes.count >= 4 ? 4 : 0
        var table = Self.handlerTable()
        let userData = Unmanaged.passUnretained(self as SAXReceiver).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&table, userData, initial > 0 ? start : nil, Int32(initial), url) else {
            pipeline?.finish()
            reader.report(line: 1, column: 1, .ioError, "libxml2 could not start reading the file")
            return false
        }
        defer { xmlFreeParserCtxt(context) }
        self.context = context
        xmlCtxtUseOptions(context, options)
        xmlnsName = xmlDictLookup(context.pointee.dict, "xmlns", -1)
        // Errors libxml2 raises without a parser (a byte the declared encoding cannot convert) come here too,
        // instead of being printed raw on standard error.
        storyflow_route_thread_errors(userData) { context, error in
            guard let error else { return }
            receiver(context)?.error(error.pointee)
        }
        defer { storyflow_route_thread_errors(nil, nil) }
        // On a concurrent read, `finish()` waits for the worker to replay the last batch before the reports and
        // the document are read.
        let succeeded = parse(context, start, from: initial, source: source)
        pipeline?.finish()
        reader.append(replayer.reports)
        if !succeeded, !stoppedAtDocumentType, !tooDeep, !stopped {
            reader.explainStop(at: position(in: context), code: Int(context.pointee.errNo))
        }
        return succeeded && !reader.hasErrors
    }

    /// Pushes the document through libxml2, committing events as the reader delivered them. Returns false if
    /// reading stopped on an error.
    private func parse(_ context: xmlParserCtxtPtr, _ start: UnsafePointer<CChar>, from initial: Int, source: FileBytes?) -> Bool {
        var offset = initial
        var nextRelease = FileBytes.releaseStep
        var delivering = false
        while true {
            let finished = scanner.finishedOffset
            if let source, finished >= nextRelease {
                source.releasePages(before: finished)
                nextRelease = finished + FileBytes.releaseStep
            }
            let (succeeded, ended) = push(context, start, from: &offset, source: source)
            if stoppedAtDocumentType {
                commit(endsDocument: false, flush: true)
                return false
            }
            guard succeeded else {
                commit(endsDocument: false, flush: true, keepingUncommitted: false)
                return false
            }
            // Until the root element is open after a push, the reader pushed again before delivering anything.
            if !delivering && depth == 0 && !ended { continue }
            delivering = true
            commit(endsDocument: ended, flush: ended || tooDeep)
            if tooDeep { return false }
            if ended { return true }
        }
    }

    /// Commits the events kept back (the reader would have delivered them now): replays them at once, or, for
    /// a concurrent read, adds them to the batch for the worker, sent when it is large enough or `flush`.
    /// With `keepingUncommitted` false, the events kept back are dropped instead (their push failed) and only
    /// what was committed before is delivered.
    private func commit(endsDocument: Bool, flush: Bool, keepingUncommitted: Bool = true) {
        if keepingUncommitted {
            committedEvents = batch.events.count
            committedAttributes = batch.attributes.count
        } else {
            batch.events.removeSubrange(committedEvents...)
            batch.attributes.removeSubrange(committedAttributes...)
        }
        batch.endsDocument = endsDocument
        guard let pipeline else {
            replayer.replay(&batch)
            batch.events.removeAll(keepingCapacity: true)
            batch.attributes.removeAll(keepingCapacity: true)
            (committedEvents, committedAttributes) = (0, 0)
            return
        }
        guard flush || batch.events.count >= Self.eventsPerBatch else { return }
        if var reusable = pipeline.send(batch) {
            // Emptied here, on the reading thread, which has time to spare while the worker converts.
            reusable.events.removeAll(keepingCapacity: true)
            reusable.attributes.removeAll(keepingCapacity: true)
            reusable.endsDocument = false
            batch = reusable
        } else {
            batch = SAXEventBatch()
            batch.events.reserveCapacity(Self.eventsPerBatch + 256)
        }
        (committedEvents, committedAttributes) = (0, 0)
    }

    /// Pushes what the reader pushed when it ran out of nodes: chunks until one holds a start tag, or the last
    /// partial chunk, or, with all bytes pushed, the end of the input. Whether libxml2 found no fatal error,
    /// and whether the input has ended.
    private func push(
        _ context: xmlParserCtxtPtr, _ start: UnsafePointer<CChar>, from offset: inout Int, source: FileBytes?
    ) -> (succeeded: Bool, ended: Bool) {
        sawStartTag = false
        while true {
            let size = min(bytes.count - offset, Self.chunkSize)
            source?.makeAvailable(upTo: offset + size)
            let status = xmlParseChunk(context, start + offset, Int32(size), 0)
            offset += size
            guard status == 0, context.pointee.wellFormed != 0 else { return (false, false) }
            if size == Self.chunkSize {
                if sawStartTag { return (true, false) }
                continue
            }
            if size > 0 { return (true, false) }
            let finalStatus = xmlParseChunk(context, start + offset, 0, 1)
            return (finalStatus == 0 && context.pointee.wellFormed != 0, true)
        }
    }

    /// Stops libxml2: nothing more is parsed, the push in progress fails.
    private func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// Reports an error that xmlTextReader's tree builder raised at the parser's position, and stops libxml2
    /// as the tree builder did.
    private func failAsTreeBuilder(_ message: String) {
        reportAsTreeBuilder(message)
        stop()
    }

    /// Reports an error that xmlTextReader's tree builder raised at the parser's position.
    private func reportAsTreeBuilder(_ message: String) {
        guard let input = context?.pointee.input else { return }
        reader.record(message: message, line: Int(input.pointee.line), column: Int(input.pointee.col))
    }

    /// Reports `xml:id` values that are not NCNames, as xmlTextReader's tree builder did (an error that does
    /// not stop the parser).
    private func checkXMLIDs(_ attributeList: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, count: Int) {
        guard let xmlPrefix = context?.pointee.str_xml else { return }
        for index in 0..<count {
            let fields = attributeList + 5 * index
            guard fields[1] == xmlPrefix, let local = fields[0], let value = fields[3], let valueEnd = fields[4],
                  String(cString: local) == "id" else { continue }
            let id = Self.attributeValue(value, end: valueEnd)
            if id.withCString({ xmlValidateNCName(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), 1) }) != 0 {
                reportAsTreeBuilder("xml:id : attribute value \(id) is not an NCName")
            }
        }
    }

    /// Delivers the text gathered since the last event, unless it is whitespace only.
    private func flushText() {
        guard !text.isEmpty else { return }
        if text.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) {
            batch.events.append(.text(String(decoding: text, as: UTF8.self)))
        }
        text.removeAll(keepingCapacity: true)
    }

    // MARK: SAX callbacks

    override func startElement(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
        attributes attributeList: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int
    ) {
        guard !stopped else { return }
        sawStartTag = true
        if depth > Self.treeDepthLimit {
            return failAsTreeBuilder("Excessive depth in document: \(Self.treeDepthLimit) use XML_PARSE_HUGE option")
        }
        if let attributeList { checkXMLIDs(attributeList, count: attributeCount) }
        if !tooDeep && depth >= XMLStreamReader.maximumDepth {
            flushText()
            batch.events.append(.tooDeep(location: scanner.nextStartTag()))
            tooDeep = true
        }
        guard !tooDeep else {
            depth += 1
            endsEmptyElement = context.map { Self.atEmptyElementEnd($0) } ?? false
            return
        }
        flushText()
        let name = names.string(qualifiedName(localName, prefix: prefix))
        let found = scanner.nextStartTag()
        let location = found ?? scanner.endLocation
        // Where the attribute at `position` (counting namespace declarations first) named `nameBytes` is.
        func attributeLocation(_ nameBytes: UnsafePointer<xmlChar>, at position: Int) -> SourceLocation {
            found == nil ? location : scanner.attributeLocation(named: nameBytes, at: position, fallback: location)
        }
        let first = batch.attributes.count
        // xmlTextReader listed namespace declarations first, then the attributes, each in document order.
        if let namespaces {
            for index in 0..<namespaceCount {
                let declared = namespaces[2 * index]
                guard let nameBytes = declared.flatMap({ qualifiedName($0, prefix: xmlnsName) }) ?? xmlnsName else { continue }
                let uri = namespaces[2 * index + 1].map { String(cString: $0) } ?? ""
                batch.attributes.append(RawAttribute(
                    name: names.string(nameBytes), value: uri,
                    location: attributeLocation(nameBytes, at: batch.attributes.count - first)
                ))
            }
        }
        if let attributeList {
            for index in 0..<attributeCount {
                let fields = attributeList + 5 * index
                guard let local = fields[0], let value = fields[3], let valueEnd = fields[4] else { continue }
                let nameBytes = qualifiedName(local, prefix: fields[1])
                batch.attributes.append(RawAttribute(
                    name: names.string(nameBytes), value: Self.attributeValue(value, end: valueEnd),
                    location: attributeLocation(nameBytes, at: batch.attributes.count - first)
                ))
            }
        }
        let isEmpty = context.map { Self.atEmptyElementEnd($0) } ?? false
        batch.events.append(.start(name: name, location: location, attributes: first..<batch.attributes.count, depth: depth, isEmpty: isEmpty))
        depth += 1
        endsEmptyElement = isEmpty
    }

    override func endElement() {
        guard !stopped else { return }
        depth -= 1
        if endsEmptyElement || tooDeep {
            endsEmptyElement = false
            return
        }
        flushText()
        let line = scanner.nextEndTag()?.line ?? context.map { Int($0.pointee.input.pointee.line) } ?? 1
        batch.events.append(.end(depth: depth, line: line))
    }

    override func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard !stopped, !tooDeep else { return }
        if !text.isEmpty, text.count + count > Self.treeTextLimit {
            return failAsTreeBuilder("xmlSAX2Characters: huge text node")
        }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    override func comment(_ value: UnsafePointer<xmlChar>) {
        guard !stopped, !tooDeep else { return }
        flushText()
        batch.events.append(.comment(String(cString: value), location: scanner.nextComment()))
    }

    override func processingInstruction() {
        guard !stopped, !tooDeep else { return }
        flushText()
    }

    override func documentType() {
        guard !stopped else { return }
        flushText()
        batch.events.append(.documentType)
        stoppedAtDocumentType = true
        stop()
    }

    override func error(_ error: xmlError) {
        guard error.line == 0, let context else {
            reader.record(error)
            return
        }
        reader.recordConversionError(error, at: position(in: context))
    }

    /// Where the parser is in the document (1-based).
    private func position(in context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        guard let input = context.pointee.input else { return (1, 1) }
        return (max(1, Int(input.pointee.line)), max(1, Int(input.pointee.col)))
    }

    // MARK: Names and values

    /// `prefix:localName` as libxml2 interns it (as xmlTextReader named elements and attributes), or the local
    /// name alone. Either way a pointer into the parser's dictionary, the same for every occurrence.
    private func qualifiedName(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> UnsafePointer<xmlChar> {
        guard let prefix, let dictionary = context?.pointee.dict else { return localName }
        return xmlDictQLookup(dictionary, prefix, localName) ?? localName
    }

    /// Whether the parser stands at the `/>` of the start tag just parsed (xmlTextReader's test for `<a/>`).
    private static func atEmptyElementEnd(_ context: xmlParserCtxtPtr) -> Bool {
        guard let input = context.pointee.input, let cursor = input.pointee.cur else { return false }
        return cursor[0] == UInt8(ascii: "/") && cursor[1] == UInt8(ascii: ">")
    }

    /// An attribute value from libxml2's byte range. Entity and character references arrive decoded, except
    /// that without entity substitution libxml2 writes an ampersand (`&amp;`, `&#38;`) as `&#38;`, which the
    /// tree builder behind xmlTextReader decoded: so does this.
    private static func attributeValue(_ start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>) -> String {
        let raw = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, Int32(UInt8(ascii: "&")), raw.count) != nil else { return String(decoding: raw, as: UTF8.self) }
        let escape = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            if raw[index] == escape[0], raw.count - index >= escape.count, raw[index..<index + escape.count].elementsEqual(escape) {
                decoded.append(escape[0])
                index += escape.count
            } else {
                decoded.append(raw[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}
