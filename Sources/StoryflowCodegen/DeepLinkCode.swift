import StoryflowModel

/// Writes a flow's deep links as a `DeepLink` enum: a case per `<deepLink>` with its placeholders as typed
/// associated values, and `init?(url:)` matching a URL as Storyflow's runtime does (the first pattern that matches
/// wins; scheme and host ignore letter case; placeholders are whole non-empty segments, percent-decoded; the query
/// and fragment are not matched).
struct DeepLinkCodeWriter {
    let document: FlowDocument

    /// The name of the helper the cases' matching uses, written once per file by `writeHelper(into:)`.
    static let helper = "StoryflowDeepLinkURL"

    /// A placeholder as an associated value: its name in the URL, its label, and its type.
    private struct Value {
        var placeholder: String
        var label: String
        var type: String
    }

    func write(into source: inout SwiftSource) {
        let links = document.deepLinks
        guard !links.isEmpty else { return }
        var caseNames = UniqueNames(reserving: SwiftNames.reservedCaseNames)
        let cases = links.map { link in (link, caseNames.claim(SwiftNames.lowerCamel(link.sceneID)), values(of: link)) }
        source.line()
        source.doc("The flow's deep links, read from URLs.")
        source.block("enum DeepLink: Equatable, Sendable") { source in
            for (link, name, values) in cases {
                source.doc("`\(link.pattern.text)`: opens scene `\(link.sceneID)`\(link.containerID.map { " in `\($0)`" } ?? "").")
                let associated = values.isEmpty ? "" : "(" + values.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
                source.line("case \(SwiftNames.escaped(name))\(associated)")
            }
            source.line()
            source.doc("The link `url` opens, or `nil` when no pattern matches it.")
            source.block("init?(url: String)") { source in
                source.line("guard let (_scheme, _parts) = \(Self.helper).split(url) else { return nil }")
                for (link, name, values) in cases { writeMatch(link, name: name, values: values, into: &source) }
                source.line("return nil")
            }
        }
    }

    private func values(of link: DeepLink) -> [Value] {
        var labels = UniqueNames(reserving: SwiftNames.reservedValueNames)
        let inputs = document.scene(withID: link.sceneID)?.contract
        return link.pattern.placeholders.map { placeholder in
            let typeName = inputs?.input(named: placeholder)?.typeName ?? "String"
            return Value(
                placeholder: placeholder, label: labels.claim(SwiftNames.lowerCamel(placeholder)),
                type: ["Int", "Double", "Bool"].contains(typeName) ? typeName : "String")
        }
    }

    private func writeMatch(_ link: DeepLink, name: String, values: [Value], into source: inout SwiftSource) {
        var conditions = ["_scheme.lowercased() == \(SwiftNames.literal(link.pattern.scheme))", "_parts.count == \(link.pattern.segments.count)"]
        var placeholderIndex: [String: Int] = [:]
        for (index, segment) in link.pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                conditions.append(
                    index == 0 ? "_parts[0].lowercased() == \(SwiftNames.literal(text.lowercased()))" : "_parts[\(index)] == \(SwiftNames.literal(text))")
            case .placeholder(let placeholder):
                placeholderIndex[placeholder] = index
            }
        }
        for value in values {
            guard let index = placeholderIndex[value.placeholder] else { continue }
            let decoded = "\(Self.helper).decoded(_parts[\(index)])"
            let typed = value.type == "String" ? decoded : "\(decoded).flatMap(\(value.type).init)"
            conditions.append("let \(SwiftNames.escaped(value.label)) = \(typed)")
        }
        let arguments = values.isEmpty ? "" : "(" + values.map { "\($0.label): \(SwiftNames.escaped($0.label))" }.joined(separator: ", ") + ")"
        source.block("if \(conditions.joined(separator: ", "))") { source in
            source.line("self = .\(SwiftNames.escaped(name))\(arguments)")
            source.line("return")
        }
    }

    /// The URL splitting and percent-decoding every flow's `DeepLink` uses, as the runtime does it.
    static func writeHelper(into source: inout SwiftSource) {
        source.line()
        source.doc("Splits and decodes URLs as Storyflow's deep link patterns see them.")
        source.block("enum \(helper)") { source in
            source.doc("The scheme and the `/`-separated segments after `scheme://` (the host first), without the query, the fragment")
            source.doc("and a trailing slash; `nil` without `://`.")
            source.block("static func split(_ url: String) -> (scheme: String, parts: [String])?") { source in
                source.line(#"guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }"#)
                source.line("var rest = url[url.index(colon, offsetBy: 3)...]")
                source.line(##"if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }"##)
                source.line(#"if rest.hasSuffix("/") { rest = rest.dropLast() }"#)
                source.line(
                    #"return (String(url[..<colon]), rest.isEmpty ? [] : rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init))"#)
            }
            source.line()
            source.doc("A placeholder's segment with `%XX` escapes decoded as UTF-8; `nil` when empty, malformed or not UTF-8.")
            source.block("static func decoded(_ part: String) -> String?") { source in
                source.line(#"guard !part.isEmpty else { return nil }"#)
                source.line("var bytes: [UInt8] = []")
                source.line("var iterator = Array(part.utf8).makeIterator()")
                source.block("while let byte = iterator.next()") { source in
                    source.block(#"guard byte == UInt8(ascii: "%") else"#) { source in
                        source.line("bytes.append(byte)")
                        source.line("continue")
                    }
                    source.line("guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }")
                    source.line("bytes.append(high << 4 | low)")
                }
                // `String(validating:as:)` needs iOS 18: decoding replaces what is not UTF-8, which comparing the bytes finds.
                source.line("let text = String(decoding: bytes, as: UTF8.self)")
                source.line("return Array(text.utf8) == bytes ? text : nil")
            }
            source.line()
            source.block("private static func hexValue(_ byte: UInt8) -> UInt8?") { source in
                source.line("switch byte {")
                source.line(#"case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")"#)
                source.line(#"case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10"#)
                source.line(#"case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10"#)
                source.line("default: nil")
                source.line("}")
            }
        }
    }
}
