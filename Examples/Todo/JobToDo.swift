/// A to-do: its title and whether it is done. Stored as `{"title": ..., "isFinished": ...}`; fields this version
/// does not know (written by a newer version or by hand) are kept in `unknownFields` and written back as they were.
struct JobToDo: Equatable {
    var title: String
    var isFinished: Bool
    /// The job's other fields, kept so that saving never drops what another version wrote.
    var unknownFields: [String: JSONValue] = [:]

    init(title: String, isFinished: Bool) {
        self.title = title
        self.isFinished = isFinished
    }

    /// The job a JSON object holds; why not, when it is not one.
    init(json: JSONValue) throws(JSONValueParser.Failure) {
        guard case .object(var fields) = json else { throw JSONValueParser.Failure(description: "a job is not an object") }
        guard case .string(let title)? = fields.removeValue(forKey: "title") else {
            throw JSONValueParser.Failure(description: "a job has no `title` text")
        }
        guard case .bool(let isFinished)? = fields.removeValue(forKey: "isFinished") else {
            throw JSONValueParser.Failure(description: "a job has no `isFinished` true or false")
        }
        self.title = title
        self.isFinished = isFinished
        unknownFields = fields
    }

    /// The job as a JSON object, its unknown fields as they were read.
    var json: JSONValue {
        var fields = unknownFields
        fields["title"] = .string(title)
        fields["isFinished"] = .bool(isFinished)
        return .object(fields)
    }
}
