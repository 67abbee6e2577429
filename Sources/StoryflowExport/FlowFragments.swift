import StoryflowModel

/// Flow XML for the parts of a flow that only Storyflow models (contracts, passes, results received, sample rows,
/// deep links), as lines with their depth relative to the element they belong in. `FlowWriter` writes them into
/// flow files; `StoryboardWriter` keeps them in `<!--storyflow …-->` comments beside the storyboard's elements.
enum FlowFragments {
    /// One line: its depth below the enclosing element, and its markup.
    typealias Line = (depth: Int, text: String)

    /// `<name attributes/>` or `<name attributes>`, leaving out absent attributes.
    static func tag(_ name: String, _ attributes: [(String, String?)], empty: Bool = true) -> String {
        let rendered = attributes.compactMap { name, value in value.map { " \(name)=\"\(XMLText.attribute($0))\"" } }.joined()
        return "<\(name)\(rendered)\(empty ? "/" : "")>"
    }

    /// A scene's `<input>` and `<result>` elements.
    static func contract(_ contract: SceneContract?) -> [Line] {
        guard let contract else { return [] }
        var lines: [Line] = contract.inputs.map { input in
            let required: String? = input.isRequired == (input.defaultValue == nil) ? nil : (input.isRequired ? "true" : "false")
            let type = input.typeName == ContractInput.defaultTypeName ? nil : input.typeName
            return (0, tag("input", [("name", input.name), ("type", type), ("required", required), ("default", input.defaultValue)]))
        }
        lines += contract.results.map { result in
            (
                0,
                tag(
                    "result",
                    [("name", result.name), ("type", result.typeName), ("by", result.producers.isEmpty ? nil : result.producers.joined(separator: " "))])
            )
        }
        return lines
    }

    /// `<pass>` elements.
    static func passes(_ passes: [InputPass]) -> [Line] {
        passes.map { (0, tag("pass", [("input", $0.input), ("value", $0.value?.flowValue)])) }
    }

    /// A segue's `<pass>` and `<receive>` elements.
    static func segueContract(_ contract: SegueContract?) -> [Line] {
        guard let contract else { return [] }
        return passes(contract.passes) + contract.receipts.map { (0, tag("receive", [("result", $0.result)])) }
    }

    /// A `<deepLink>`, its scene and container named by `id`.
    static func deepLink(_ link: DeepLink, id: (String) -> String) -> [Line] {
        let attributes: [(String, String?)] = [("url", link.pattern.text), ("scene", id(link.sceneID)), ("container", link.containerID.map(id))]
        guard !link.passes.isEmpty else { return [(0, tag("deepLink", attributes))] }
        return [(0, tag("deepLink", attributes, empty: false))] + passes(link.passes).map { (1, $0.text) } + [(0, "</deepLink>")]
    }

    /// A `<samples>` element with its sections and rows.
    static func samples(_ sections: [SampleSection]) -> [Line] {
        guard !sections.isEmpty else { return [] }
        var lines: [Line] = [(0, "<samples>")]
        for section in sections {
            lines.append((1, tag("section", [("header", section.header), ("footer", section.footer)], empty: section.rows.isEmpty)))
            for row in section.rows {
                let attributes: [(String, String?)] = [("prototype", row.prototype), ("text", row.text), ("detail", row.detail)]
                lines.append((2, tag("row", attributes, empty: row.values.isEmpty)))
                for value in row.values {
                    lines.append((3, tag("value", [("outlet", value.outlet), ("tag", value.tag.map(String.init)), ("text", value.text)])))
                }
                if !row.values.isEmpty { lines.append((2, "</row>")) }
            }
            if !section.rows.isEmpty { lines.append((1, "</section>")) }
        }
        lines.append((0, "</samples>"))
        return lines
    }
}
