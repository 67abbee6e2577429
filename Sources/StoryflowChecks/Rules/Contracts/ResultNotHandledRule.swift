import StoryflowModel

/// A segue opening a scene that gives back results the source does not take.
public struct ResultNotHandledRule: Rule {
    public static let description = RuleDescription(
        id: "result-not-handled",
        severity: .warning,
        summary: "A segue opens a scene with delegate results and does not <receive> them all.",
        rationale: """
            A result the destination gives back through its delegate reaches the source only when the source \
            makes itself the delegate in `prepare(for:sender:)`; a result nobody receives is a Save that saves \
            nothing. Declare what the source handles with <receive result="..."/> in the segue. Results \
            produced only by unwind segues are delivered to the unwind action instead (`unwind-action-not-found` \
            checks it exists). The destination is the scene shown first (a navigation controller's root).
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for entry in graph.contracts(of: document).entries {
            guard case .segue(let segue, _) = entry.way else { continue }
            let scene = document.scenes[entry.content]
            guard let results = scene.contract?.results, !results.isEmpty else { continue }
            let unwinds = Set(scene.segues.filter { $0.kind == .unwind }.compactMap(\.identifier))
            let received = Set(segue.contract?.receipts.map(\.result) ?? [])
            let missing = results.filter { declared in
                let throughUnwind = !declared.producers.isEmpty && declared.producers.allSatisfy(unwinds.contains)
                return !throughUnwind && !received.contains(declared.name)
            }
            guard !missing.isEmpty else { continue }
            let names = DiagnosticLimits.list(missing.map(\.name))
            result.append(
                Self.description.diagnostic(
                    at: entry.location,
                    """
                    \(entry.name(in: document)) opens `\(scene.id)`, which gives back \(names), but does not receive \(missing.count == 1 ? "it" : "them"): \
                    add \(missing.prefix(DiagnosticLimits.namesInMessage).map { "<receive result=\"\($0.name)\"/>" }.joined(separator: " ")) to the segue and \
                    make the source the delegate in prepare(for:sender:)
                    """
                ))
        }
        return result
    }
}
