import StoryflowIO

/// A JSON value as JSON-RPC messages carry it: parsed from a message's bytes (`JSONParser`) and written back with
/// sorted keys, so responses are the same bytes for the same content.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The deepest nesting of arrays and objects a message may have; the parser refuses a message when it reaches
    /// the level past it.
    public static let maximumDepth = 64

    /// Parses `bytes`, or throws `JSONError` for text that is not JSON or nests deeper than `maximumDepth`.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSON {
        try JSONParser.parse(bytes)
    }

    /// The member `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The text of a string.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The value of a number that is a whole number in `Int`'s range.
    public var integer: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The value of a Boolean.
    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements of an array.
    public var array: [JSON]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The value as compact JSON text: keys sorted, whole numbers without a fraction, strings escaped as
    /// `JSONText` escapes them (nothing a terminal would act on is left raw).
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            if value.rounded() == value, abs(value) < 9.0e15 {
                output += String(Int(value))
            } else if value.isFinite {
                output += String(value)
            } else {
                output += "null"
            }
        case .string(let text): JSONText.append(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                JSONText.append(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last })) }
    public init(nilLiteral: ()) { self = .null }
}

/// Bytes that are not a JSON value the server takes.
public struct JSONError: Error, Sendable {
    /// What is wrong, completing "the message …".
    public var reason: String
}

extension JSON: Codable {
    /// The value a `JSONValueDecoder` holds; other decoders have no `JSON` to give.
    public init(from decoder: any Decoder) throws {
        guard let decoder = decoder as? JSONValueDecoder else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a JSON value from a JSONValueDecoder"))
        }
        self = decoder.value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
