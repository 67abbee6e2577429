import StoryflowModel

/// A way into a scene that does not pass one of its required inputs.
public struct MissingRequiredInputRule: Rule {
    public static let description = RuleDescription(
        id: "missing-required-input",
        severity: .error,
        summary: "A segue, tab, split view column, deep link or the launch shows a scene without one of its required inputs.",
        rationale: """
            A scene's `<input>` without a default is required: every way into the scene must pass it, as Android's \
            Safe Args demands at the call site. Otherwise the screen opens without the data it needs, which on \
            iOS is found only when it crashes or shows nothing. Add `<pass input="NAME" value="..."/>` to the \
            way in (without `value` when the app's `prepare(for:sender:)` sets it), a `{NAME}` placeholder to a \
            deep link, or give the input a `default`. A navigation controller passes what reaches it on to its \
            root; so does its `<root>`.
            """,
        triggeringExamples: [
            """
            <flow version="1" ↓initial="nav">
              <navigationController id="nav"><root scene="list"/></navigationController>
              <tableViewController id="list">
                <input name="filter"/>
                <navigationItem>
                  <barButton system="add">↓<segue id="add" kind="present" destination="edit"/></barButton>
                </navigationItem>
              </tableViewController>
              <viewController id="edit">
                <input name="mode" type="enum(add,edit)"/>
              </viewController>
              ↓<deepLink url="app://edit" scene="edit"/>
            </flow>
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="nav">
              <navigationController id="nav">
                <root scene="list"><pass input="filter" value="all"/></root>
              </navigationController>
              <tableViewController id="list">
                <input name="filter"/>
                <navigationItem>
                  <barButton system="add">
                    <segue id="add" kind="present" destination="edit"><pass input="mode" value="add"/></segue>
                  </barButton>
                </navigationItem>
              </tableViewController>
              <viewController id="edit">
                <input name="mode" type="enum(add,edit)"/>
                <input name="title" default="New"/>
              </viewController>
              <deepLink url="app://edit/{mode}" scene="edit"/>
            </flow>
            """,
            """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs">
                <tab scene="home" title="Home"/>
                <tab scene="shared" title="Shared"><pass input="owner" value="team"/></tab>
              </tabBarController>
              <viewController id="home"/>
              <viewController id="shared"><input name="owner"/></viewController>
              <deepLink url="app://shared" scene="shared"/>
            </flow>
            """,
        ]
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        guard document.deepLinks.isEmpty == false || document.scenes.contains(where: { $0.contract != nil }) else { return [] }
        var result: [Diagnostic] = []
        for entry in document.contractEntries {
            let scene = document.scenes[entry.content]
            guard let contract = scene.contract else { continue }
            let passed = entry.passedInputs
            let missing = contract.requiredInputs.filter { !passed.contains($0.name) }
            guard !missing.isEmpty else { continue }
            let names = missing.map { "`\($0.name)`" }.joined(separator: ", ")
            let fix: String = switch entry.way {
            case .deepLink: "add a `{\(missing[0].name)}` placeholder to the URL or a <pass input=\"\(missing[0].name)\" value=\"...\"/> to the link"
            case .launch: "give \(missing.count == 1 ? "it" : "them") a `default`, or start the app at a scene that needs none"
            default: "add <pass input=\"\(missing[0].name)\" value=\"...\"/> to it (without `value` when the app's prepare(for:sender:) sets it)"
            }
            result.append(Self.description.diagnostic(
                at: entry.location,
                "\(entry.name(in: document)) shows `\(scene.id)` without its required input\(missing.count == 1 ? "" : "s") \(names); \(fix)"
            ))
        }
        return result
    }
}
