import CLibXML2
import Foundation

/// Validates documents against `Flows/storyflow.xsd` with libxml2's XML Schema validator, everything in memory
/// (the reader's entity loader loads nothing, so neither the schema nor the documents are read from paths).
final class SchemaValidator {
    private let schema: xmlSchemaPtr

    /// Parses the schema text; `nil` (with `errors` saying why) if it is not a valid schema.
    init?(schema text: String, errors: inout [String]) {
        let bytes = Array(text.utf8)
        let collector = ErrorCollector()
        let parsed: xmlSchemaPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let context = xmlSchemaNewMemParserCtxt(chars.baseAddress, Int32(chars.count)) else { return nil }
                defer { xmlSchemaFreeParserCtxt(context) }
                xmlSchemaSetParserStructuredErrors(context, ErrorCollector.callback, Unmanaged.passUnretained(collector).toOpaque())
                return xmlSchemaParse(context)
            }
        }
        errors = collector.messages
        guard let parsed else { return nil }
        schema = parsed
    }

    deinit {
        xmlSchemaFree(schema)
    }

    /// The validation errors of `document` as `line: message`, empty when it is valid.
    func errors(in document: String) -> [String] {
        let bytes = Array(document.utf8)
        let collector = ErrorCollector()
        let options = Int32(XML_PARSE_NONET.rawValue)
        let parsed: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlReadMemory(chars.baseAddress, Int32(chars.count), "document.xml", "UTF-8", options)
            }
        }
        guard let parsed else { return ["the document is not well formed"] }
        defer { xmlFreeDoc(parsed) }
        guard let context = xmlSchemaNewValidCtxt(schema) else { return ["no validation context"] }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, ErrorCollector.callback, Unmanaged.passUnretained(collector).toOpaque())
        let status = xmlSchemaValidateDoc(context, parsed)
        if status != 0, collector.messages.isEmpty { return ["invalid (libxml2 status \(status))"] }
        return collector.messages
    }
}

/// Collects libxml2's structured errors as `line: message` strings.
private final class ErrorCollector {
    var messages: [String] = []

    static let callback: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
        let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
        collector.messages.append("\(error.pointee.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
}
