/// Encodes an `Encodable` value as a `JSON` value, which `MessageWriter` writes with sorted keys. A `nil`
/// optional member is left out (as LSP's optional properties are), a `nil` value on its own is `null`.
final class JSONValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var content: Content = .empty
    /// An object's members and an array's elements so far, each an encoder read when the value is asked for
    /// (kept apart from `content`, so adding one does not copy the others).
    private var members: [String: JSONValueEncoder] = [:]
    private var elements: [JSONValueEncoder] = []

    /// What has been encoded so far.
    private enum Content {
        case empty
        case value(JSON)
        case object
        case array
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
        case .object: .object(members.mapValues(\.json))
        case .array: .array(elements.map(\.json))
        }
    }

    fileprivate func member(_ key: any CodingKey) -> JSONValueEncoder {
        becomeObject()
        let encoder = JSONValueEncoder(codingPath: codingPath + [key])
        members[key.stringValue] = encoder
        return encoder
    }

    fileprivate func appendElement() -> JSONValueEncoder {
        becomeArray()
        let encoder = JSONValueEncoder(codingPath: codingPath + [ElementKey(elements.count)])
        elements.append(encoder)
        return encoder
    }

    fileprivate func set(_ value: JSON) {
        content = .value(value)
        members = [:]
        elements = []
    }

    /// Makes this an object, keeping its members if it is one already.
    private func becomeObject() {
        if case .object = content { return }
        set(.null)
        content = .object
    }

    /// Makes this an array, keeping its elements if it is one already.
    private func becomeArray() {
        if case .array = content { return }
        set(.null)
        content = .array
    }

    fileprivate var count: Int { elements.count }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        becomeArray()
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
}

extension JSONValueEncoder {
    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        func encodeNil(forKey key: Key) { encoder.member(key).set(.null) }

        /// Every `encode(_:forKey:)` of the protocol, one for all types.
        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try value.encode(to: encoder.member(key)) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.member(key).container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.member(key).unkeyedContainer() }
        func superEncoder() -> any Encoder { encoder.member(SuperKey()) }
        func superEncoder(forKey key: Key) -> any Encoder { encoder.member(key) }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { encoder.count }

        func encodeNil() { encoder.appendElement().set(.null) }

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

        private func set(_ value: JSON) { encoder.set(value) }

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
