/// Decodes a `Decodable` type from a parsed `JSON` value, so a message's parameters become typed values without
/// being written out and parsed again. Members a type does not name are ignored; a missing or mistyped one throws
/// `DecodingError`, which `ResponseError(decoding:)` turns into the answer the client gets.
struct JSONValueDecoder: Decoder {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSON, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// `type` decoded from `value`.
    static func decode<Value: Decodable>(_ type: Value.Type, from value: JSON) throws -> Value {
        try Value(from: JSONValueDecoder(value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSON].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSON].self) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    fileprivate func mismatch(_ expected: Any.Type) -> DecodingError {
        .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: value.mismatchName))
    }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let bool = value.bool else { throw mismatch(type) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = value.string else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: self) }

    /// A whole number that `Integer` holds.
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard let whole = value.integer, let result = Integer(exactly: whole) else { throw mismatch(type) }
        return result
    }
}

extension JSONValueDecoder {
    /// The members of an object, by key.
    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: JSON]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

        /// Every `decode(_:forKey:)` of the protocol, one for all types.
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            try Value(from: JSONValueDecoder(try member(key), codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { JSONValueDecoder(members["super"] ?? .null, codingPath: codingPath + [SuperKey()]) }

        func superDecoder(forKey key: Key) throws -> any Decoder { JSONValueDecoder(try member(key), codingPath: codingPath + [key]) }

        private func member(_ key: Key) throws -> JSON {
            guard let member = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
            }
            return member
        }
    }

    /// The elements of an array, in order.
    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [JSON]
        let codingPath: [any CodingKey]
        private(set) var currentIndex = 0

        init(elements: [JSON], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        mutating func decodeNil() throws -> Bool {
            guard try element() == .null else { return false }
            currentIndex += 1
            return true
        }

        /// Every `decode(_:)` of the protocol, one for all types.
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            let decoded = try Value(from: JSONValueDecoder(try element(), codingPath: codingPath + [ElementKey(currentIndex)]))
            currentIndex += 1
            return decoded
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try decode(NestedDecoder.self).decoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try decode(NestedDecoder.self).decoder.unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try decode(NestedDecoder.self).decoder }

        private func element() throws -> JSON {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(JSON.self, .init(codingPath: codingPath, debugDescription: "the array has no more elements"))
            }
            return elements[currentIndex]
        }
    }

    /// The decoder of one element, for the containers nested in an array.
    private struct NestedDecoder: Decodable {
        let decoder: any Decoder
        init(from decoder: any Decoder) { self.decoder = decoder }
    }
}

/// The key a superclass's members are coded under, as Foundation's coders name it.
struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// The key of an array's element in a coding path.
struct ElementKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

extension JSON {
    /// The value as a message names it in place of what was expected: a number as it is written (`1.5`), any
    /// other value by its kind.
    var mismatchName: String {
        if case .number = self { text } else { kindName }
    }

    /// What kind of value this is, for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
