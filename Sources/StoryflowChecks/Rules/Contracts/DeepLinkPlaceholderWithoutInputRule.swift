import StoryflowModel

/// A deep link placeholder that fills no input of the scene the link opens.
public struct DeepLinkPlaceholderWithoutInputRule: Rule {
    public static let description = RuleDescription(
        id: "deep-link-placeholder-without-input",
        severity: .error,
        summary: "A deep link's {placeholder} names no input of the scene it opens or of a scene on its way.",
        rationale: """
            A placeholder's value is passed to the input of the same name of each scene the link shows on its way \
            (each the scene shown first, through a navigation controller to its root), the one it opens last. A \
            placeholder no such scene takes is matched and then dropped, so the screens open without the value \
            the URL carried. Rename the placeholder, or declare <input name="..."/> on the scene.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let analysis = graph.contracts(of: document)
        var linkIndex: [SourceLocation: Int] = [:]
        for (index, link) in document.deepLinks.enumerated() where linkIndex[link.location] == nil { linkIndex[link.location] = index }
        var result: [Diagnostic] = []
        var hints = SuggestionCache()
        var budget = Self.stepBudget
        for entry in analysis.entries {
            guard case .deepLink(let link) = entry.way else { continue }
            let scene = document.scenes[entry.content]
            let unfilled = link.pattern.placeholders.filter { scene.contract?.input(named: $0) == nil }
            guard !unfilled.isEmpty, let index = linkIndex[link.location] else { continue }
            let declared = scene.contract?.inputs.map(\.name) ?? []
            // The scenes on the way, walked back from the link's scene within a budget over all links.
            var onTheWay = Self.inputs(ofSceneWithID: document.initialSceneID, in: document)
            var complete = true
            analysis.routes.forEachStepBackwards(ofLink: index) { step in
                budget -= 1
                guard budget >= 0 else {
                    complete = false
                    return false
                }
                switch step {
                case .relationship(let relationship, _): onTheWay.formUnion(Self.inputs(ofSceneWithID: relationship.destination, in: document))
                case .embed(let segue, _), .segue(let segue, _): onTheWay.formUnion(Self.inputs(ofSceneWithID: segue.destination, in: document))
                }
                return true
            }
            guard complete else { continue }
            for name in unfilled where !onTheWay.contains(name) {
                var message = "placeholder `{\(name)}` of deep link `\(link.pattern.text)` fills no input of `\(scene.id)` or of a scene on its way"
                if let suggestion = hints.closest(to: name, in: declared) {
                    message += "; did you mean `{\(suggestion)}`?"
                } else {
                    message += declared.isEmpty ? "; declare <input name=\"\(name)\"/> on it" : " (it takes \(DiagnosticLimits.list(declared)))"
                }
                result.append(Self.description.diagnostic(at: link.location, message))
            }
        }
        return result
    }

    /// The route steps walked for all links together: a flow of long chains is left unchecked past this.
    static let stepBudget = 1_000_000

    /// The inputs of the scene `id` shows first (through navigation roots).
    private static func inputs(ofSceneWithID id: String?, in document: FlowDocument) -> Set<String> {
        guard let position = id.flatMap(document.position(ofSceneWithID:)), let content = document.contentScene(at: position) else { return [] }
        return Set(document.scenes[content.position].contract?.inputs.map(\.name) ?? [])
    }
}
