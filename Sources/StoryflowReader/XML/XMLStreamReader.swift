import CLibXML2
import Foundation
import StoryflowModel

/// Receives the events of a streaming read.
protocol XMLStreamHandler: AnyObject {
    /// Whether the element at `depth` (the root is at depth 0) should be materialized with all its descendants
    /// and delivered whole to `subtree(_:depth:)`, instead of as `open`/`close` events.
    func shouldMaterialize(_ name: String, depth: Int) -> Bool
    /// A shallow element starts; its children follow.
    func open(_ node: XMLNode, depth: Int)
    /// A shallow element ends.
    func close(_ name: String, depth: Int, line: Int)
    /// A materialized element is complete.
    func subtree(_ node: XMLNode, depth: Int)
    /// A comment anywhere in the document, and the line range of the element that follows it (known once
    /// that element has ended; `nil` if no element follows).
    func comment(_ text: String, location: SourceLocation, nextElementLines: ClosedRange<Int>?)
}

/// Streams an XML file through libxml2's `xmlTextReader`, hardened against hostile input, and hands the
/// document to a handler as shallow events and small materialized subtrees.
///
/// Hardening: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution, no XInclude, a DOCTYPE
/// anywhere is refused before libxml2 sees the document (so no entity can be declared, let alone expanded),
/// nesting is capped, and libxml2's own limits on text and attribute length stay on.
final class XMLStreamReader {
    /// The deepest nesting the reader accepts.
    static let maximumDepth = 200
    /// The largest file the reader accepts, libxml2's limit on an in-memory buffer.
    static let maximumFileSize = Int(Int32.max)

    private let path: SourcePath
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.path = SourcePath(file)
    }

    /// Reads `bytes` (the whole file) and reports to `handler`. Returns false if reading stopped on an error.
    /// `releasePages`, if given, is called now and then with an offset below which no byte is looked at again.
    @discardableResult
    func read(_ bytes: UnsafeBufferPointer<UInt8>, handler: some XMLStreamHandler, releasePages: ((Int) -> Void)? = nil) -> Bool {
        guard bytes.count <= Self.maximumFileSize else {
            report(line: 1, column: 1, .xmlLimit, "the file is \(bytes.count) bytes; files over 2 GiB are not read")
            return false
        }
        if let doctype = Self.findDoctype(in: bytes) {
            var scanner = SourceScanner(bytes: bytes, path: path)
            let location = scanner.location(ofOffset: doctype)
            report(
                line: location.line, column: location.column, .xmlDoctype,
                "DOCTYPE declarations are not allowed: remove it (flows and storyboards need no DTD, and entities and external DTDs are never loaded)"
            )
            return false
        }
        XMLStreamReader.installSafeEntityLoader()
        guard let base = bytes.baseAddress else { return true }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        guard let reader = xmlReaderForMemory(pointer, Int32(bytes.count), path.string, nil, options) else {
            report(line: 1, column: 1, .ioError, "libxml2 could not start reading the file")
            return false
        }
        defer { xmlFreeTextReader(reader) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLStreamReader>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
        }, context)

        var walker = TreeWalker(scanner: SourceScanner(bytes: bytes, path: path), handler: handler)
        var names = NameCache()
        var attributes: [RawAttribute] = []
        var nextRelease = FileBytes.releaseStep
        while true {
            if let releasePages, walker.scanner.finishedOffset >= nextRelease {
                releasePages(walker.scanner.finishedOffset)
                nextRelease = walker.scanner.finishedOffset + FileBytes.releaseStep
            }
            let status = xmlTextReaderRead(reader)
            if status == 0 { walker.finish() }
            if status != 1 { return status == 0 && !hasErrors }
            let depth = Int(xmlTextReaderDepth(reader))
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                if depth >= Self.maximumDepth {
                    let location = walker.scanner.nextStartTag()
                    report(
                        line: location?.line ?? 1, column: location?.column ?? 1, .xmlLimit,
                        "elements are nested more than \(Self.maximumDepth) deep; flatten the document"
                    )
                    return false
                }
                let name = names.string(xmlTextReaderConstName(reader))
                let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
                attributes.removeAll(keepingCapacity: true)
                while xmlTextReaderMoveToNextAttribute(reader) == 1, let namePointer = xmlTextReaderConstName(reader) {
                    attributes.append(RawAttribute(
                        name: names.string(namePointer), nameBytes: namePointer, value: string(xmlTextReaderConstValue(reader))
                    ))
                }
                walker.start(name: name, attributes: &attributes, depth: depth, isEmpty: isEmpty)
                if isEmpty { walker.end(depth: depth, line: walker.lastLine) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                let line = walker.scanner.nextEndTag()?.line ?? Int(xmlTextReaderGetParserLineNumber(reader))
                walker.end(depth: depth, line: line)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                walker.text(string(xmlTextReaderConstValue(reader)))
            case Int32(XML_READER_TYPE_COMMENT.rawValue):
                walker.comment(string(xmlTextReaderConstValue(reader)))
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                report(line: 1, column: 1, .xmlDoctype, "DOCTYPE declarations are not allowed: remove it")
                return false
            default:
                break
            }
        }
    }

    private var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private func report(line: Int, column: Int, _ rule: ReaderRule, _ message: String) {
        diagnostics.append(Diagnostic(
            location: SourceLocation(path: path, line: line, column: column),
            severity: .error, rule: rule.rawValue, message: message
        ))
    }

    private func record(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "\n", with: " ")
        let isLimit = ["Excessive depth", "too long", "Huge input", "amplification", "entity reference loop"]
            .contains { message.contains($0) }
        report(line: max(1, Int(error.line)), column: max(1, Int(error.int2)), isLimit ? .xmlLimit : .xmlSyntax, message)
    }

    /// Whether a `<!DOCTYPE` appears before the root element, and where.
    static func findDoctype(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index + 1] == UInt8(ascii: "!") {
                if zip(marker.indices, marker).allSatisfy({ bytes[index + $0.0] == $0.1 }) { return index }
                if bytes[index + 2] == UInt8(ascii: "-") {
                    index += 4
                    while index + 2 < bytes.count,
                          !(bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: ">")) {
                        index += 1
                    }
                    continue
                }
            } else if bytes[index + 1] != UInt8(ascii: "?") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Replaces libxml2's loader of external entities and DTDs with one that loads nothing.
    private static let safeLoaderInstalled: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    private static func installSafeEntityLoader() {
        _ = safeLoaderInstalled
    }
}

/// Caches Swift strings for libxml2's interned names, so each element and attribute name is decoded once.
///
/// libxml2 interns names in the reader's dictionary, so a name's pointer identifies it for the whole read. The
/// cache is a small open-addressing table keyed by that pointer: cheaper than hashing through `Dictionary` for
/// every element and attribute. Names that do not fit are decoded each time.
private struct NameCache {
    private static let slotCount = 512
    private var keys = [UnsafeRawPointer?](repeating: nil, count: slotCount)
    private var values = [String](repeating: "", count: slotCount)

    mutating func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        let key = UnsafeRawPointer(pointer)
        var slot = Int(truncatingIfNeeded: (UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 55)
        for _ in 0..<8 {
            if keys[slot] == key { return values[slot] }
            if keys[slot] == nil {
                let value = String(cString: pointer)
                keys[slot] = key
                values[slot] = value
                return value
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return String(cString: pointer)
    }
}

/// An attribute as libxml2 reports it: its name (also as libxml2's bytes, to match it against the source
/// without decoding) and its value.
struct RawAttribute {
    var name: String
    var nameBytes: UnsafePointer<xmlChar>
    var value: String
}
