import StoryflowModel

/// An input's default, or text passed to it, that is not a value of the input's type.
public struct InputValueTypeMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "input-value-type-mismatch",
        severity: .error,
        summary: "An input's default, or text a <pass> gives it, is not a value of the input's type.",
        rationale: """
            Storyflow knows `Int`, `Double`, `Bool` and enumerations written `enum(add,edit)`; a default or a \
            passed text outside them would fail to convert in the app (or pick no case of a `switch`). Types of \
            the app's own (`Player`) are not checked. Correct the value, or the input's `type`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // Scenes read in place: copying each scene cost more than the rule's work.
        document.scenes.forEachInPlace { scene in
            for input in scene.contract?.inputs ?? [] {
                guard let value = input.defaultValue, let problem = input.problem(with: value) else { continue }
                result.append(Self.description.diagnostic(at: input.location, "the default of input `\(input.name)` (\(input.typeName)) is wrong: \(problem)"))
            }
        }
        for entry in graph.contracts(of: document).entries {
            let scene = document.scenes[entry.content]
            for pass in entry.ownPasses {
                guard case .literal(let text)? = pass.value, let input = scene.contract?.input(named: pass.input),
                    let problem = input.problem(with: text)
                else { continue }
                result.append(
                    Self.description.diagnostic(
                        at: pass.location,
                        "\(entry.name(in: document)) passes input `\(input.name)` of `\(scene.id)` (\(input.typeName)) a wrong value: \(problem)"))
            }
        }
        return result.sorted { $0.location < $1.location }
    }
}
