import CLibXML2
import Foundation
import StoryflowModel

/// libxml2's SAX2 push parser over one document, turning its callbacks into `SAXEvent`s with exact locations.
///
/// `push()` hands libxml2 the next bytes (`BrokenInputCompatibility` says how many); libxml2 calls back
/// the `SAXReceiver` methods below, which append events and attributes to `batcher`'s batch. Text arrives in
/// pieces and becomes one event; whitespace-only text is dropped. The source scanner runs here, as each event
/// arrives, so the events carry the line and column of each start tag and attribute, and nothing after this
/// type looks at the document's bytes.
final class SAXEventProducer: SAXReceiver {
    // The producer's state changes only in its own methods, which libxml2 calls back one at a time from the
    // `xmlParseChunk` in `push`, with no access to that state held across the call: so no access can overlap,
    // and the properties skip Swift's dynamic exclusivity checks (a tenth of the read's instructions).
    private unowned let reader: XMLStreamReader
    private let batcher: SAXEventBatcher
    private let source: ByteSource
    /// Finds each event's exact line and column in the document, in document order.
    @exclusivity(unchecked) private var scanner: SourceScanner
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) private var names = NameCache()
    private let values: ValueCache
    /// libxml2's interned `xmlns`, the name of a default namespace declaration.
    @exclusivity(unchecked) private var xmlnsName: UnsafePointer<xmlChar>?
    /// Character data since the last event, in pieces joined.
    @exclusivity(unchecked) private var text: [UInt8] = []
    /// `text` holds a byte other than XML's four whitespace characters.
    @exclusivity(unchecked) private var textHasContent = false
    /// The depth of the next element to start (the root is at depth 0).
    @exclusivity(unchecked) private(set) var depth = 0
    /// The element that just started was written `<a/>`: its end event comes next and is not an end tag.
    @exclusivity(unchecked) private var endsEmptyElement = false
    /// A start tag was parsed in the current chunk.
    @exclusivity(unchecked) private var sawStartTag = false
    /// An element started deeper than `XMLStreamReader.maximumDepth`: later events are not kept, and the read
    /// ends once the push holding it has succeeded.
    @exclusivity(unchecked) private(set) var tooDeep = false
    /// The producer stopped libxml2: no more callbacks are expected, and any is ignored.
    @exclusivity(unchecked) private(set) var stopped = false
    /// libxml2 was stopped at a DOCTYPE, the last event kept.
    @exclusivity(unchecked) private(set) var stoppedAtDocumentType = false
    /// How many bytes have been pushed.
    @exclusivity(unchecked) private var pushed = 0

    init(reader: XMLStreamReader, source: ByteSource, path: SourcePath, batcher: SAXEventBatcher) {
        self.reader = reader
        self.source = source
        self.batcher = batcher
        scanner = SourceScanner(bytes: source.bytes, path: path)
        values = ValueCache(documentSize: source.count)
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Starts libxml2 on the document's first bytes. Returns false (after reporting it) if libxml2 cannot start.
    func start(url: String, options: Int32) -> Bool {
        // A document shorter than the first push starts libxml2 on nothing, which then waits for the end of input.
        let initial = source.count >= BrokenInputCompatibility.initialPush ? BrokenInputCompatibility.initialPush : 0
        source.makeAvailable(upTo: initial)
        var table = Self.handlerTable()
        guard let context = xmlCreatePushParserCtxt(&table, userData, initial > 0 ? base : nil, Int32(initial), url) else {
            reader.report(line: 1, column: 1, .ioError, "libxml2 could not start reading the file")
            return false
        }
        self.context = context
        pushed = initial
        xmlCtxtUseOptions(context, options)
        xmlnsName = xmlDictLookup(context.pointee.dict, "xmlns", -1)
        return true
    }

    /// Runs `body` with the errors libxml2 raises without a parser (a byte the declared encoding cannot convert)
    /// coming here too, instead of being printed raw on standard error.
    func routingThreadErrors<Result>(_ body: () -> Result) -> Result {
        storyflow_route_thread_errors(userData) { context, error in
            guard let error else { return }
            receiver(context)?.error(error.pointee)
        }
        defer { storyflow_route_thread_errors(nil, nil) }
        return body()
    }

    /// Pushes chunks until one held a start tag, or the last partial chunk, or, with every byte pushed, the end of
    /// the input. Whether libxml2 found no fatal error, and whether the input has ended.
    func push() -> (succeeded: Bool, ended: Bool) {
        guard let context else { return (false, true) }
        sawStartTag = false
        let chunkSize = BrokenInputCompatibility.chunkSize
        while true {
            let size = min(source.count - pushed, chunkSize)
            source.makeAvailable(upTo: pushed + size)
            let status = xmlParseChunk(context, base.map { $0 + pushed }, Int32(size), 0)
            pushed += size
            guard status == 0, context.pointee.wellFormed != 0 else { return (false, false) }
            if size == chunkSize {
                if sawStartTag { return (true, false) }
                continue
            }
            if size > 0 { return (true, false) }
            let finalStatus = xmlParseChunk(context, base.map { $0 + pushed }, 0, 1)
            return (finalStatus == 0 && context.pointee.wellFormed != 0, true)
        }
    }

    /// The offset below which the source scanner will not look at the document again.
    var finishedOffset: Int { scanner.finishedOffset }

    /// Where the parser is in the document (1-based).
    var position: (line: Int, column: Int) {
        guard let input = context?.pointee.input else { return (1, 1) }
        return (max(1, Int(input.pointee.line)), max(1, Int(input.pointee.col)))
    }

    /// libxml2's code for the error that stopped it, 0 if none.
    var errorCode: Int { context.map { Int($0.pointee.errNo) } ?? 0 }

    /// The document's first byte, as libxml2 takes it.
    private var base: UnsafePointer<CChar>? {
        source.bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
    }

    private var userData: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self as SAXReceiver).toOpaque()
    }

    /// Stops libxml2: nothing more is parsed, the push in progress fails.
    private func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// Reports an error at the parser's position, as libxml2's tree builder did.
    private func reportAtParser(_ message: String) {
        let (line, column) = position
        reader.record(message: message, line: line, column: column)
    }

    /// Reports `xml:id` values that are not NCNames (an error that does not stop the read).
    private func checkXMLIDs(_ attributeList: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, count: Int) {
        guard let xmlPrefix = context?.pointee.str_xml else { return }
        for index in 0..<count {
            let fields = attributeList + 5 * index
            guard fields[1] == xmlPrefix, let local = fields[0], let value = fields[3], let valueEnd = fields[4],
                String(cString: local) == "id"
            else { continue }
            let id = BrokenInputCompatibility.attributeValue(value, end: valueEnd, cache: values)
            if !BrokenInputCompatibility.isValidXMLID(id) { reportAtParser(BrokenInputCompatibility.invalidXMLIDMessage(id)) }
        }
    }

    /// Adds the text gathered since the last event as an event, unless it is whitespace only.
    private func flushText() {
        guard !text.isEmpty else { return }
        if textHasContent {
            batcher.batch.events.append(.text(String(decoding: text, as: UTF8.self)))
            textHasContent = false
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
        if depth > BrokenInputCompatibility.depthLimit {
            reportAtParser(BrokenInputCompatibility.depthLimitMessage)
            return stop()
        }
        if let attributeList { checkXMLIDs(attributeList, count: attributeCount) }
        if !tooDeep && depth >= XMLStreamReader.maximumDepth {
            flushText()
            batcher.batch.events.append(.tooDeep(location: scanner.nextStartTag()))
            tooDeep = true
        }
        guard !tooDeep else {
            depth += 1
            endsEmptyElement = atEmptyElementEnd
            return
        }
        flushText()
        let name = names.string(qualifiedName(localName, prefix: prefix))
        let found = scanner.nextStartTag()
        let location = found ?? scanner.endLocation
        // Where the attribute at `position` (counting namespace declarations first) named `attributeName` is.
        func attributeLocation(_ attributeName: UnsafePointer<xmlChar>, at position: Int) -> SourceLocation {
            found == nil ? location : scanner.attributeLocation(named: attributeName, at: position, fallback: location)
        }
        let first = batcher.batch.attributes.count
        // Namespace declarations come first, then the attributes, each in document order.
        if let namespaces {
            for index in 0..<namespaceCount {
                let declared = namespaces[2 * index]
                guard let nameBytes = declared.flatMap({ qualifiedName($0, prefix: xmlnsName) }) ?? xmlnsName else { continue }
                let uri = namespaces[2 * index + 1].map { String(cString: $0) } ?? ""
                batcher.batch.attributes.append(
                    RawAttribute(
                        name: names.string(nameBytes), value: uri,
                        location: attributeLocation(nameBytes, at: batcher.batch.attributes.count - first)
                    ))
            }
        }
        if let attributeList {
            for index in 0..<attributeCount {
                let fields = attributeList + 5 * index
                guard let local = fields[0], let value = fields[3], let valueEnd = fields[4] else { continue }
                let nameBytes = qualifiedName(local, prefix: fields[1])
                batcher.batch.attributes.append(
                    RawAttribute(
                        name: names.string(nameBytes), value: BrokenInputCompatibility.attributeValue(value, end: valueEnd, cache: values),
                        location: attributeLocation(nameBytes, at: batcher.batch.attributes.count - first)
                    ))
            }
        }
        let isEmpty = atEmptyElementEnd
        batcher.batch.events.append(
            .start(
                name: name, location: location, attributes: first..<batcher.batch.attributes.count, depth: depth, isEmpty: isEmpty
            ))
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
        let line = scanner.nextEndTag()?.line ?? position.line
        batcher.batch.events.append(.end(depth: depth, line: line))
    }

    override func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard !stopped, !tooDeep else { return }
        if !text.isEmpty, text.count + count > BrokenInputCompatibility.textLimit {
            reportAtParser(BrokenInputCompatibility.textLimitMessage)
            return stop()
        }
        let piece = UnsafeBufferPointer(start: bytes, count: count)
        if !textHasContent { textHasContent = !BlankText.isBlank(piece) }
        text.append(contentsOf: piece)
    }

    override func comment(_ value: UnsafePointer<xmlChar>) {
        guard !stopped, !tooDeep else { return }
        flushText()
        batcher.batch.events.append(.comment(String(cString: value), location: scanner.nextComment()))
    }

    override func processingInstruction() {
        guard !stopped, !tooDeep else { return }
        flushText()
    }

    override func documentType() {
        guard !stopped else { return }
        flushText()
        batcher.batch.events.append(.documentType)
        stoppedAtDocumentType = true
        stop()
    }

    override func error(_ error: xmlError) {
        guard error.line == 0, context != nil else {
            reader.record(error)
            return
        }
        reader.recordConversionError(error, at: position)
    }

    // MARK: Names

    /// `prefix:localName` as libxml2 interns it, or the local name alone. Either way a pointer into the parser's
    /// dictionary, the same for every occurrence.
    private func qualifiedName(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> UnsafePointer<xmlChar> {
        guard let prefix, let dictionary = context?.pointee.dict else { return localName }
        return xmlDictQLookup(dictionary, prefix, localName) ?? localName
    }

    /// Whether the parser stands at the `/>` of the start tag just parsed, which tells `<a/>` from `<a></a>`.
    private var atEmptyElementEnd: Bool {
        guard let input = context?.pointee.input, let cursor = input.pointee.cur else { return false }
        return cursor[0] == UInt8(ascii: "/") && cursor[1] == UInt8(ascii: ">")
    }
}
