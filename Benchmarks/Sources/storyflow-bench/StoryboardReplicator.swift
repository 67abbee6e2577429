import Foundation

/// Makes a large storyboard from a real one by repeating its scenes with every Xcode object id renamed per copy,
/// so references stay inside their copy and ids stay unique.
enum StoryboardReplicator {
    /// Repeats the scenes of the storyboard at `source` until the result is at least `bytes` long.
    static func replicate(source: String, toAtLeast bytes: Int) throws -> String {
        let text = try String(contentsOfFile: source, encoding: .utf8)
        guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>", options: .backwards) else {
            throw BenchError("\(source) has no <scenes> element")
        }
        let head = String(text[..<open.upperBound])
        let scenes = String(text[open.upperBound..<close.lowerBound])
        let tail = String(text[close.lowerBound...])
        var out = head
        var copy = 0
        while out.utf8.count + tail.utf8.count < bytes {
            out += renamingIDs(in: scenes, copy: copy)
            copy += 1
        }
        return out + tail
    }

    /// Appends `-N` to every attribute value shaped like an Xcode object id (`abc-12-xyz`).
    private static func renamingIDs(in text: String, copy: Int) -> String {
        guard copy > 0 else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 20)
        var index = 0
        let suffix = Array("x\(copy)".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            out.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\""), index + 10 <= bytes.count, bytes[index + 10] == UInt8(ascii: "\"") else { continue }
            let candidate = bytes[index..<index + 10]
            if isObjectID(candidate) {
                out.append(contentsOf: candidate)
                out.append(contentsOf: suffix)
                index += 10
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isObjectID(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        for offset in 0..<10 {
            let byte = bytes[start + offset]
            let isDash = byte == UInt8(ascii: "-")
            if offset == 3 || offset == 6 {
                if !isDash { return false }
            } else if !(byte.isASCIIAlphanumeric) {
                return false
            }
        }
        return true
    }
}

extension UInt8 {
    var isASCIIAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}

/// A benchmark set-up failure.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
