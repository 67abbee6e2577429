import StoryflowChecks
import StoryflowModel
import StoryflowReader

/// Every rule id Storyflow can report, with its description: the reader's, the checks', and the ones about
/// configuration and suppression comments.
public enum RuleCatalog {
    /// A configuration file names a rule id that does not exist.
    public static let unknownRuleInConfig = RuleDescription(
        id: "unknown-rule-in-config", kind: .configuration, severity: .warning,
        summary: "The configuration file names a rule that does not exist.",
        rationale: "A misspelt id in `disabled_rules`, `only_rules` or `severity` silently does nothing. `storyflow rules` lists every id."
    )

    /// A suppression comment names a rule id that does not exist.
    public static let unknownRuleInSuppression = RuleDescription(
        id: "unknown-rule-in-suppression", kind: .configuration, severity: .warning,
        summary: "A storyflow:disable comment names a rule that does not exist.",
        rationale: "A misspelt id in a suppression comment suppresses nothing. `storyflow rules` lists every id; `all` stands for every rule."
    )

    /// Every description: check rules first (registry order), then the reader's, then configuration rules.
    public static let all: [RuleDescription] = RuleRegistry.descriptions
        + ReaderRule.allCases.map(\.ruleDescription)
        + [unknownRuleInConfig, unknownRuleInSuppression]

    private static let byID: [String: RuleDescription] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of the rule with this id, if there is one.
    public static func description(for id: String) -> RuleDescription? { byID[id] }

    /// Every known id.
    public static var ids: [String] { all.map(\.id) }
}
