/// A to-do: its title and whether it is done. Stored as `{"title": ..., "isFinished": ...}`; fields this version
/// does not know (written by a newer version or by hand) are kept in `unknownFields` and written back as they were.
struct JobToDo: Codable, Equatable {
    var title: String
    var isFinished: Bool
    /// The job's other fields, kept so that saving never drops what another version wrote.
    var unknownFields: [String: JSONValue] = [:]

    init(title: String, isFinished: Bool) {
        self.title = title
        self.isFinished = isFinished
    }

    private enum Known: String, CaseIterable { case title, isFinished }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        title = try container.decode(String.self, forKey: FieldKey(Known.title.rawValue))
        isFinished = try container.decode(Bool.self, forKey: FieldKey(Known.isFinished.rawValue))
        let known = Set(Known.allCases.map(\.rawValue))
        for key in container.allKeys where !known.contains(key.stringValue) {
            unknownFields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for (name, value) in unknownFields { try container.encode(value, forKey: FieldKey(name)) }
        try container.encode(title, forKey: FieldKey(Known.title.rawValue))
        try container.encode(isFinished, forKey: FieldKey(Known.isFinished.rawValue))
    }
}

/// Any JSON object key.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
