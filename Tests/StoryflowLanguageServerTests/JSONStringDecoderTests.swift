import StoryflowIO
import StoryflowTestSupport
import Testing

@testable import StoryflowLanguageServer

/// `JSONStringDecoder` decodes and refuses strings as a plain decoder does, byte by byte.
@Suite struct JSONStringDecoderTests {
    /// What a plain decoder gives: the string and the offset after its closing quote, or the reason and offset
    /// of the first problem, one byte at a time.
    private static func plainDecode(_ bytes: [UInt8], from start: Int) -> String {
        func hex(_ offset: Int) -> UInt32? {
            guard bytes.count - offset >= 4 else { return nil }
            var value: UInt32 = 0
            for byte in bytes[offset..<(offset + 4)] {
                guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        var decoded: [UInt8] = []
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { return "ok \(offset + 1) \(Array(String(decoding: decoded, as: UTF8.self).utf8))" }
            if byte < 0x20 { return "failed \(offset) has a raw control character in a string" }
            if byte != UInt8(ascii: "\\") {
                decoded.append(byte)
                offset += 1
                continue
            }
            offset += 1
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                guard var code = hex(offset) else { return "failed \(offset) has a bad \\u escape" }
                offset += 4
                if (0xD800..<0xDC00).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                    offset += 2
                    guard let low = hex(offset) else { return "failed \(offset) has a bad \\u escape" }
                    offset += 4
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        decoded += Array("\u{FFFD}".utf8)
                        code = low
                    }
                }
                decoded += Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
            default: return "failed \(offset) has an unknown escape in a string"
            }
        }
        return "failed \(bytes.count) ends inside a string"
    }

    private static func decode(_ bytes: [UInt8], from start: Int) -> String {
        switch JSONStringDecoder.decode(bytes, from: start) {
        case .decoded(let text, let end): "ok \(end) \(Array(text.utf8))"
        case .failed(let reason, let at): "failed \(at) \(reason)"
        }
    }

    /// Strings built from the pieces escapes are made of, with runs long enough to cross eight-byte words.
    @Test func randomStringsDecodeAsAPlainDecoderDecodesThem() {
        var random = SplitMix64(seed: 8259)
        let pieces: [[UInt8]] = [
            Array("\\\"".utf8), Array("\\\\".utf8), Array("\\n".utf8), Array("\\/".utf8), Array("\\t".utf8), Array("\\u0041".utf8),
            Array("\\uD83D\\uDE00".utf8), Array("\\uD800".utf8), Array("\\uDC00".utf8), Array("\\uD800\\u0041".utf8), Array("\\u12".utf8),
            Array("\\q".utf8), Array("\\".utf8), Array("\"".utf8), [0x01], [0x1F], Array("é".utf8), Array("日本".utf8), Array("abcdefgh".utf8),
            Array("plain text, long enough to cross two words ".utf8), Array("\\u+041".utf8), Array("\\u-000".utf8), Array("\\u00e9".utf8),
            [0x00], [0x1E], [0x5B], [0x5D],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            for _ in 0..<Int.random(in: 0...8, using: &random) { bytes += pieces.randomElement(using: &random)! }
            if Bool.random(using: &random) { bytes += Array("\" , \"next\"".utf8) }
            #expect(Self.decode(bytes, from: 1) == Self.plainDecode(bytes, from: 1), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    /// A document as `JSONText` writes it (as an editor would send it) decodes back to itself.
    @Test func aLongEscapedDocumentRoundTrips() {
        let text = String(repeating: "<scene id=\"s\">\n\t<label text=\"é \\ / 日本\"/>\n</scene>\n", count: 2_000)
        let escaped = JSONText.string(text)
        #expect(Self.decode(Array(escaped.utf8), from: 1) == "ok \(escaped.utf8.count) \(Array(text.utf8))")
    }

    /// Every byte value at each of the eight places of a word of `a`s: the word holds a special byte exactly when
    /// that byte is a backslash or a control character.
    @Test func everyByteAtEveryPlaceOfAWordIsSortedRight() {
        for byte in UInt8.min...UInt8.max {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(JSONStringDecoder.hasSpecialByte(word) == !JSONStringDecoder.isPlain(byte), "\(byte) at \(place)")
            }
        }
        #expect(!JSONStringDecoder.isPlain(UInt8(ascii: "\\")) && !JSONStringDecoder.isPlain(0x1F) && JSONStringDecoder.isPlain(0x20))
    }
}
