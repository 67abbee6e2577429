import StoryflowIO

/// A JSON value of any shape, read and written back unchanged: numbers keep the text they were written with
/// (`12345678901234567890` and `-0.0` stay so; no trip through `Double`).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number, as written (a valid JSON number literal).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value as JSON: two-space indentation and `"key" : value` as `JSONEncoder` pretty-prints, keys sorted,
    /// controls a terminal would act on escaped (`JSONText`).
    var prettyText: String {
        var text = ""
        write(to: &text, indent: "")
        return text
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let value): JSONText.append(value, to: &text)
        case .array(let values):
            guard !values.isEmpty else { return text += "[]" }
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += indent + "  "
                value.write(to: &text, indent: indent + "  ")
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { return text += "{}" }
            text += "{\n"
            let names = fields.keys.sorted()
            for (index, name) in names.enumerated() {
                text += indent + "  "
                JSONText.append(name, to: &text)
                text += " : "
                fields[name]!.write(to: &text, indent: indent + "  ")
                text += index == names.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }
}
