import StoryflowModel

/// A way into a scene that does not pass one of its required inputs.
public struct MissingRequiredInputRule: Rule {
    public static let description = RuleDescription(
        id: "missing-required-input",
        severity: .error,
        summary: "A segue, tab, split view column, deep link or the launch shows a scene without one of its required inputs.",
        rationale: """
            A scene's `<input>` without a default is required: every way into the scene must pass it, as Android's \
            Safe Args demands at the call site. Otherwise the screen opens without the data it needs, which on \
            iOS is found only when it crashes or shows nothing. Add `<pass input="NAME" value="..."/>` to the \
            way in (without `value` when the app's `prepare(for:sender:)` sets it), a `{NAME}` placeholder to a \
            deep link, or give the input a `default`. A navigation controller passes what reaches it on to its \
            root; so does its `<root>`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // Each scene's required inputs, listed once however many ways lead in.
        var required: [Int: [String]] = [:]
        for entry in graph.contracts(of: document).entries {
            let scene = document.scenes[entry.content]
            guard let contract = scene.contract else { continue }
            let names = required[entry.content] ?? contract.requiredInputs.map(\.name)
            required[entry.content] = names
            let passed = entry.passedInputs
            let missing = passed.isEmpty ? names : names.filter { !passed.contains($0) }
            guard let first = missing.first else { continue }
            let list = DiagnosticLimits.list(Array(missing.prefix(DiagnosticLimits.namesInMessage)), total: missing.count)
            let fix: String =
                switch entry.way {
                case .deepLink: "add a `{\(first)}` placeholder to the URL or a <pass input=\"\(first)\" value=\"...\"/> to the link"
                case .launch: "give \(missing.count == 1 ? "it" : "them") a `default`, or start the app at a scene that needs none"
                default: "add <pass input=\"\(first)\" value=\"...\"/> to it (without `value` when the app's prepare(for:sender:) sets it)"
                }
            result.append(
                Self.description.diagnostic(
                    at: entry.location,
                    "\(entry.name(in: document)) shows `\(scene.id)` without its required input\(missing.count == 1 ? "" : "s") \(list); \(fix)"
                ))
        }
        return result
    }
}
