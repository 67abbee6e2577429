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
    /// A comment anywhere in the document, and the element that follows it (known once that element has ended;
    /// `nil` if no element follows).
    func comment(_ text: String, location: SourceLocation, next: FollowingElement?)
}

/// The element right after a comment: where it starts and the line it ends on.
struct FollowingElement {
    /// Where the element's start tag is.
    var start: SourceLocation
    /// The line of its end tag (or of its start tag, for an empty element).
    var endLine: Int

    /// The lines the element spans.
    var lines: ClosedRange<Int> { start.line...endLine }
}

/// Streams an XML document through libxml2's SAX2 push parser (see `SAXSession`), hardened against hostile
/// input, and hands it to a handler as shallow events and small materialized subtrees.
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

    /// Reads the document in `source` and reports to `handler`. Returns false if reading stopped on an error.
    /// With `concurrent`, the events libxml2 reports are replayed on a second thread (`WorkerPipeline`).
    @discardableResult
    func read(_ source: ByteSource, handler: some XMLStreamHandler, concurrent: Bool = false) -> Bool {
        guard source.count <= Self.maximumFileSize else {
            report(line: 1, column: 1, .xmlLimit, "the file is \(source.count) bytes; files over 2 GiB are not read")
            return false
        }
        if let doctype = Self.findDoctype(in: source) {
            var scanner = SourceScanner(bytes: source.bytes, path: path)
            let location = scanner.location(ofOffset: doctype)
            report(
                line: location.line, column: location.column, .xmlDoctype,
                "DOCTYPE declarations are not allowed: remove it (flows and storyboards need no DTD, and entities and external DTDs are never loaded)"
            )
            return false
        }
        XMLStreamReader.installSafeEntityLoader()
        let session = SAXSession(reader: self, source: source, path: path, handler: handler, concurrent: concurrent)
        let finished = session.run(url: path.string, options: Self.parseOptions)
        // A merge left unresolved is what the syntax error is about: say so, not what libxml2 makes of a marker.
        if !finished, let marker = Self.findConflictMarker(in: source) {
            var scanner = SourceScanner(bytes: source.bytes, path: path)
            let location = scanner.location(ofOffset: marker)
            collector.replaceAll(
                .xmlSyntax,
                with: Diagnostic(
                    location: location, severity: .error, rule: ReaderRule.xmlSyntax.rawValue,
                    message: """
                        this file has merge-conflict markers at line \(location.line) (<<<<<<<, ======= and >>>>>>> lines a merge left): resolve the \
                        conflict, keeping the lines you want from each side and deleting the markers, then read it again
                        """))
        } else if !finished {
            explainTruncation(in: source)
            explainMismatch()
        }
        return finished
    }

    /// libxml2's messages for a document that ends with elements still open.
    private static let endOfDataMessages = ["Extra content at the end of the document", "Premature end of data", "EndTag: '</' not found"]

    /// When the read stopped because the document ends with elements open (a file being typed), replaces
    /// libxml2's message with one naming them, where they were opened and the end tags that close them.
    private func explainTruncation(in source: ByteSource) {
        let syntax = collector.diagnostics.filter { $0.rule == ReaderRule.xmlSyntax.rawValue }
        guard syntax.contains(where: { error in Self.endOfDataMessages.contains { error.message.contains($0) } }) else { return }
        source.makeAvailable(upTo: source.count)
        let open = UnclosedElements.find(in: source.bytes)
        guard let innermost = open.last else { return }
        // The scanner only moves forward: the open elements come outermost (earliest) first.
        var scanner = SourceScanner(bytes: source.bytes, path: path)
        let locations = open.map { scanner.location(ofOffset: $0.offset) }
        let end = scanner.location(ofOffset: source.count)
        let opened = locations[locations.count - 1]
        let outer = zip(open, locations).dropLast().reversed().prefix(3).map { element, location in "`<\(element.name)>` (line \(location.line))" }
        let inside = outer.isEmpty ? "" : ", inside " + outer.joined(separator: ", ") + (open.count > 4 ? " and more" : "")
        let closing = open.reversed().map { "</\($0.name)>" }.joined()
        collector.replaceAll(
            .xmlSyntax,
            with: Diagnostic(
                location: end, severity: .error, rule: ReaderRule.xmlSyntax.rawValue,
                message: """
                    the file ends before `<\(innermost.name)>` (opened at line \(opened.line), column \(opened.column)) is closed\(inside): add \
                    `\(closing)` at the end
                    """))
    }

    /// When the read stopped at an end tag that does not close the innermost open element (an end tag deleted or
    /// misspelt, or a start tag being typed), replaces libxml2's "Opening and ending tag mismatch: A line N and B"
    /// with what to do about it.
    private func explainMismatch() {
        let pattern = #/Opening and ending tag mismatch: (\S+) line (\d+) and (\S+)/#
        guard let error = collector.diagnostics.first(where: { $0.rule == ReaderRule.xmlSyntax.rawValue }),
            let match = error.message.firstMatch(of: pattern)
        else { return }
        let (open, line, end) = (match.1, match.2, match.3)
        collector.replaceAll(
            .xmlSyntax,
            with: Diagnostic(
                location: error.location, severity: .error, rule: ReaderRule.xmlSyntax.rawValue,
                message: """
                    `</\(end)>` here does not close `<\(open)>` (opened at line \(line)), the innermost element still open: add `</\(open)>` where \
                    that element ends, correct this end tag's name, or remove this end tag if its start tag is gone
                    """))
    }

    /// The offset of the first line that starts a merge conflict (`<<<<<<<`, then a space, a line break or the
    /// end), if any: looked for only after a read failed. The `=======` and `>>>>>>>` lines are not looked for:
    /// they can be text in an element, where `<<<<<<<` cannot.
    static func findConflictMarker(in source: ByteSource) -> Int? {
        source.makeAvailable(upTo: source.count)
        let bytes = source.bytes
        var lineStart = 0
        while lineStart + 7 <= bytes.count {
            if bytes[lineStart..<(lineStart + 7)].allSatisfy({ $0 == UInt8(ascii: "<") }) {
                let after = lineStart + 7
                if after == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[after]) { return lineStart }
            }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = newline + 1
        }
        return nil
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

    /// Records an error libxml2 reports: its message tidied, classified as a limit or a syntax error.
    func record(message raw: String, line: Int, column: Int) {
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "\n", with: " ")
        let isLimit = ["Excessive depth", "too long", "Huge input", "amplification", "entity reference loop"]
            .contains { message.contains($0) }
        let line = max(1, line), column = max(1, column)
        // The errors libxml2 raises after a syntax error at the same place are about the same mistake (an unclosed
        // quote also gives "attributes construct error" and "Couldn't find end of Start Tag"): they join its message.
        if !isLimit, collector.amendLast(.xmlSyntax, at: SourceLocation(path: path, line: line, column: column), with: message) { return }
        report(line: line, column: column, isLimit ? .xmlLimit : .xmlSyntax, message)
    }

    /// Whether a `<!DOCTYPE` appears before the root element, and where.
    static func findDoctype(in source: ByteSource) -> Int? {
        let bytes = source.bytes
        let marker = Array("<!DOCTYPE".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            source.makeAvailable(upTo: index + 4096)
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "!") {
                if zip(marker.indices, marker).allSatisfy({ bytes[index + $0.0] == $0.1 }) { return index }
                if bytes[index + 2] == UInt8(ascii: "-") {
                    index += 4
                    while index + 2 < bytes.count {
                        source.makeAvailable(upTo: index + 4096)
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
