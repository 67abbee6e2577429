import Foundation
import StoryflowModel

/// Finds exact line and column positions of start tags and attributes in the raw bytes of a file.
///
/// libxml2's streaming reader parses ahead in chunks, so its parser position is not where the current node is.
/// Elements arrive in document order, though, and between two start tags there can only be text, end tags,
/// comments, CDATA sections and processing instructions, so one forward scan from the previous start tag finds
/// the next one. The scan is linear over the whole file.
struct SourceScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: SourcePath
    /// Offset of the next byte to look at for a start tag.
    private var cursor = 0
    /// Line number at `countedUpTo`, and the offset where that line starts.
    private var line = 1
    private var lineStart = 0
    private var countedUpTo = 0
    /// The column at `columnOffset`, counted incrementally so that long lines stay linear.
    private var column = 1
    private var columnOffset = 0
    /// Offset after the last comment found.
    private var commentCursor = 0
    /// Offset after the `</` of the last end tag found.
    private var endCursor = 0
    /// The attributes of the start tag `nextStartTag()` found last, in order; the buffer is reused.
    private(set) var attributes: [ScannedAttribute] = []

    init(bytes: UnsafeBufferPointer<UInt8>, path: SourcePath) {
        self.bytes = bytes
        self.path = path
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let newline = UInt8(ascii: "\n")

    /// The location of the next start tag's `<`; its attributes' names and locations are then in `attributes`.
    mutating func nextStartTag() -> SourceLocation? {
        var index = cursor
        while index < bytes.count {
            guard let open = firstIndex(of: Self.lessThan, from: index) else { return nil }
            let next = open + 1 < bytes.count ? bytes[open + 1] : 0
            switch next {
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                index = endOfMarkup(at: open, next: next)
            case UInt8(ascii: "/"):
                index = endOfTag(from: open + 2)
            default:
                let location = locate(open)
                scanAttributes(from: open + 1)
                cursor = open + 1
                return location
            }
        }
        return nil
    }

    /// The location of the next end tag's `</`, searching after the last start tag and the last end tag found.
    /// Elements end in document order, and start tags cannot hide a `<` (attribute values may not contain one),
    /// so the first `</` outside comments, CDATA sections and processing instructions is the one.
    mutating func nextEndTag() -> SourceLocation? {
        var index = max(cursor, endCursor)
        while index < bytes.count {
            guard let open = firstIndex(of: Self.lessThan, from: index) else { return nil }
            let next = open + 1 < bytes.count ? bytes[open + 1] : 0
            switch next {
            case UInt8(ascii: "/"):
                endCursor = open + 2
                return locate(open)
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                index = endOfMarkup(at: open, next: next)
            default:
                index = open + 1
            }
        }
        return nil
    }

    /// The offset after the comment, CDATA section, declaration (`<!`) or processing instruction (`<?`) whose `<`
    /// is at `open`; `next` is the byte after the `<`.
    private func endOfMarkup(at open: Int, next: UInt8) -> Int {
        if next == UInt8(ascii: "?") { return endOf("?>", from: open + 2) }
        if matches("<!--", at: open) { return endOf("-->", from: open + 4) }
        if matches("<![CDATA[", at: open) { return endOf("]]>", from: open + 9) }
        return endOfTag(from: open + 2)
    }

    /// The location of the next comment's `<!--`, searching from the last start tag or comment found.
    mutating func nextComment() -> SourceLocation? {
        guard let open = firstIndexOfLiteral("<!--", from: max(cursor, commentCursor)) else { return nil }
        commentCursor = open + 4
        return locate(open)
    }

    /// No byte below this offset is looked at again: libxml2 has consumed the bytes before the last start tag,
    /// and every later search starts after it.
    var finishedOffset: Int { min(cursor, columnOffset, lineStart) }

    /// The location of the end of the file.
    var endLocation: SourceLocation {
        mutating get { locate(bytes.count) }
    }

    /// The location of byte `offset`; offsets must not decrease between calls.
    mutating func location(ofOffset offset: Int) -> SourceLocation { locate(offset) }

    private mutating func locate(_ offset: Int) -> SourceLocation {
        var index = countedUpTo
        while index < offset, let newline = firstIndex(of: Self.newline, from: index, before: offset) {
            line += 1
            lineStart = newline + 1
            index = newline + 1
        }
        countedUpTo = offset
        if columnOffset < lineStart {
            columnOffset = lineStart
            column = 1
        }
        if columnOffset < offset {
            column += Self.scalarCount(UnsafeBufferPointer(rebasing: bytes[columnOffset..<offset]))
            columnOffset = offset
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    /// The number of Unicode scalars in UTF-8 `text`: the bytes that do not continue a sequence (`10xxxxxx`),
    /// counted eight bytes at a time.
    static func scalarCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var continuations = 0
        var offset = 0
        while offset + 8 <= text.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            offset += 8
        }
        while offset < text.count {
            if text[offset] & 0xC0 == 0x80 { continuations += 1 }
            offset += 1
        }
        return text.count - continuations
    }

    /// Scans a start tag's attributes (names and quoted values) up to its closing `>`.
    private mutating func scanAttributes(from start: Int) {
        attributes.removeAll(keepingCapacity: true)
        var index = start
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != Self.greaterThan, bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.greaterThan { break }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]), bytes[index] != Self.greaterThan {
                index += 1
            }
            attributes.append(ScannedAttribute(name: nameStart..<index, location: locate(nameStart)))
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"), bytes[index] != Self.greaterThan {
                index += 1
            }
            guard index < bytes.count, bytes[index] != Self.greaterThan else { break }
            let quote = bytes[index]
            index = (firstIndex(of: quote, from: index + 1) ?? bytes.count - 1) + 1
        }
    }

    /// Where the attribute named by the NUL-terminated UTF-8 `name` of the start tag found last is: the attribute
    /// at `position` in `attributes` if its name matches (libxml2 reports them in source order, after any
    /// namespace declarations), else the first that matches, else `fallback`.
    func attributeLocation(named name: UnsafePointer<UInt8>, at position: Int, fallback: SourceLocation) -> SourceLocation {
        if position < attributes.count, spells(attributes[position].name, name) {
            return attributes[position].location
        }
        return attributes.first { spells($0.name, name) }?.location ?? fallback
    }

    /// Whether the bytes in `range` spell the NUL-terminated `name`: `name` is as long as the range (measured no
    /// further than one byte past it) and holds the same bytes. The range is the scanner's reading of the raw file,
    /// which in a UTF-16 document can hold NULs, so the lengths are compared before any byte.
    private func spells(_ range: Range<Int>, _ name: UnsafePointer<UInt8>) -> Bool {
        let signed = UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)
        guard strnlen(signed, range.count + 1) == range.count else { return false }
        guard let source = bytes.baseAddress, !range.isEmpty else { return true }
        return memcmp(name, source + range.lowerBound, range.count) == 0
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for position in 0..<count where bytes[offset + position] != pointer[position] { return false }
        return true
    }

    private func firstIndexOfLiteral(_ literal: StaticString, from offset: Int) -> Int? {
        var index = offset
        let first = literal.utf8Start[0]
        while let candidate = firstIndex(of: first, from: index) {
            if matches(literal, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private func endOf(_ literal: StaticString, from offset: Int) -> Int {
        firstIndexOfLiteral(literal, from: offset).map { $0 + literal.utf8CodeUnitCount } ?? bytes.count
    }

    /// The offset after the `>` closing a markup declaration or end tag, skipping quoted strings.
    private func endOfTag(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.greaterThan { return index + 1 }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = (firstIndex(of: byte, from: index + 1) ?? bytes.count - 1) + 1
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private func firstIndex(of byte: UInt8, from offset: Int, before limit: Int? = nil) -> Int? {
        let end = limit ?? bytes.count
        guard offset < end, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + offset, Int32(byte), end - offset) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

/// An attribute found in a start tag: where its name's bytes are, and its location.
struct ScannedAttribute {
    var name: Range<Int>
    var location: SourceLocation
}
