/// The elements a truncated document leaves open, found by a light scan of its tags after libxml2 stopped at its
/// end, so the error can say what is unclosed and where it was opened (a file being typed in an editor is missing
/// its last end tags on every keystroke).
enum UnclosedElements {
    /// An element opened and not closed: its name and the offset of its `<`.
    struct Open: Equatable {
        var name: String
        var offset: Int
    }

    /// The deepest nesting followed, libxml2's own limit: a deeper file is stopped by that limit, not by its end.
    static let maximumDepth = 256
    /// The most bytes of a name kept for the message.
    static let maximumNameLength = 100

    /// The elements open at the end of `bytes`, outermost first; empty when every element is closed, when the
    /// tags do not nest (a mismatch, which libxml2's own message describes better), or when they nest deeper than
    /// `maximumDepth`. Memory stays bounded whatever the file holds.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> [Open] {
        var stack: [Open] = []
        var index = 0
        while let open = next(UInt8(ascii: "<"), in: bytes, from: index) {
            let after = open + 1
            guard after < bytes.count else { break }
            switch bytes[after] {
            case UInt8(ascii: "?"):
                index = end(of: "?>", in: bytes, from: after) ?? bytes.count
            case UInt8(ascii: "!"):
                // A comment ends at `-->`, a CDATA section at `]]>`, anything else at `>`.
                let marker = starts(with: "!--", in: bytes, at: after) ? "-->" : starts(with: "![CDATA[", in: bytes, at: after) ? "]]>" : ">"
                index = end(of: marker, in: bytes, from: after) ?? bytes.count
            case UInt8(ascii: "/"):
                let name = self.name(in: bytes, from: after + 1)
                guard let last = stack.last, last.name == name else { return [] }
                stack.removeLast()
                index = next(UInt8(ascii: ">"), in: bytes, from: after) ?? bytes.count
            default:
                let name = self.name(in: bytes, from: after)
                guard !name.isEmpty else { return [] }
                // The start tag ends at the first `>` outside quotes; `/>` closes it at once.
                var position = after
                var quote: UInt8?
                var closesItself = false
                var ended = false
                while position < bytes.count {
                    let byte = bytes[position]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        closesItself = bytes[position - 1] == UInt8(ascii: "/")
                        ended = true
                        break
                    }
                    position += 1
                }
                if !closesItself {
                    guard stack.count < maximumDepth else { return [] }
                    stack.append(Open(name: name, offset: open))
                }
                guard ended else { return stack }
                index = position + 1
            }
        }
        return stack
    }

    private static func name(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < maximumNameLength, !isNameEnd(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private static func starts(with literal: String, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let pattern = Array(literal.utf8)
        return start + pattern.count <= bytes.count && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }

    /// The offset just after the first `marker` at or after `start`.
    private static func end(of marker: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = Array(marker.utf8)
        var index = start
        while let found = next(pattern[0], in: bytes, from: index) {
            if starts(with: marker, in: bytes, at: found) { return found + pattern.count }
            index = found + 1
        }
        return nil
    }
}
