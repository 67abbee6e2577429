import Foundation
import StoryflowModel

/// The rule reference in the forms `storyflow rules` prints: a table, one rule's explanation, and the Markdown
/// page `docs/rules.md` (generated, so it cannot drift from the rules).
public enum RuleReference {
    /// The command that regenerates `docs/rules.md`.
    public static let regenerationCommand = "swift run storyflow rules --markdown > docs/rules.md"

    private static let sections: [(RuleDescription.Kind, String)] = [
        (.check, "Checks"), (.swift, "Swift code against the flow (check --swift)"), (.reader, "Reader"),
        (.configuration, "Configuration and suppression comments"),
    ]

    /// Every rule, one per line: id, default severity and summary, grouped by kind.
    public static func table() -> String {
        let width = RuleCatalog.documented.map(\.id.count).max() ?? 0
        var output = ""
        for (kind, title) in sections {
            output += "\(title):\n"
            for rule in RuleCatalog.documented where rule.kind == kind {
                let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                output += "  \(id)  \(severity)  \(rule.summary)\n"
            }
            output += "\n"
        }
        return output + "`storyflow rules RULE-ID` explains a rule with examples.\n"
    }

    /// One rule: its summary, rationale and examples.
    public static func explanation(of rule: RuleDescription) -> String {
        var output = "\(rule.id) (\(rule.kind.rawValue) rule, default severity: \(rule.severity.rawValue))\n\n"
        output += "\(rule.summary)\n\n\(rule.rationale)\n"
        if !rule.triggeringExamples.isEmpty {
            output += "\nTriggers (\(RuleDescription.marker) marks where the diagnostic points):\n"
            for example in rule.triggeringExamples { output += "\n" + indented(example) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            output += "\nDoes not trigger:\n"
            for example in rule.nonTriggeringExamples { output += "\n" + indented(example) }
        }
        return output
    }

    /// The Markdown rule reference.
    public static func markdown() -> String {
        var output = """
            # Storyflow rules

            Generated from the rules themselves: regenerate with `\(regenerationCommand)` and do not edit by \
            hand (a test fails when this page differs from what the command prints).

            Every problem `storyflow check` reports carries one of these rule ids. Change a rule's severity or \
            disable it in `.storyflow.yml`, or silence it for one element with `<!-- storyflow:disable RULE-ID -->` \
            (`storyflow:disable-file` for the whole file). Examples mark with `\(RuleDescription.marker)` the \
            position a diagnostic points at.

            | Rule | Kind | Default severity | Summary |
            | --- | --- | --- | --- |

            """
        for rule in RuleCatalog.documented {
            output +=
                """
                | [`\(rule.id)`](#\(rule.id)) | \(rule.kind.rawValue) | \(rule.severity.rawValue) | \
                \(prose(rule.summary).replacingOccurrences(of: "|", with: "\\|")) |\n
                """
        }
        for (kind, title) in sections {
            output += "\n## \(title)\n"
            for rule in RuleCatalog.documented where rule.kind == kind {
                output += "\n### `\(rule.id)`\n\nDefault severity: **\(rule.severity.rawValue)**. \(prose(rule.summary))\n\n\(prose(rule.rationale))\n"
                for example in rule.triggeringExamples {
                    output += "\nTriggers:\n\n```xml\n\(example)\n```\n"
                }
                for example in rule.nonTriggeringExamples {
                    output += "\nDoes not trigger:\n\n```xml\n\(example)\n```\n"
                }
            }
        }
        return output
    }

    /// Markdown text with `<` and `>` outside code spans escaped, so element names are not taken for HTML.
    private static func prose(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            switch character {
            case "`":
                inCode.toggle()
                result.append(character)
            case "<" where !inCode: result += "&lt;"
            case ">" where !inCode: result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
