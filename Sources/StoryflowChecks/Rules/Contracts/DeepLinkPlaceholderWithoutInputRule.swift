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
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="player">
              <viewController id="player"><input name="name" default="Me"/></viewController>
              ↓<deepLink url="app://players/{id}" scene="player"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="player">
              <viewController id="player"><input name="name" default="Me"/></viewController>
              <deepLink url="app://players/{name}" scene="player"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let analysis = graph.contracts(of: document)
        var routes: [SourceLocation: DeepLinkRoute] = [:]
        for (link, outcome) in zip(document.deepLinks, analysis.routes.outcomes) {
            if case .found(let route) = outcome { routes[link.location] = route }
        }
        var result: [Diagnostic] = []
        var hints = SuggestionCache()
        for entry in analysis.entries {
            guard case .deepLink(let link) = entry.way else { continue }
            let scene = document.scenes[entry.content]
            let declared = scene.contract?.inputs.map(\.name) ?? []
            let onTheWay = routes[link.location].map { Self.inputs(on: $0, in: document) } ?? []
            for name in link.pattern.placeholders where !declared.contains(name) && !onTheWay.contains(name) {
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

    /// The inputs of the scenes a route shows on its way, as the runtime binds the link's values: the launch's
    /// first scene, and what each relationship, embed and segue shows first.
    private static func inputs(on route: DeepLinkRoute, in document: FlowDocument) -> Set<String> {
        var shown: [String] = document.initialSceneID.map { [$0] } ?? []
        for step in route.steps {
            switch step {
            case .relationship(let relationship, _): shown.append(relationship.destination)
            case .embed(let segue, _), .segue(let segue, _): if let destination = segue.destination { shown.append(destination) }
            }
        }
        var names = Set<String>()
        for id in shown {
            guard let position = document.position(ofSceneWithID: id), let content = document.contentScene(at: position) else { continue }
            names.formUnion(document.scenes[content.position].contract?.inputs.map(\.name) ?? [])
        }
        return names
    }
}
