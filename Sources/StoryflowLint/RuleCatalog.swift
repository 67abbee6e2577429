import StoryflowChecks
import StoryflowModel
import StoryflowReader

/// Every rule id Storyflow can report, with its description: the reader's, the checks', and the ones about
/// configuration and suppression comments.
public enum RuleCatalog {
    /// Every description: check rules first (registry order), then the Swift cross-check's, the reader's, and
    /// configuration rules.
    public static let all: [RuleDescription] = RuleRegistry.descriptions
        + SwiftCheckRules.descriptions
        + ReaderRule.allCases.map(\.ruleDescription)
        + [unknownRuleInConfig, unknownRuleInSuppression]

    private static let byID: [String: RuleDescription] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of the rule with this id, if there is one.
    public static func description(for id: String) -> RuleDescription? { byID[id] }

    /// Every known id.
    public static var ids: [String] { all.map(\.id) }
}
