import StoryflowModel

/// A `<pass>` naming an input its destination does not declare.
public struct UnknownInputRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-input",
        severity: .error,
        summary: "A <pass> names an input the scene it goes to does not declare.",
        rationale: """
            A value passed to an input the destination does not take is lost: a typo in the name, or an input \
            renamed or removed since. The input goes to the scene shown first (a navigation controller's root). \
            Correct the name, or declare the input on the destination with <input name="..."/>.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var checkedRoots: Set<SourceLocation> = []
        var hints = SuggestionCache()
        var declaredNames: [Int: [String]] = [:]
        for entry in graph.contracts(of: document).entries {
            let scene = document.scenes[entry.content]
            // A navigation root's passes reach the root through every way into its navigation controller: once is enough.
            let rootPasses = entry.rootPasses.filter { checkedRoots.insert($0.location).inserted }
            for pass in entry.ownPasses + rootPasses where scene.contract?.input(named: pass.input) == nil {
                let declared = declaredNames[entry.content] ?? (scene.contract?.inputs.map(\.name) ?? [])
                declaredNames[entry.content] = declared
                var message = "`\(scene.id)` takes no input `\(pass.input)`"
                if let suggestion = hints.closest(to: pass.input, in: declared) {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message +=
                        declared.isEmpty
                        ? "; it declares no inputs: add <input name=\"\(pass.input)\"/> to it" : " (it takes \(DiagnosticLimits.list(declared)))"
                }
                result.append(Self.description.diagnostic(at: pass.location, message))
            }
        }
        return result
    }
}
