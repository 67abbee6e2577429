import Foundation
import Testing

/// A small JSON Schema (draft-04) validator for the keywords the SARIF schema fixture uses: `$ref` (local),
/// `type`, `enum`, `required`, `properties`, `additionalProperties`, `items`, `minItems`, `uniqueItems`,
/// `minimum`, `maximum` and `anyOf`. Returns every violation with its JSON path.
struct JSONSchemaValidator {
    let root: [String: Any]

    init(schema data: Data) throws {
        root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func validate(_ data: Data) throws -> [String] {
        let value = try JSONSerialization.jsonObject(with: data)
        return errors(value, root, path: "$")
    }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/definitions/") else { return schema }
        let name = String(reference.dropFirst("#/definitions/".count))
        return ((root["definitions"] as? [String: Any])?[name] as? [String: Any]) ?? ["unresolved": reference]
    }

    private func errors(_ value: Any, _ unresolved: [String: Any], path: String) -> [String] {
        let schema = resolve(unresolved)
        if let reference = schema["unresolved"] { return ["\(path): unresolved \(reference)"] }
        var found: [String] = []
        if let types = schema["type"] {
            let names = (types as? [String]) ?? [(types as? String) ?? ""]
            if !names.contains(where: { matches(value, type: $0) }) { return ["\(path): expected \(names), got \(value)"] }
        }
        if let allowed = schema["enum"] as? [String], !allowed.contains((value as? String) ?? "\u{0}") {
            found.append("\(path): \(value) is not one of \(allowed)")
        }
        if let number = value as? Double, !(value is String) {
            if let minimum = schema["minimum"] as? Double, number < minimum { found.append("\(path): \(number) < \(minimum)") }
            if let maximum = schema["maximum"] as? Double, number > maximum { found.append("\(path): \(number) > \(maximum)") }
        }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                found.append("\(path): missing required \(key)")
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    found += errors(member, property, path: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += errors(member, additional, path: "\(path).\(key)")
                } else if (schema["additionalProperties"] as? Bool) == false {
                    found.append("\(path): property \(key) is not allowed")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if (schema["uniqueItems"] as? Bool) == true {
                let encoded = array.compactMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
                if Set(encoded).count != encoded.count { found.append("\(path): items are not unique") }
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { found += errors(item, items, path: "\(path)[\(index)]") }
            }
        }
        if let alternatives = schema["anyOf"] as? [[String: Any]],
            !alternatives.contains(where: { errors(value, $0, path: path).isEmpty })
        {
            found.append("\(path): matches none of anyOf")
        }
        return found
    }

    private func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "null": value is NSNull
        case "boolean": value is Bool
        case "integer": !(value is String) && (value as? Double).map { $0 == $0.rounded() } == true
        case "number": !(value is String) && value is Double
        default: false
        }
    }
}
