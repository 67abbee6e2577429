import CLibXML2
import Foundation

/// What `Flows/storyflow.xsd` declares, read with libxml2's tree API: the attributes each element name takes
/// (over every place the element is declared) and the enumerations of each attribute.
struct SchemaDocument {
    /// Element name → attribute name → the attribute's type name (`xs:string`, `SegueKind`, ...).
    private(set) var attributesByElement: [String: [String: String]] = [:]
    /// Simple type name → its enumerated values, in order.
    private(set) var enumerations: [String: [String]] = [:]
    /// Attributes declared `use="required"`, as `element@attribute`.
    private(set) var requiredAttributes: Set<String> = []

    private var typeAttributes: [String: [(name: String, type: String, required: Bool)]] = [:]
    private var groupAttributes: [String: [(name: String, type: String, required: Bool)]] = [:]

    init?(text: String) {
        let bytes = Array(text.utf8)
        let parsed: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlReadMemory(chars.baseAddress, Int32(chars.count), "storyflow.xsd", "UTF-8", Int32(XML_PARSE_NONET.rawValue))
            }
        }
        guard let parsed, let root = xmlDocGetRootElement(parsed) else { return nil }
        defer { xmlFreeDoc(parsed) }
        for node in Self.elements(under: root) {
            switch Self.name(node) {
            case "simpleType":
                let values = Self.descendants(of: node).filter { Self.name($0) == "enumeration" }.compactMap { Self.attribute($0, "value") }
                if let name = Self.attribute(node, "name"), !values.isEmpty { enumerations[name] = values }
            case "attributeGroup":
                if let name = Self.attribute(node, "name") { groupAttributes[name] = attributes(declaredIn: node) }
            default:
                break
            }
        }
        for node in Self.elements(under: root) where Self.name(node) == "complexType" {
            if let name = Self.attribute(node, "name") { typeAttributes[name] = attributes(declaredIn: node) }
        }
        for node in Self.descendants(of: root) where Self.name(node) == "element" {
            guard let name = Self.attribute(node, "name") else { continue }
            let declared: [(name: String, type: String, required: Bool)]
            if let type = Self.attribute(node, "type") {
                declared = typeAttributes[type] ?? []
            } else if let inline = Self.elements(under: node).first(where: { Self.name($0) == "complexType" }) {
                declared = attributes(declaredIn: inline)
            } else {
                declared = []
            }
            var entry = attributesByElement[name] ?? [:]
            for attribute in declared {
                entry[attribute.name] = attribute.type
                if attribute.required { requiredAttributes.insert("\(name)@\(attribute.name)") }
            }
            attributesByElement[name] = entry
        }
    }

    /// The attributes a complex type or attribute group declares directly or through attribute group references.
    private func attributes(declaredIn node: xmlNodePtr) -> [(name: String, type: String, required: Bool)] {
        var result: [(name: String, type: String, required: Bool)] = []
        for child in Self.elements(under: node) {
            switch Self.name(child) {
            case "attribute":
                if let name = Self.attribute(child, "name") {
                    result.append((name, Self.attribute(child, "type") ?? "xs:string", Self.attribute(child, "use") == "required"))
                }
            case "attributeGroup":
                if let reference = Self.attribute(child, "ref") { result += groupAttributes[reference] ?? [] }
            default:
                break
            }
        }
        return result
    }

    private static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if current.pointee.name.map({ String(cString: $0) }) == name {
                return current.pointee.children?.pointee.content.map { String(cString: $0) } ?? ""
            }
            property = current.pointee.next
        }
        return nil
    }

    private static func elements(under node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    private static func descendants(of node: xmlNodePtr) -> [xmlNodePtr] {
        elements(under: node).flatMap { [$0] + descendants(of: $0) }
    }
}
