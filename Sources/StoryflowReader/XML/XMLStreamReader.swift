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

/// Streams an XML file through libxml2's SAX2 push parser (see `SAXSession`), hardened against hostile input,
/// and hands the document to a handler as shallow events and small materialized subtrees.
///
/// Hardening: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution, no XInclude, a DOCTYPE
/// anywhere is refused before libxml2 sees the document (so no entity can be declared, let alone expanded; one
/// the byte scan cannot see, in UTF-16, stops libxml2 at its start), no entity lookup or declaration callback,
/// nesting is capped, and libxml2's own limits on text and attribute length stay on.
final class XMLStreamReader {
    /// The deepest nesting the reader accepts.
    static let maximumDepth = 200
    /// The largest file the reader accepts, libxml2's limit on an in-memory buffer.
    static let maximumFileSize = Int(Int32.max)

    private let path: SourcePath
    private let collector = DiagnosticCollector()
    /// Whether an encoding conversion error was reported.
    private var reportedConversionError = false

    /// What reading found, at most `DiagnosticLimits.storedPerRule` of each rule (see `DiagnosticCollector`).
    var diagnostics: [Diagnostic] { collector.diagnostics }

    init(file: String) {
        self.path = SourcePath(file)
    }

    /// Reads `bytes` (the whole file) and reports to `handler`. Returns false if reading stopped on an error.
    /// `source`, if given, is the file the bytes come from: told how far the reader needs them read in, and now
    /// and then an offset below which no byte is looked at again.
    /// With `concurrent`, the events libxml2 reports are replayed on a second thread (`WorkerPipeline`).
    @discardableResult
    func read(
        _ bytes: UnsafeBufferPointer<UInt8>, handler: some XMLStreamHandler, source: FileBytes? = nil,
        concurrent: Bool = false
    ) -> Bool {
        guard bytes.count <= Self.maximumFileSize else {
            report(line: 1, column: 1, .xmlLimit, "the file is \(bytes.count) bytes; files over 2 GiB are not read")
            return false
        }
        if let doctype = Self.findDoctype(in: bytes, source: source) {
            var scanner = SourceScanner(bytes: bytes, path: path)
            let location = scanner.location(ofOffset: doctype)
            report(
                line: location.line, column: location.column, .xmlDoctype,
                "DOCTYPE declarations are not allowed: remove it (flows and storyboards need no DTD, and entities and external DTDs are never loaded)"
            )
            return false
        }
        XMLStreamReader.installSafeEntityLoader()
        let session = SAXSession(reader: self, bytes: bytes, path: path, handler: handler, concurrent: concurrent)
        return session.run(url: path.string, options: Self.parseOptions, source: source)
    }

    /// No network, CDATA sections as text, no entity substitution, no DTD loading, libxml2's limits kept.
    private static let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)

    /// Whether an error was reported.
    var hasErrors: Bool { collector.hasErrors }

    /// Adds diagnostics found while replaying the read's events (on the worker thread of a concurrent read).
    func append(_ found: [Diagnostic]) {
        collector.append(contentsOf: found)
    }

    /// Records an error diagnostic.
    func report(line: Int, column: Int, _ rule: ReaderRule, _ message: String) {
        collector.report(rule, at: SourceLocation(path: path, line: line, column: column), message)
    }

    /// Records an error libxml2 raised with no position of its own, from the encoding converter, which works
    /// ahead of the parser: at `position`, where the parser is, and once per read (the converter raises it again
    /// as it retries). Warnings are ignored.
    func recordConversionError(_ error: xmlError, at position: (line: Int, column: Int)) {
        guard !reportedConversionError, error.level != XML_ERR_WARNING else { return }
        reportedConversionError = true
        let detail = error.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "error \(error.code)"
        record(
            message: "the file's bytes are not in the encoding its XML declaration names, near here (\(detail)); the rest of the file was not read",
            line: position.line, column: position.column
        )
    }

    /// Reports that libxml2 stopped reading at `position` with error `code`, unless an error already says why.
    func explainStop(at position: (line: Int, column: Int), code: Int) {
        guard !hasErrors else { return }
        report(line: position.line, column: position.column, .xmlSyntax, "libxml2 stopped reading here (error \(code)); the rest of the file was not read")
    }

    /// Records a libxml2 error as a diagnostic (warnings are ignored).
    func record(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING else { return }
        let message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        record(message: message, line: Int(error.line), column: Int(error.int2))
    }

    /// Records an error libxml2 reports (or reported when it built a tree): its message tidied, classified as
    /// a limit or a syntax error.
    func record(message raw: String, line: Int, column: Int) {
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "\n", with: " ")
        let isLimit = ["Excessive depth", "too long", "Huge input", "amplification", "entity reference loop"]
            .contains { message.contains($0) }
        report(line: max(1, line), column: max(1, column), isLimit ? .xmlLimit : .xmlSyntax, message)
    }

    /// Whether a `<!DOCTYPE` appears before the root element, and where; `source`, if given, reads in the bytes
    /// as the search reaches them.
    static func findDoctype(in bytes: UnsafeBufferPointer<UInt8>, source: FileBytes? = nil) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            source?.makeAvailable(upTo: index + 4096)
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index + 1] == UInt8(ascii: "!") {
                if zip(marker.indices, marker).allSatisfy({ bytes[index + $0.0] == $0.1 }) { return index }
                if bytes[index + 2] == UInt8(ascii: "-") {
                    index += 4
                    while index + 2 < bytes.count {
                        source?.makeAvailable(upTo: index + 4096)
                        if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: ">") { break }
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
/// libxml2 interns names in the parser's dictionary, so a name's pointer identifies it for the whole read. The
/// cache is a small open-addressing table keyed by that pointer: cheaper than hashing through `Dictionary` for
/// every element and attribute. Names that do not fit are decoded each time.
struct NameCache {
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

/// An attribute as libxml2 reports it, its name and value, with where the source scanner found its name.
struct RawAttribute {
    var name: String
    var value: String
    var location: SourceLocation
}
