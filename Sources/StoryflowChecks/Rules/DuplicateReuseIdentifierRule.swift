import StoryflowModel

/// Two prototypes of one table registered under the same reuse identifier.
public struct DuplicateReuseIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-reuse-identifier",
        severity: .warning,
        summary: "Two prototype cells of one table share a reuse identifier.",
        rationale: """
            A table registers one prototype per reuse identifier, so `dequeueReusableCell(withIdentifier:for:)` \
            always returns the same one and the other is never shown. Give each prototype its own identifier.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <tableViewController id="list" class="ListViewController">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell" style="basic"/>
                  ↓<prototype reuseIdentifier="Cell" style="subtitle"/>
                </tableView>
              </tableViewController>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <tableViewController id="list" class="ListViewController">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell" style="basic"/>
                  <prototype reuseIdentifier="SubtitleCell" style="subtitle"/>
                </tableView>
              </tableViewController>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scene in document.scenes {
            var first: [String: SourceLocation] = [:]
            for cell in scene.tableView?.prototypes ?? [] {
                guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    result.append(Self.description.diagnostic(
                        at: cell.location,
                        "the reuse identifier `\(identifier)` is already used by the prototype at line \(earlier.line) of this table; dequeuing always finds that one, so give this prototype its own identifier"
                    ))
                } else {
                    first[identifier] = cell.location
                }
            }
        }
        return result
    }
}
