/// What a scene takes when it is shown (`<input>`) and what it gives back (`<result>`): the contract the ways
/// into it (segues, relationships, deep links) and its presenter are checked against.
public struct SceneContract: Hashable, Sendable {
    /// The inputs, in document order.
    public var inputs: [ContractInput] {
        didSet { inputPositions = Self.positions(inputs.map(\.name)) }
    }
    /// The results, in document order.
    public var results: [ContractResult] {
        didSet { resultPositions = Self.positions(results.map(\.name)) }
    }
    /// Each input's position by name (the first of a name), so lookups take constant time.
    private var inputPositions: NamePositions
    /// Each result's position by name (the first of a name).
    private var resultPositions: NamePositions

    /// Creates a contract.
    public init(inputs: [ContractInput] = [], results: [ContractResult] = []) {
        self.inputs = inputs
        self.results = results
        inputPositions = Self.positions(inputs.map(\.name))
        resultPositions = Self.positions(results.map(\.name))
    }

    private static func positions(_ names: [String]) -> NamePositions {
        NamePositions(Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The input named `name`, if the scene declares one.
    public func input(named name: String) -> ContractInput? {
        inputPositions.positions[name].map { inputs[$0] }
    }

    /// The result named `name`, if the scene declares one.
    public func result(named name: String) -> ContractResult? {
        resultPositions.positions[name].map { results[$0] }
    }

    /// The inputs a way into the scene must supply: the required ones.
    public var requiredInputs: [ContractInput] { inputs.filter(\.isRequired) }
}

/// One value a scene takes (`<input name="player" type="Player"/>`).
public struct ContractInput: Hashable, Sendable {
    /// The name segues pass it by.
    public var name: String
    /// The type as written (`String`, `Int`, `Double`, `Bool`, `enum(add,edit)`, or a type of the app's own).
    public var typeName: String
    /// Whether every way into the scene must supply it: an input is required unless it has a default or says
    /// `required="false"`.
    public var isRequired: Bool
    /// The value used when a way in supplies none.
    public var defaultValue: String?
    /// Where it is declared.
    public var location: SourceLocation

    /// The name of the type an input has when it declares none.
    public static let defaultTypeName = "String"

    /// Creates an input.
    public init(name: String, typeName: String = defaultTypeName, isRequired: Bool, defaultValue: String? = nil, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.location = location
    }

    /// The cases of an `enum(a,b,c)` type, trimmed of spaces; `nil` for other types.
    public var enumerationCases: [String]? {
        guard typeName.hasPrefix("enum("), typeName.hasSuffix(")") else { return nil }
        return typeName.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
    }

    /// Why `value` is not a value of the input's type, or `nil` when it is one (or the type is the app's own,
    /// which Storyflow cannot check).
    public func problem(with value: String) -> String? {
        if let cases = enumerationCases {
            return cases.contains(value) ? nil : "`\(value)` is not one of its cases (\(cases.joined(separator: ", ")))"
        }
        switch typeName {
        case "Int": return Int(value) == nil ? "`\(value)` is not a whole number" : nil
        case "Double", "Float", "CGFloat": return Double(value).map { $0.isFinite } == true ? nil : "`\(value)` is not a finite number"
        case "Bool": return value == "true" || value == "false" ? nil : "`\(value)` is not `true` or `false`"
        default: return nil
        }
    }
}

/// One result a scene gives back to whoever opened it (`<result name="didAddPlayer" by="done"/>`).
public struct ContractResult: Hashable, Sendable {
    /// The result's name (a delegate method's, an unwind's).
    public var name: String
    /// The type of the value it carries, if any.
    public var typeName: String?
    /// The names of what produces it: action methods of the scene's buttons, bar buttons and alert actions,
    /// identifiers of its unwind segues, and `row` for selecting a row of its table. Empty for `cancelled`,
    /// which any dismiss or pop produces.
    public var producers: [String]
    /// Where it is declared.
    public var location: SourceLocation

    /// The result that leaving a scene without giving any other produces: a dismiss, a pop, the back button.
    public static let cancelled = "cancelled"
    /// The producer that stands for selecting a row of the scene's table.
    public static let rowProducer = "row"

    /// Creates a result.
    public init(name: String, typeName: String? = nil, producers: [String] = [], location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.producers = producers
        self.location = location
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// Positions by name, derived from a contract's arrays. It reflects as nothing, so a dump of a model is the same
/// whatever order a dictionary keeps.
struct NamePositions: Hashable, Sendable, CustomReflectable {
    let positions: [String: Int]

    init(_ positions: [String: Int]) {
        self.positions = positions
    }

    var customMirror: Mirror { Mirror(self, children: []) }
}
