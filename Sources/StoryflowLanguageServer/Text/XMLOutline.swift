/// The elements of an XML document as an editor holds it, found by a forgiving scan: a document being typed is
/// rarely well formed, so an unclosed tag ends where the next `<` begins, a stray end tag is ignored and an
/// element never closed runs to the end. Offsets are UTF-8 byte offsets. Nothing recurses, so nesting depth
/// costs no stack.
struct XMLOutline {
    struct Attribute {
        var name: String
        var nameRange: Range<Int>
        /// The value as written, with the five predefined entities decoded.
        var value: String
        /// The value's bytes, inside the quotes.
        var valueRange: Range<Int>
        /// Whether the closing quote was found.
        var isClosed: Bool
    }

    struct Element {
        var name: String
        var nameRange: Range<Int>
        /// From `<` to the end of the start tag (after its `>`, or where the scan gave up on it).
        var startTag: Range<Int>
        var attributes: [Attribute]
        /// The end of the whole element: after its end tag, or the end of the document when it has none.
        var end: Int
        var parent: Int?
        var isSelfClosing: Bool
        var isStartTagClosed: Bool

        func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }
    }

    private(set) var elements: [Element] = []

    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        var open: [Int] = []
        while let next = scanner.nextTag() {
            switch next {
            case .start(var element):
                element.parent = open.last
                elements.append(element)
                if element.isSelfClosing {
                    elements[elements.count - 1].end = element.startTag.upperBound
                } else {
                    open.append(elements.count - 1)
                }
            case .end(let name, let end):
                guard let match = open.lastIndex(where: { elements[$0].name == name }) else { continue }
                for index in open[match...] { elements[index].end = end }
                open.removeSubrange(match...)
            }
        }
        for index in open { elements[index].end = bytes.count }
    }

    /// The innermost element whose start tag holds `offset` (between `<` and its `>`, inclusive of the end).
    func element(withStartTagAt offset: Int) -> Int? {
        elements.indices.last {
            elements[$0].startTag.lowerBound < offset && offset <= elements[$0].startTag.upperBound - (elements[$0].isStartTagClosed ? 1 : 0)
        }
    }

    /// The innermost element whose content holds `offset` (after its start tag, before its end).
    func element(containing offset: Int) -> Int? {
        elements.indices.last { elements[$0].startTag.upperBound <= offset && offset < elements[$0].end && !elements[$0].isSelfClosing }
    }

    /// The attribute of element `index` whose value holds `offset` (its quotes' inside, ends included).
    func attribute(of index: Int, valueAt offset: Int) -> Attribute? {
        elements[index].attributes.first { $0.valueRange.lowerBound <= offset && offset <= $0.valueRange.upperBound }
    }

    /// Whether `byte` can be part of an XML name (any byte of a multi-byte character can).
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    private enum Tag {
        case start(Element)
        case end(String, Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        mutating func nextTag() -> Tag? {
            while offset < bytes.count {
                guard bytes[offset] == UInt8(ascii: "<") else {
                    offset += 1
                    continue
                }
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if starts(with: "<![CDATA[") {
                    skip(past: "]]>")
                } else if starts(with: "<?") {
                    skip(past: "?>")
                } else if starts(with: "<!") {
                    skip(past: ">")
                } else if starts(with: "</") {
                    let nameStart = offset + 2
                    offset = nameStart
                    let name = readName()
                    skip(past: ">")
                    if !name.isEmpty { return .end(name, offset) }
                } else {
                    let start = offset
                    offset += 1
                    let nameStart = offset
                    let name = readName()
                    guard !name.isEmpty else { continue }
                    return .start(readStartTag(start: start, name: name, nameRange: nameStart..<offset))
                }
            }
            return nil
        }

        private mutating func readStartTag(start: Int, name: String, nameRange: Range<Int>) -> Element {
            var attributes: [Attribute] = []
            var selfClosing = false
            var closed = false
            while offset < bytes.count {
                let byte = bytes[offset]
                if isBlank(byte) {
                    offset += 1
                } else if byte == UInt8(ascii: ">") {
                    offset += 1
                    closed = true
                    break
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") {
                    offset += 2
                    closed = true
                    selfClosing = true
                    break
                } else if byte == UInt8(ascii: "<") {
                    break
                } else if isNameByte(byte) {
                    let attributeStart = offset
                    let attributeName = readName()
                    let attributeNameRange = attributeStart..<offset
                    while offset < bytes.count, isBlank(bytes[offset]) { offset += 1 }
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                        attributes.append(
                            Attribute(name: attributeName, nameRange: attributeNameRange, value: "", valueRange: offset..<offset, isClosed: false))
                        continue
                    }
                    offset += 1
                    while offset < bytes.count, isBlank(bytes[offset]) { offset += 1 }
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
                        attributes.append(
                            Attribute(name: attributeName, nameRange: attributeNameRange, value: "", valueRange: offset..<offset, isClosed: false))
                        continue
                    }
                    let quote = bytes[offset]
                    offset += 1
                    let valueStart = offset
                    while offset < bytes.count, bytes[offset] != quote, bytes[offset] != UInt8(ascii: "<"), bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                    let valueRange = valueStart..<offset
                    let isClosed = offset < bytes.count && bytes[offset] == quote
                    if isClosed { offset += 1 }
                    let raw = String(decoding: bytes[valueRange], as: UTF8.self)
                    attributes.append(
                        Attribute(
                            name: attributeName, nameRange: attributeNameRange, value: Self.decodingEntities(raw), valueRange: valueRange, isClosed: isClosed))
                } else {
                    offset += 1
                }
            }
            return Element(
                name: name, nameRange: nameRange, startTag: start..<offset, attributes: attributes, end: offset, parent: nil,
                isSelfClosing: selfClosing, isStartTagClosed: closed
            )
        }

        private static func decodingEntities(_ text: String) -> String {
            guard text.contains("&") else { return text }
            return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        }

        private mutating func readName() -> String {
            let start = offset
            while offset < bytes.count, isNameByte(bytes[offset]) { offset += 1 }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            XMLOutline.isNameByte(byte)
        }

        private func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[offset + $0] == pattern[$0] } }
        }

        private mutating func skip(past text: StaticString) {
            while offset < bytes.count {
                if starts(with: text) {
                    offset += text.utf8CodeUnitCount
                    return
                }
                offset += 1
            }
        }
    }
}
