import CLibXML2
import Foundation

/// What the reader does only so that a broken document keeps getting the findings it has always got.
///
/// Storyflow first read documents with libxml2's `xmlTextReader`, which builds a small tree as it goes. Teams
/// keep baselines of findings, so on broken input the reader still stops where that reader stopped and says
/// what it said. The first three rules below matter only on broken input; the last two are what that reader
/// reported and read on any document:
///
/// - **Pushes.** The document goes to libxml2 as its first `initialPush` bytes (none if it is shorter), then
///   in chunks of `chunkSize`.
///   Each time the reader needs events, it pushes chunks until one held a start tag (or the input ends).
/// - **Delivery.** A push's events are delivered only once the push has succeeded: when libxml2 finds a fatal
///   error in a push, nothing parsed in that push is delivered. Nothing is delivered until the root element is
///   open after a push.
/// - **Limits.** Nesting deeper than `depthLimit` and a text longer than `textLimit` are errors that stop the
///   read, with libxml2's tree builder's messages (`depthLimitMessage`, `textLimitMessage`).
/// - **`xml:id`.** A value that is not an NCName is an error that does not stop the read (`invalidXMLIDMessage`).
/// - **Ampersands.** Without entity substitution, libxml2 hands over an attribute's `&amp;` as `&#38;`; the tree
///   builder decoded it, and so does `attributeValue(_:end:cache:)`.
enum BrokenInputCompatibility {
    /// The size of the first push.
    static let initialPush = 4
    /// The size of every later push (`CHUNK_SIZE` in libxml2's xmlreader.c).
    static let chunkSize = 512
    /// The deepest nesting accepted (libxml2's `xmlParserMaxDepth` without `XML_PARSE_HUGE`).
    static let depthLimit = 256
    /// The longest text accepted (libxml2's `XML_MAX_TEXT_LENGTH` without `XML_PARSE_HUGE`).
    static let textLimit = 10_000_000

    static var depthLimitMessage: String { "Excessive depth in document: \(depthLimit) use XML_PARSE_HUGE option" }
    static var textLimitMessage: String { "xmlSAX2Characters: huge text node" }

    static func invalidXMLIDMessage(_ id: String) -> String {
        "xml:id : attribute value \(id) is not an NCName"
    }

    /// Whether `id` is an NCName, as an `xml:id` value must be.
    static func isValidXMLID(_ id: String) -> Bool {
        id.withCString { xmlValidateNCName(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), 1) } == 0
    }

    /// The attribute value between `start` and `end`, as libxml2 hands it over (entity and character references
    /// decoded), with each `&#38;` decoded to `&`; a value without an ampersand comes from `cache`.
    static func attributeValue(_ start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>, cache: ValueCache) -> String {
        let raw = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, Int32(UInt8(ascii: "&")), raw.count) != nil else { return cache.string(raw) }
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
