import Foundation

/// Decodes the content of a JSON string (RFC 8259, section 7) from the bytes after its opening quote.
///
/// The closing quote is found first (`memchr`, then the backslashes before it counted), so the decoded bytes go
/// into one buffer of the right size; bytes without a backslash or a control character among them are copied
/// eight at a time, so the 1 MB document text a `didChange` carries, with its many `\"` and `\n`, decodes in a
/// few instructions a byte. What it refuses, and where, is what `JSONParser` reports.
enum JSONStringDecoder {
    /// A decoded string and the offset after its closing quote, or why the bytes are no string and where.
    enum Outcome {
        case decoded(String, end: Int)
        case failed(reason: String, at: Int)
    }

    /// The string whose content starts at `start` in `bytes`.
    static func decode(_ bytes: [UInt8], from start: Int) -> Outcome {
        bytes.withUnsafeBufferPointer { decode($0, from: start) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Outcome {
        let close = closingQuote(in: bytes, from: start)
        if endOfPlainRun(in: bytes, from: start, to: close) == close {
            guard close < bytes.count else { return .failed(reason: "ends inside a string", at: bytes.count) }
            return .decoded(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<close]), as: UTF8.self), end: close + 1)
        }
        var failure: (reason: String, at: Int)?
        // An escape is never shorter than what it decodes to, so the content's length is room enough.
        let decoded = [UInt8](unsafeUninitializedCapacity: close - start) { output, written in
            var index = start
            func put(_ byte: UInt8) {
                output[written] = byte
                written += 1
            }
            let source = UnsafeRawPointer(bytes.baseAddress!)
            let target = UnsafeMutableRawPointer(output.baseAddress!)
            while index < close {
                // Plain bytes are copied eight at a time while a word holds no special byte, then one at a time up
                // to the special one. The output never runs ahead of the input, so a word always fits.
                while index + 8 <= close {
                    let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if hasSpecialByte(word) { break }
                    assert(written + 8 <= output.count, "the output runs ahead of the input")
                    target.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
                    written += 8
                    index += 8
                }
                while index < close, isPlain(bytes[index]) {
                    put(bytes[index])
                    index += 1
                }
                guard index < close else { break }
                guard bytes[index] == UInt8(ascii: "\\") else {
                    failure = ("has a raw control character in a string", index)
                    return
                }
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): put(escape)
                case UInt8(ascii: "b"): put(0x08)
                case UInt8(ascii: "f"): put(0x0C)
                case UInt8(ascii: "n"): put(0x0A)
                case UInt8(ascii: "r"): put(0x0D)
                case UInt8(ascii: "t"): put(0x09)
                case UInt8(ascii: "u"):
                    guard var code = hexQuad(in: bytes, at: index) else {
                        failure = ("has a bad \\u escape", index)
                        return
                    }
                    index += 4
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        guard let low = hexQuad(in: bytes, at: index) else {
                            failure = ("has a bad \\u escape", index)
                            return
                        }
                        index += 4
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            UTF8.encode("\u{FFFD}", into: put)
                            code = low
                        }
                    }
                    UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}", into: put)
                default:
                    failure = ("has an unknown escape in a string", index)
                    return
                }
            }
            // Every backslash before the closing quote began an escape, so decoding ends exactly at the quote.
            assert(index == close || close == bytes.count, "an escape ran past the closing quote")
            if index >= close, close < bytes.count { return }
            failure = ("ends inside a string", bytes.count)
        }
        if let failure { return .failed(reason: failure.reason, at: failure.at) }
        return .decoded(String(decoding: decoded, as: UTF8.self), end: close + 1)
    }

    /// The offset of the first quote at or after `start` that no backslash escapes (an even number of backslashes
    /// before it), or the end of `bytes`.
    private static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var from = start
        while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) {
            let quote = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return bytes.count
    }

    /// The offset of the first backslash or control character in `start..<end` (or `end`), eight bytes at a time.
    private static func endOfPlainRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= end, !hasSpecialByte(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { index += 8 }
        while index < end, isPlain(bytes[index]) { index += 1 }
        return index
    }

    /// Whether `byte` is copied as it is: neither a backslash nor a control character.
    static func isPlain(_ byte: UInt8) -> Bool { byte != UInt8(ascii: "\\") && byte >= 0x20 }

    /// Whether one of the eight bytes of `word` is a backslash or a control character: a byte below 0x20 borrows
    /// into its top bit when 0x20 is taken from it, a backslash does when 0x01 is taken from it with the
    /// backslash's bits cleared; a borrow into the next byte comes only from such a byte.
    static func hasSpecialByte(_ word: UInt64) -> Bool {
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        return ((word &- 0x2020_2020_2020_2020) & ~word | (backslashes &- 0x0101_0101_0101_0101) & ~backslashes) & 0x8080_8080_8080_8080 != 0
    }

    /// The four hexadecimal digits at `offset`, or `nil`.
    private static func hexQuad(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32? {
        guard bytes.count - offset >= 4 else { return nil }
        var value: UInt32 = 0
        for index in offset..<(offset + 4) {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
