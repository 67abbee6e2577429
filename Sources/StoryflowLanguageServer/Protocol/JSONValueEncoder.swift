/// Encodes an `Encodable` value as a `JSON` value, which `MessageWriter` writes with sorted keys. A `nil`
/// optional member is left out (as LSP's optional properties are), a `nil` value on its own is `null`.
final class JSONValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var content: Content = .empty

    /// What has been encoded so far: containers keep encoders of their members, read when the value is asked for.
    private enum Content {
        case empty
        case value(JSON)
        case object([String: JSONValueEncoder])
        case array([JSONValueEncoder])
    }

    private init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// `value` as JSON.
    static func encode(_ value: some Encodable) -> JSON {
        let encoder = JSONValueEncoder(codingPath: [])
        // The encoder throws nothing and the message types throw nothing of their own.
        try? value.encode(to: encoder)
        return encoder.json
    }

    private var json: JSON {
        switch content {
        case .empty: .object([:])
        case .value(let value): value
        case .object(let members): .object(members.mapValues(\.json))
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    fileprivate func member(_ key: any CodingKey) -> JSONValueEncoder {
        let encoder = JSONValueEncoder(codingPath: codingPath + [key])
        if case .object(var members) = content {
            members[key.stringValue] = encoder
            content = .object(members)
        } else {
            content = .object([key.stringValue: encoder])
        }
        return encoder
    }

    fileprivate func appendElement() -> JSONValueEncoder {
        var elements: [JSONValueEncoder] = []
        if case .array(let existing) = content { elements = existing }
        let encoder = JSONValueEncoder(codingPath: codingPath + [ElementKey(elements.count)])
        content = .array(elements + [encoder])
        return encoder
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = content {} else { content = .object([:]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = content {} else { content = .array([]) }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
}

extension JSONValueEncoder {
    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        func encodeNil(forKey key: Key) { encoder.member(key).content = .value(.null) }

        /// Every `encode(_:forKey:)` of the protocol, one for all types.
        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try value.encode(to: encoder.member(key)) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.member(key).container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.member(key).unkeyedContainer() }
        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder { encoder.member(key) }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int {
            if case .array(let elements) = encoder.content { elements.count } else { 0 }
        }

        func encodeNil() { encoder.appendElement().content = .value(.null) }

        /// Every `encode(_:)` of the protocol, one for all types.
        func encode<Value: Encodable>(_ value: Value) throws { try value.encode(to: encoder.appendElement()) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            encoder.appendElement().container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.appendElement().unkeyedContainer() }
        func superEncoder() -> any Encoder { encoder.appendElement() }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ value: JSON) { encoder.content = .value(value) }

        func encodeNil() { set(.null) }
        func encode(_ value: Bool) { set(.bool(value)) }
        func encode(_ value: String) { set(.string(value)) }
        func encode(_ value: Double) { set(.number(value)) }
        func encode(_ value: Float) { set(.number(Double(value))) }
        func encode(_ value: Int) { set(.number(Double(value))) }
        func encode(_ value: Int8) { set(.number(Double(value))) }
        func encode(_ value: Int16) { set(.number(Double(value))) }
        func encode(_ value: Int32) { set(.number(Double(value))) }
        func encode(_ value: Int64) { set(.number(Double(value))) }
        func encode(_ value: UInt) { set(.number(Double(value))) }
        func encode(_ value: UInt8) { set(.number(Double(value))) }
        func encode(_ value: UInt16) { set(.number(Double(value))) }
        func encode(_ value: UInt32) { set(.number(Double(value))) }
        func encode(_ value: UInt64) { set(.number(Double(value))) }

        func encode<Value: Encodable>(_ value: Value) throws {
            if let json = value as? JSON { set(json) } else { try value.encode(to: encoder) }
        }
    }
}
