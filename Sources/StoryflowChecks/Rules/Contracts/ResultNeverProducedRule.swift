import StoryflowModel

/// A declared result that nothing in its scene produces.
public struct ResultNeverProducedRule: SceneRule {
    public static let description = RuleDescription(
        id: "result-never-produced",
        severity: .warning,
        summary: "A scene declares a result that no action method, unwind segue or row of it produces.",
        rationale: """
            `<result name="..." by="..."/>` names what gives the result back: action methods of the scene's \
            buttons, bar buttons and alert actions, its unwind segues' identifiers, or `row` for selecting a \
            row of its table. `cancelled` needs \
            no `by`: any dismiss or pop produces it, including the back button of a pushed scene (a presented \
            scene with no way back is `modal-without-way-back`'s). A result nothing produces is one the \
            presenter waits for in vain: name its producer, or remove it.
            """
    )

    public init() {}

    public func check(_ scene: borrowing InPlace<Scene>, in format: FlowDocument.Format, into diagnostics: inout [Diagnostic]) {
        guard let results = scene.contract?.results, !results.isEmpty else { return }
        // A result comes back as the scene goes: by an action, an unwind segue, or the row that was picked.
        var producers = Set(scene.segues.filter { $0.kind == .unwind }.compactMap(\.identifier))
        producers.formUnion(scene.navigationItem?.allButtons.compactMap(\.action) ?? [])
        producers.formUnion(scene.allControls.compactMap(\.action))
        producers.formUnion(scene.alert?.actions.compactMap(\.action) ?? [])
        if scene.tableView != nil { producers.insert(ContractResult.rowProducer) }
        let id = scene.id
        for declared in results {
            for name in declared.producers where !producers.contains(name) {
                if name == ContractResult.rowProducer {
                    diagnostics.append(
                        Self.description.diagnostic(
                            at: declared.location, "result `\(declared.name)` of `\(id)` is produced by selecting a `row`, but the scene has no table"))
                    continue
                }
                let known = producers.isEmpty ? "it has no action methods or unwind segue identifiers" : "it has \(DiagnosticLimits.list(producers.sorted()))"
                diagnostics.append(
                    Self.description.diagnostic(
                        at: declared.location,
                        """
                        result `\(declared.name)` of `\(id)` is produced by `\(name)`, but the scene has no action method or unwind segue of that name \
                        (\(known))
                        """
                    ))
            }
            if declared.producers.isEmpty, declared.name != ContractResult.cancelled {
                diagnostics.append(
                    Self.description.diagnostic(
                        at: declared.location,
                        "result `\(declared.name)` of `\(id)` names nothing that produces it; list the action methods or segues that give it back in `by`"))
            }
        }
    }
}
