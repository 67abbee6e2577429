import StoryflowModel

/// A `<receive>` naming a result its destination does not declare.
public struct UnknownResultRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-result",
        severity: .error,
        summary: "A <receive> names a result the scene the segue opens does not declare, or sits in an unwind segue.",
        rationale: """
            The source waits for a result the destination never gives back: a typo, or a result renamed or \
            removed since. An unwind segue takes nothing back: the unwind action receives the segue itself. \
            Correct the name, or declare the result on the destination with <result name="..."/>.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var hints = SuggestionCache()
        for entry in graph.contracts(of: document).entries {
            guard case .segue(let segue, _) = entry.way else { continue }
            let scene = document.scenes[entry.content]
            for receipt in segue.contract?.receipts ?? [] where scene.contract?.result(named: receipt.result) == nil {
                let declared = scene.contract?.results.map(\.name) ?? []
                var message = "`\(scene.id)` gives back no result `\(receipt.result)`"
                if let suggestion = hints.closest(to: receipt.result, in: declared) {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message += declared.isEmpty ? "; it declares no results" : " (it gives back \(DiagnosticLimits.list(declared)))"
                }
                result.append(Self.description.diagnostic(at: receipt.location, message))
            }
        }
        // Scenes and segues read in place: copying each scene (and making its list of segues) cost more than the
        // rule's work.
        document.scenes.forEachInPlace { scene in
            scene.forEachSegue { segue, _ in
                guard segue.kind == .unwind else { return }
                for receipt in segue.contract?.receipts ?? [] {
                    result.append(
                        Self.description.diagnostic(
                            at: receipt.location, "an unwind segue takes no result back; the unwind action receives the segue: remove this <receive>"))
                }
            }
        }
        return result.sorted { $0.location < $1.location }
    }
}
