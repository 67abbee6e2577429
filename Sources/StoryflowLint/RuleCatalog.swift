import StoryflowChecks
import StoryflowModel
import StoryflowReader

/// Every rule id Storyflow can report, with its description: one registry of every `RuleFamily`.
public enum RuleCatalog {
    /// The families, in the order `storyflow rules` lists them: the flow checks (registry order), the Swift
    /// cross-check's, the reader's, the configuration's.
    public static let families: [any RuleFamily.Type] = [RuleRegistry.self, SwiftCheckRules.self, ReaderRule.self, ConfigurationRules.self]

    /// Every description, family after family.
    public static let all: [RuleDescription] = families.flatMap { $0.ruleDescriptions }

    private static let byID: [String: RuleDescription] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of the rule with this id, if there is one.
    public static func description(for id: String) -> RuleDescription? { byID[id] }

    /// Every description with its examples, family after family, for `storyflow rules` and the rule reference
    /// (the flow checks' examples are read only then).
    public static var documented: [RuleDescription] { families.flatMap { $0.documentedRuleDescriptions } }

    /// Every known id.
    public static var ids: [String] { all.map(\.id) }
}
