import StoryflowModel

/// Two segues of one scene with the same identifier.
public struct DuplicateSegueIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-segue-identifier",
        severity: .warning,
        summary: "Two segues starting in one scene share an identifier.",
        rationale: """
            `performSegue(withIdentifier:sender:)` fires the first segue with the identifier, and \
            `prepare(for:sender:)` cannot tell the two apart by `segue.identifier`. Give each segue its own `id`.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <segue id="Next" kind="present" destination="a"/>
                ↓<segue id="Next" kind="present" destination="b"/>
              </viewController>
              <viewController id="a"/>
              <viewController id="b"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="home">
              <viewController id="home">
                <segue id="ShowA" kind="present" destination="a"/>
                <segue id="ShowB" kind="present" destination="b"/>
              </viewController>
              <viewController id="a">
                <segue id="ShowB" kind="present" destination="b"/>
              </viewController>
              <viewController id="b"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scene in document.scenes {
            var first: [String: SourceLocation] = [:]
            for segue in scene.segues.sorted(by: { $0.location < $1.location }) {
                guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    result.append(Self.description.diagnostic(
                        at: segue.location,
                        "scene `\(scene.id)` already has a segue `\(identifier)` at line \(earlier.line); `performSegue(withIdentifier:sender:)` fires only the first, so give this one its own `id`"
                    ))
                } else {
                    first[identifier] = segue.location
                }
            }
        }
        return result
    }
}
