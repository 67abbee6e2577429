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
        var result: [Diagnostic] = []
        for entry in document.contractEntries {
            guard case .deepLink(let link) = entry.way else { continue }
            let scene = document.scenes[entry.content]
            let declared = scene.contract?.inputs.map(\.name) ?? []
            let onTheWay = Self.inputsOnTheWay(to: link, in: document)
            for name in link.pattern.placeholders where !declared.contains(name) && !onTheWay.contains(name) {
                var message = "placeholder `{\(name)}` of deep link `\(link.pattern.text)` fills no input of `\(scene.id)`"
                if let suggestion = Suggestion.closest(to: name, in: declared) {
                    message += "; did you mean `{\(suggestion)}`?"
                } else {
                    message += declared.isEmpty ? "; declare <input name=\"\(name)\"/> on it" : " (it takes \(DiagnosticLimits.list(declared)))"
                }
                result.append(Self.description.diagnostic(at: link.location, message))
            }
        }
        return result
    }

    /// The inputs of the scenes a link's route shows before its own: what each segue on the way shows first.
    private static func inputsOnTheWay(to link: DeepLink, in document: FlowDocument) -> Set<String> {
        guard let route = DeepLinkRoute.find(to: link.sceneID, through: link.containerID, in: document) else { return [] }
        var names = Set<String>()
        for case .segue(let segue, _) in route.steps {
            guard let destination = segue.destination.flatMap(document.position(ofSceneWithID:)),
                  let content = document.contentScene(at: destination) else { continue }
            names.formUnion(document.scenes[content.position].contract?.inputs.map(\.name) ?? [])
        }
        return names
    }
}
