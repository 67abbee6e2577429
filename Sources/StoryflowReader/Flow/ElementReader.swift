import StoryflowModel

/// Reads the attributes of one element, reporting unknown attributes, missing required ones and bad values.
///
/// The element's attributes are matched once, when the reader is made: each known one is kept by its number
/// (`Attribute.rawValue`), so reading a value later is an array access, not a search.
struct ElementReader<Attribute: FlowAttribute> {
    /// The most attributes an element kind may take.
    static var capacity: Int { 16 }

    let node: XMLNode
    let sink: DiagnosticCollector
    private let attributes: ArraySlice<XMLAttribute>
    /// For each attribute number, the attribute's position in `attributes`, or -1 if the element lacks it.
    private var positions = SIMD16<Int32>(repeating: -1)

    /// Starts reading `node`, whose kind takes the attributes of `table`; every other attribute (besides XML
    /// namespace and schema-location attributes) is reported as unknown, with the closest allowed name as a
    /// suggestion.
    init(_ node: XMLNode, sink: DiagnosticCollector, table: NameTable<Int>) {
        self.node = node
        self.sink = sink
        attributes = node.attributes
        for position in attributes.indices {
            if let number = table.value(of: attributes[position].name) {
                if positions[number] < 0 { positions[number] = Int32(position) }
            } else {
                reportUnknown(attributes[position], allowed: table.names)
            }
        }
    }

    private func reportUnknown(_ attribute: XMLAttribute, allowed: [String]) {
        if attribute.name.hasPrefix("xmlns") || attribute.name.hasPrefix("xsi:") { return }
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

    var location: SourceLocation { node.location }

    /// Whether the element has the attribute.
    func has(_ attribute: Attribute) -> Bool {
        positions[attribute.rawValue] >= 0
    }

    /// The attribute with its location, if present.
    func entry(_ attribute: Attribute) -> XMLAttribute? {
        let position = positions[attribute.rawValue]
        return position < 0 ? nil : attributes[Int(position)]
    }

    /// Where the attribute's name starts, if present.
    func location(of attribute: Attribute) -> SourceLocation? {
        let position = positions[attribute.rawValue]
        return position < 0 ? nil : attributes[Int(position)].location
    }

    func string(_ attribute: Attribute) -> String? {
        let position = positions[attribute.rawValue]
        return position < 0 ? nil : attributes[Int(position)].value
    }

    /// The attribute's value, reporting it as missing if absent or empty.
    func required(_ attribute: Attribute, purpose: String = "") -> String? {
        if let value = string(attribute), !value.isEmpty { return value }
        let why = purpose.isEmpty ? "" : " (\(purpose))"
        sink.report(.missingAttribute, at: node.location, "<\(node.name)> needs a `\(attribute.name)` attribute\(why)")
        return nil
    }

    /// An enumerated attribute; an unknown value is reported with the allowed ones and the default is used.
    func value<Value: RawRepresentable & CaseIterable>(_ attribute: Attribute, default defaultValue: Value) -> Value
    where Value.RawValue == String {
        optionalValue(attribute, Value.self) ?? defaultValue
    }

    func optionalValue<Value: RawRepresentable & CaseIterable>(_ attribute: Attribute, _ type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = string(attribute) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        reportInvalid(attribute, expected: allowed.map { "`\($0)`" }.joined(separator: ", "), suggestions: allowed)
        return nil
    }

    func bool(_ attribute: Attribute, default defaultValue: Bool) -> Bool {
        guard let text = string(attribute) else { return defaultValue }
        switch text {
        case "true", "YES", "yes": return true
        case "false", "NO", "no": return false
        default:
            reportInvalid(attribute, expected: "`true` or `false`", suggestions: [])
            return defaultValue
        }
    }

    func int(_ attribute: Attribute) -> Int? {
        guard let text = string(attribute) else { return nil }
        if let value = Int(text) { return value }
        reportInvalid(attribute, expected: "a whole number", suggestions: [])
        return nil
    }

    func double(_ attribute: Attribute) -> Double? {
        guard let text = string(attribute) else { return nil }
        if let value = Double(text), value.isFinite, value >= 0 { return value }
        reportInvalid(attribute, expected: "a number of points, 0 or more", suggestions: [])
        return nil
    }

    private func reportInvalid(_ attribute: Attribute, expected: String, suggestions: [String]) {
        guard let entry = entry(attribute) else { return }
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
