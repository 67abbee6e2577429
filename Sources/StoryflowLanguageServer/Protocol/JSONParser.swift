/// Parses JSON text (RFC 8259) into a `JSON` value, refusing nesting deeper than `JSON.maximumDepth`. Strings are
/// decoded by `JSONStringDecoder`.
struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0

    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSON {
        var parser = JSONParser(bytes: bytes)
        parser.skipBlanks()
        let value = try parser.value(depth: 0)
        parser.skipBlanks()
        guard parser.offset == bytes.count else { throw parser.error("has text after its value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ reason: String) -> JSONError {
        JSONError(reason: "is not valid JSON: it \(reason) (at byte \(offset))")
    }

    private mutating func skipBlanks() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func value(depth: Int) throws(JSONError) -> JSON {
        guard offset < bytes.count else { throw error("ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < JSON.maximumDepth else { throw JSONError(reason: "nests deeper than \(JSON.maximumDepth) levels") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < JSON.maximumDepth else { throw JSONError(reason: "nests deeper than \(JSON.maximumDepth) levels") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(JSONError) -> JSON {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, bytes[offset..<(offset + expected.count)].elementsEqual(expected) else {
            throw error("has an unknown word")
        }
        offset += expected.count
        return value
    }

    private mutating func number() throws(JSONError) -> JSON {
        let start = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw error("has an unexpected character")
        }
        return .number(value)
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSON {
        offset += 1
        var elements: [JSON] = []
        skipBlanks()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipBlanks()
            elements.append(try value(depth: depth))
            skipBlanks()
            guard offset < bytes.count else { throw error("ends inside an array") }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else { throw error("has no `,` between an array's elements") }
        }
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSON {
        offset += 1
        var members: [String: JSON] = [:]
        skipBlanks()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("has an object key that is not a string") }
            let key = try string()
            skipBlanks()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw error("has no `:` after an object key") }
            offset += 1
            skipBlanks()
            members[key] = try value(depth: depth)
            skipBlanks()
            guard offset < bytes.count else { throw error("ends inside an object") }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "}") { return .object(members) }
            guard byte == UInt8(ascii: ",") else { throw error("has no `,` between an object's members") }
        }
    }

    private mutating func string() throws(JSONError) -> String {
        let outcome = JSONStringDecoder.decode(bytes, from: offset + 1)
        switch outcome {
        case .decoded(let text, let end):
            offset = end
            return text
        case .failed(let reason, let at):
            offset = at
            throw error(reason)
        }
    }
}
