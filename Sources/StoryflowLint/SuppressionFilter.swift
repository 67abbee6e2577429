import StoryflowChecks
import StoryflowModel

/// Applies a document's `storyflow:disable` comments to its diagnostics.
public enum SuppressionFilter {
    /// `diagnostics` without those a suppression covers, plus a diagnostic for each rule id a suppression names
    /// that `knownRules` does not have (`all` stands for every rule).
    public static func apply(_ suppressions: [Suppression], to diagnostics: [Diagnostic], knownRules: Set<String>) -> [Diagnostic] {
        var result = diagnostics
        if !suppressions.isEmpty {
            result.removeAll { diagnostic in
                suppressions.contains { $0.covers(rule: diagnostic.rule, line: diagnostic.location.line) }
            }
        }
        for suppression in suppressions {
            for rule in suppression.rules where rule != "all" && !knownRules.contains(rule) {
                result.append(
                    ConfigurationRules.unknownRuleInSuppression.diagnostic(
                        at: suppression.location,
                        """
                        there is no rule `\(rule)`\(Suggestion.hint(for: rule, in: knownRules.sorted())), so this comment suppresses nothing for it; \
                        `storyflow rules` lists every rule id
                        """
                    ))
            }
        }
        return result
    }
}
