import StoryflowModel

/// Writes a scene's contract as types: a `FlowInput` struct of its inputs (typed `Int`, `Double`, `Bool`, an enum
/// of an `enum(…)` type's cases, else `String`) and a `FlowResult` enum; for Storyflow's runtime, methods that set
/// and read the inputs and deliver the results by those types instead of strings.
struct ContractCodeWriter {
    let target: SwiftTarget
    let code: SceneCode
    let isClassExtension: Bool

    /// An input as a stored property.
    private struct Property {
        var input: ContractInput
        var name: String
        var type: String
        /// The nested enum of an `enum(…)` input: its name and its cases' names and raw values.
        var enumeration: (name: String, cases: [(name: String, value: String)])?
        /// The Swift expression of its default, if it has a valid one.
        var defaultExpression: String?
    }

    private var properties: [Property] {
        var taken = UniqueNames(reserving: SwiftNames.reservedValueNames)
        var typeNames = UniqueNames(reserving: SwiftNames.reservedTypeNames)
        return code.inputs.map { input in
            let name = taken.claim(SwiftNames.lowerCamel(input.name))
            var property = Property(input: input, name: name, type: "String")
            if let cases = input.enumerationCases {
                var caseNames = UniqueNames(reserving: SwiftNames.reservedCaseNames)
                let enumeration = (
                    name: typeNames.claim(SwiftNames.upperCamel(input.name)),
                    cases: Self.distinct(cases).map { (name: caseNames.claim(SwiftNames.lowerCamel($0)), value: $0) }
                )
                property.enumeration = enumeration
                property.type = enumeration.name
                if let value = input.defaultValue, let match = enumeration.cases.first(where: { $0.value == value }) {
                    property.defaultExpression = "." + SwiftNames.escaped(match.name)
                }
            } else if ["Int", "Double", "Bool"].contains(input.typeName) {
                property.type = input.typeName
                if let value = input.defaultValue, input.problem(with: value) == nil {
                    property.defaultExpression = input.typeName == "Double" ? String(Double(value) ?? 0) : value
                }
            } else if let value = input.defaultValue {
                property.defaultExpression = SwiftNames.literal(value)
            }
            return property
        }
    }

    func write(into source: inout SwiftSource) {
        let properties = properties
        if !properties.isEmpty { writeInput(properties, into: &source) }
        if !code.results.isEmpty { writeResults(into: &source) }
    }

    /// `values` without repeats, in order (`enum(a,a,b)` has the cases `a` and `b`).
    private static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The expression of the text `setInput(_:to:)` takes for `property`'s value in `variable`.
    private func text(of property: Property, in variable: String) -> String {
        if property.enumeration != nil { return variable + ".rawValue" }
        return property.type == "String" ? variable : "String(\(variable))"
    }

    private func declaredType(_ property: Property) -> String {
        property.input.isRequired || property.defaultExpression != nil ? property.type : property.type + "?"
    }

    private func writeInput(_ properties: [Property], into source: inout SwiftSource) {
        source.line()
        source.doc("What this scene takes when it is shown: its `<input>` elements.")
        source.block("struct FlowInput: Equatable, Sendable") { source in
            for property in properties {
                guard let enumeration = property.enumeration else { continue }
                source.doc("The values of input `\(property.input.name)`.")
                source.block("enum \(enumeration.name): String, CaseIterable, Sendable") { source in
                    for item in enumeration.cases { source.line("case \(SwiftNames.escaped(item.name)) = \(SwiftNames.literal(item.value))") }
                }
                source.line()
            }
            for property in properties {
                let state = property.input.isRequired ? "required" : property.defaultExpression != nil ? "with a default" : "optional"
                source.doc("Input `\(property.input.name)` (\(property.input.typeName), \(state)).")
                source.line("var \(SwiftNames.escaped(property.name)): \(declaredType(property))")
            }
            source.line()
            let parameters = properties.map { property in
                let value = property.defaultExpression ?? (property.input.isRequired ? nil : "nil")
                // A keyword is a label as it is (`class:`); only its uses need backticks.
                return "\(property.name): \(declaredType(property))" + (value.map { " = \($0)" } ?? "")
            }
            source.doc("Creates the inputs; those with defaults may be left out.")
            source.block("init(\(parameters.joined(separator: ", ")))") { source in
                for property in properties { source.line("self.\(SwiftNames.escaped(property.name)) = \(SwiftNames.escaped(property.name))") }
            }
        }
        guard isClassExtension, target.hasContracts else { return }
        source.line()
        source.doc("Sets every input of `inputs` on this controller (`setInput(_:to:)` for each).")
        source.block("func setFlowInput(_ inputs: FlowInput)") { source in
            for property in properties {
                let key = SwiftNames.literal(property.input.name)
                if declaredType(property).hasSuffix("?") {
                    source.block("if let value = inputs.\(SwiftNames.escaped(property.name))") { source in
                        source.line("setInput(\(key), to: \(text(of: property, in: "value")))")
                    }
                } else {
                    source.line("setInput(\(key), to: \(text(of: property, in: "inputs." + SwiftNames.escaped(property.name))))")
                }
            }
        }
        source.line()
        source.doc("The inputs this controller was given (defaults for those not given), or `nil` while a required one is")
        source.doc("missing or one is not a value of its type.")
        source.block("var flowInput: FlowInput?") { source in
            for property in properties {
                // `self.` so that an input named `input` does not hide the method.
                let read = "self.input(\(SwiftNames.literal(property.input.name)))"
                let parse: String
                if let enumeration = property.enumeration {
                    parse = "\(read).flatMap(FlowInput.\(enumeration.name).init(rawValue:))"
                } else if property.type == "String" {
                    parse = read
                } else {
                    parse = "\(read).flatMap(\(property.type).init)"
                }
                let name = SwiftNames.escaped(property.name)
                if declaredType(property).hasSuffix("?") {
                    source.line("let \(name) = \(parse)")
                    source.line("if \(read) != nil, \(name) == nil { return nil }")
                } else {
                    source.line("guard let \(name) = \(parse) else { return nil }")
                }
            }
            source.line("return FlowInput(\(properties.map { "\($0.name): \(SwiftNames.escaped($0.name))" }.joined(separator: ", ")))")
        }
    }

    private func writeResults(into source: inout SwiftSource) {
        source.line()
        source.doc("What this scene gives back to whoever opened it: its `<result>` elements.")
        var taken = UniqueNames(reserving: SwiftNames.reservedCaseNames)
        source.block("enum FlowResult: String, CaseIterable, Sendable") { source in
            for result in code.results {
                source.line(
                    "case \(SwiftNames.escaped(taken.claim(SwiftNames.lowerCamel(result.name)))) = \(SwiftNames.literal(result.name))")
            }
        }
        guard isClassExtension, target.hasContracts else { return }
        source.line()
        source.doc("Gives `result` back, with `value` (`deliverResult(_:value:)`).")
        source.block("func deliver(_ result: FlowResult, value: String? = nil)") { source in
            source.line("deliverResult(result.rawValue, value: value)")
        }
    }
}
