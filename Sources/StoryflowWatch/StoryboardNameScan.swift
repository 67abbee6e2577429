#if canImport(Glibc)
    import Glibc
#endif

/// Finds the storyboard names a flow file or storyboard references, by its `storyboardName` attributes (both
/// dialects, either quote, spaces around `=`), in the raw bytes: a watch must know which files to check again
/// when a storyboard is saved, without reading every file as XML.
enum StoryboardNameScan {
    private static let attribute = Array("storyboardName".utf8)

    /// The values of the `storyboardName` attributes in `bytes`, as written (entities not expanded).
    static func names(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            // A quote with no closing one left after some value: later values in that quote cannot close either
            // (so each is passed over without searching to the end again), values in the other quote still can.
            var unclosed: Set<UInt8> = []
            while let found = nextOccurrence(in: buffer, from: position) {
                position = found + attribute.count
                var cursor = skipSpaces(buffer, from: position)
                guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: "=") else { continue }
                cursor = skipSpaces(buffer, from: cursor + 1)
                guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: "\"") || buffer[cursor] == UInt8(ascii: "'") else { continue }
                let quote = buffer[cursor]
                let valueStart = cursor + 1
                guard !unclosed.contains(quote), let valueEnd = buffer[valueStart...].firstIndex(of: quote) else {
                    unclosed.insert(quote)
                    continue
                }
                names.insert(String(decoding: buffer[valueStart..<valueEnd], as: UTF8.self))
                position = valueEnd + 1
            }
        }
        return names
    }

    /// Where `attribute` next occurs at or after `start`. The C library's `memchr` looks for its capital `N`, rare
    /// in XML, many times faster than a byte loop over the megabytes a first pass reads.
    private static func nextOccurrence(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let rareOffset = attribute.count - 4
        var position = start + rareOffset
        while position < buffer.count - (attribute.count - 1 - rareOffset) {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "N")), buffer.count - position) else { return nil }
            let candidate = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base - rareOffset
            if candidate + attribute.count <= buffer.count, attribute.indices.allSatisfy({ buffer[candidate + $0] == attribute[$0] }) {
                return candidate
            }
            position = candidate + rareOffset + 1
        }
        return nil
    }

    /// The first position at or after `start` that is not XML white space.
    private static func skipSpaces(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position
            }
        }
        return position
    }
}
