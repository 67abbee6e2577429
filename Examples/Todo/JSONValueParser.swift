/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping each number's text as written. It recurses into arrays
/// and objects only as deep as `maximumDepth`, so a hostile file cannot exhaust the stack, and it refuses what it
/// could not write back as it was (bytes that are not UTF-8, half a surrogate pair, a field named twice), so a
/// file is never changed by being read and saved.
struct JSONValueParser {
    /// Why the text is not JSON, and where.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The deepest nesting of arrays and objects read.
    static let maximumDepth = 512

    /// The value `bytes` hold.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONValueParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("arrays and objects nest deeper than \(Self.maximumDepth) levels") }
        index += 1
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(fields) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a field name should be here") }
            let nameStart = index
            let name = try string()
            guard fields[name] == nil else {
                index = nameStart
                throw failure("the field `\(name)` appears twice in one object")
            }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw failure("`:` should follow the field name") }
            skipSpace()
            fields[name] = try value(depth: depth)
            skipSpace()
            if take(UInt8(ascii: "}")) { return .object(fields) }
            guard take(UInt8(ascii: ",")) else { throw failure("`,` or `}` should be here") }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("arrays and objects nest deeper than \(Self.maximumDepth) levels") }
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(values) }
        while true {
            skipSpace()
            values.append(try value(depth: depth))
            skipSpace()
            if take(UInt8(ascii: "]")) { return .array(values) }
            guard take(UInt8(ascii: ",")) else { throw failure("`,` or `]` should be here") }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: try text(start..<index).unicodeScalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: try text(start..<index).unicodeScalars)
                scalars.append(try escape())
                start = index
            case 0x00..<0x20:
                throw failure("a control character is not escaped in a string")
            default:
                index += 1
            }
        }
        throw failure("a string is not closed")
    }

    /// The bytes in `range` as text; an error where they are not UTF-8.
    private func text(_ range: Range<Int>) throws(Failure) -> String {
        guard let text = String(validating: bytes[range], as: UTF8.self) else {
            var at = self
            at.index = range.lowerBound
            throw at.failure("a string holds bytes that are not UTF-8")
        }
        return text
    }

    /// At a backslash: the character its escape stands for (a surrogate pair taken whole; half of one is an
    /// error, as no text can hold it).
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw failure("a string is not closed") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            if (0xD800..<0xDC00).contains(first), bytes[index...].starts(with: Array("\\u".utf8)) {
                let saved = index
                index += 2
                let second = try hexQuad()
                if (0xDC00..<0xE000).contains(second) {
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
                index = saved
            }
            guard let scalar = Unicode.Scalar(first) else {
                index = backslash
                throw failure("`\\u` escapes half of a surrogate pair, which no text can hold")
            }
            return scalar
        default:
            throw failure("`\\\(Character(Unicode.Scalar(letter)))` is not an escape")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else {
            throw failure("`\\u` should be followed by four hexadecimal digits")
        }
        index += 4
        return value
    }

    /// A number literal, checked against JSON's grammar, as its text.
    private mutating func number() throws(Failure) -> String {
        let start = index
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            // No leading zeros.
        } else {
            guard digits() > 0 else { throw failure("a value should be here") }
        }
        if take(UInt8(ascii: ".")) {
            guard digits() > 0 else { throw failure("a digit should follow the decimal point") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure("a digit should follow the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("a value should be here") }
        index += word.utf8.count
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// `problem`, placed at the current line and column.
    private func failure(_ problem: String) -> Failure {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return Failure(description: "\(problem), at line \(line), column \(column)")
    }
}
