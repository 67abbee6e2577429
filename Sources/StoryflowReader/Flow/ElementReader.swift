import StoryflowModel

/// Reads the attributes of one element, reporting unknown attributes, missing required ones and bad values.
///
/// The element's attributes are matched once, when the reader is made: each known one is kept by its number
/// (`Attribute.number`), so reading a value later is an array access, not a search.
struct ElementReader<Attribute: FlowAttribute> {
    /// The most attributes an element kind may take.
    static var capacity: Int { 16 }

    let node: XMLNode
    let sink: DiagnosticCollector
    private let attributes: ArraySlice<XMLAttribute>
    /// For each attribute number, 0 if the element lacks the attribute, else its offset in `attributes` plus 1
    /// (`farSlot` for an attribute after the first 254, found again by name when read).
    private var slots = SIMD16<UInt8>()
    private static var farSlot: UInt8 { .max }

    /// Starts reading `node`, whose kind takes the attributes of `table`; every other attribute (besides XML
    /// namespace and schema-location attributes) is reported as unknown, with the closest allowed name as a
    /// suggestion.
    init(_ node: XMLNode, sink: DiagnosticCollector, table: NameTable<Int>) {
        self.node = node
        self.sink = sink
        attributes = node.attributes
        for position in attributes.indices {
            if let number = table.value(of: attributes[position].name) {
                let offset = position - attributes.startIndex
                if slots[number] == 0 { slots[number] = offset < Int(Self.farSlot) - 1 ? UInt8(offset + 1) : Self.farSlot }
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

    /// Where the attribute is in `attributes`, if present.
    @inline(__always)
    private func position(of attribute: Attribute) -> Int? {
        let slot = slots[attribute.number]
        if slot == 0 { return nil }
        if slot != Self.farSlot { return attributes.startIndex + Int(slot) - 1 }
        return attributes.firstIndex { $0.name == attribute.name }
    }

    /// The attribute with its location, if present.
    func entry(_ attribute: Attribute) -> XMLAttribute? {
        position(of: attribute).map { attributes[$0] }
    }

    /// Where the attribute's name starts, if present.
    func location(of attribute: Attribute) -> SourceLocation? {
        position(of: attribute).map { attributes[$0].location }
    }

    func string(_ attribute: Attribute) -> String? {
        position(of: attribute).map { attributes[$0].value }
    }

    /// The attribute's value, reporting it as missing if absent or empty.
    func required(_ attribute: Attribute, purpose: String = "") -> String? {
        if let value = string(attribute), !value.isEmpty { return value }
        let why = purpose.isEmpty ? "" : " (\(purpose))"
        sink.report(.missingAttribute, at: node.location, "<\(node.name)> needs a `\(attribute.name)` attribute\(why)")
        return nil
    }

    /// An enumerated attribute; an unknown value is reported with the allowed ones and the default is used.
    func value<Value: FlowValue>(_ attribute: Attribute, default defaultValue: Value) -> Value {
        optionalValue(attribute, Value.self) ?? defaultValue
    }

    func optionalValue<Value: FlowValue>(_ attribute: Attribute, _ type: Value.Type) -> Value? {
        guard let text = string(attribute) else { return nil }
        if let value = Value(flowValue: text) { return value }
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
