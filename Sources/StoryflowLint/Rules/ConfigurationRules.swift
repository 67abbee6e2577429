import StoryflowModel

/// The rules about configuration files and suppression comments (`storyflow rules` lists them with the others).
public enum ConfigurationRules: RuleFamily {
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

    public static var ruleDescriptions: [RuleDescription] { [unknownRuleInConfig, unknownRuleInSuppression] }
}
