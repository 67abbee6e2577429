import StoryflowModel

/// A prototype table nothing fills.
public struct PrototypeTableWithoutSamplesRule: Rule {
    public static let description = RuleDescription(
        id: "prototype-table-without-samples",
        severity: .note,
        summary: "A prototype table in a scene without a controller class has no sample rows, so it shows empty.",
        rationale: """
            Prototype rows come from a data source written in code. A scene without a `class` gets a generic \
            controller, which shows the table's <samples> rows instead; with none, the table is empty when the \
            flow is run. Add <samples>, or give the scene the class that provides the rows.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <tableViewController id="list">
                ↓<tableView content="prototypes">
                  <prototype reuseIdentifier="Cell"/>
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
                  <prototype reuseIdentifier="Cell"/>
                </tableView>
              </tableViewController>
            </flow>
            """,
            """
            <flow version="1" initial="list">
              <tableViewController id="list">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell"/>
                  <samples><row text="Milk"/></samples>
                </tableView>
              </tableViewController>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let scenes = graph.scenes
        for index in scenes.indices where scenes[index].className == nil {
            let withoutSamples = scenes[index].withTableView { table in
                table.content == .prototypes && table.samples.allSatisfy({ $0.rows.isEmpty }) ? table.location : nil
            }
            guard let location = withoutSamples ?? nil else { continue }
            result.append(Self.description.diagnostic(
                at: location,
                "scene `\(scenes[index].id)` has no `class`, so its generic controller shows only sample rows, and this table has none: add <samples> rows, or give the scene the class that provides the rows"
            ))
        }
        return result
    }
}
