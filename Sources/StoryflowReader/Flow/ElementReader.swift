import StoryflowModel

/// Reads the attributes of one element, reporting unknown attributes, missing required ones and bad values.
struct ElementReader {
    let node: XMLNode
    let sink: DiagnosticCollector

    /// Starts reading `node`; every attribute outside `allowed` (besides XML namespace and schema-location
    /// attributes) is reported as unknown, with the closest allowed name as a suggestion.
    init(_ node: XMLNode, sink: DiagnosticCollector, allowed: [String]) {
        self.node = node
        self.sink = sink
        let attributes = node.attributes
        for position in attributes.indices where !allowed.contains(where: { $0.isSameName(as: attributes[position].name) }) {
            let attribute = attributes[position]
            if attribute.name.hasPrefix("xmlns") || attribute.name.hasPrefix("xsi:") { continue }
            var message = "`\(attribute.name)` is not an attribute of <\(node.name)>"
            if let suggestion = Suggestion.closest(to: attribute.name, in: allowed) {
                message += "; did you mean `\(suggestion)`?"
            } else if allowed.isEmpty {
                message += "; it takes no attributes"
            } else {
                message += "; it takes \(allowed.map { "`\($0)`" }.joined(separator: ", "))"
            }
            sink.report(.unknownAttribute, at: attribute.location, message)
        }
    }

    var location: SourceLocation { node.location }

    func string(_ name: String) -> String? {
        node.attribute(name)
    }

    /// The attribute's value, reporting it as missing if absent or empty.
    func required(_ name: String, purpose: String = "") -> String? {
        if let value = node.attribute(name), !value.isEmpty { return value }
        let why = purpose.isEmpty ? "" : " (\(purpose))"
        sink.report(.missingAttribute, at: node.location, "<\(node.name)> needs a `\(name)` attribute\(why)")
        return nil
    }

    /// An enumerated attribute; an unknown value is reported with the allowed ones and the default is used.
    func value<Value: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: Value) -> Value
    where Value.RawValue == String {
        optionalValue(name, Value.self) ?? defaultValue
    }

    func optionalValue<Value: RawRepresentable & CaseIterable>(_ name: String, _ type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let entry = node.attributeEntry(name) else { return nil }
        if let value = Value(rawValue: entry.value) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        reportInvalid(entry, expected: allowed.map { "`\($0)`" }.joined(separator: ", "), suggestions: allowed)
        return nil
    }

    func bool(_ name: String, default defaultValue: Bool) -> Bool {
        guard let entry = node.attributeEntry(name) else { return defaultValue }
        switch entry.value {
        case "true", "YES", "yes": return true
        case "false", "NO", "no": return false
        default:
            reportInvalid(entry, expected: "`true` or `false`", suggestions: [])
            return defaultValue
        }
    }

    func int(_ name: String) -> Int? {
        guard let entry = node.attributeEntry(name) else { return nil }
        if let value = Int(entry.value) { return value }
        reportInvalid(entry, expected: "a whole number", suggestions: [])
        return nil
    }

    func double(_ name: String) -> Double? {
        guard let entry = node.attributeEntry(name) else { return nil }
        if let value = Double(entry.value), value.isFinite, value >= 0 { return value }
        reportInvalid(entry, expected: "a number of points, 0 or more", suggestions: [])
        return nil
    }

    private func reportInvalid(_ entry: XMLAttribute, expected: String, suggestions: [String]) {
        var message = "`\(entry.value)` is not a valid `\(entry.name)` for <\(node.name)>"
        if let suggestion = Suggestion.closest(to: entry.value, in: suggestions) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            message += "; use \(expected)"
        }
        sink.report(.invalidValue, at: entry.location, message)
    }

    /// Reports a child element that does not belong here.
    func reportUnknownChild(_ child: XMLNode, allowed: [String]) {
        var message = "<\(child.name)> is not allowed in <\(node.name)>"
        if let suggestion = Suggestion.closest(to: child.name, in: allowed) {
            message += "; did you mean <\(suggestion)>?"
        } else if allowed.isEmpty {
            message += "; it takes no child elements"
        } else {
            message += "; it takes \(allowed.map { "<\($0)>" }.joined(separator: ", "))"
        }
        sink.report(.unknownElement, at: child.location, message)
    }
}
