/// A family of rules that describe themselves: the flow checks (`RuleRegistry`), the Swift cross-check's
/// (`SwiftCheckRules`), the reader's (`ReaderRule`) and the configuration's (`ConfigurationRules`). `RuleCatalog`
/// lists every family's rules, so `storyflow rules`, the reporters, `.storyflow.yml` and suppression comments know
/// each one; a new family conforms and is added there.
public protocol RuleFamily: Sendable {
    /// The family's rules, in the order `storyflow rules` lists them.
    static var ruleDescriptions: [RuleDescription] { get }
    /// The same with their examples, for `storyflow rules` and the rule reference: a family that keeps its
    /// examples apart (read only when shown) adds them here.
    static var documentedRuleDescriptions: [RuleDescription] { get }
}

extension RuleFamily {
    /// The descriptions as they are: their examples are in them.
    public static var documentedRuleDescriptions: [RuleDescription] { ruleDescriptions }
}
