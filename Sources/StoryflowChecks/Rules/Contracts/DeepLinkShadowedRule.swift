import StoryflowModel

/// A deep link whose every URL an earlier one matches first.
public struct DeepLinkShadowedRule: Rule {
    public static let description = RuleDescription(
        id: "deep-link-shadowed",
        severity: .warning,
        summary: "A deep link can never open its scene: an earlier pattern matches every URL it matches.",
        rationale: """
            The first pattern that matches a URL wins, as in an `apple-app-site-association` file's \
            `components`, so `app://players/{name}` above `app://players/new` leaves the second nothing. Put \
            the more specific pattern first, or remove the duplicate.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
              <viewController id="new"/>
              <viewController id="player"><input name="name"/></viewController>
              <deepLink url="app://players/{name}" scene="player"/>
              ↓<deepLink url="app://players/new" scene="new"/>
              ↓<deepLink url="APP://players/{name}" scene="player"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
              <viewController id="new"/>
              <viewController id="player"><input name="name"/></viewController>
              <deepLink url="app://players/new" scene="new"/>
              <deepLink url="app://players/{name}" scene="player"/>
              <deepLink url="app://players" scene="list"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let links = document.deepLinks
        var result: [Diagnostic] = []
        for (index, link) in links.enumerated() {
            guard let earlier = links[..<index].first(where: { link.pattern.isShadowed(by: $0.pattern) }) else { continue }
            result.append(Self.description.diagnostic(
                at: link.location,
                "deep link `\(link.pattern.text)` never opens `\(link.sceneID)`: `\(earlier.pattern.text)` at line \(earlier.location.line), tried first, matches every URL it matches; move this one above it, or remove it"
            ))
        }
        return result
    }
}
