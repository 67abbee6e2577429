import ArgumentParser
import Foundation
import StoryflowChecks
import StoryflowIO
import StoryflowLint
import StoryflowModel

/// `storyflow rules [RULE-ID]`: lists every rule, or explains one with its examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules storyflow check reports, or explain one.",
        discussion: "`storyflow rules --markdown > docs/rules.md` regenerates the rule reference."
    )

    @Argument(help: "A rule id to explain.")
    var rule: String?

    @Flag(help: "Print the whole rule reference as Markdown.")
    var markdown = false

    func run() throws {
        if markdown {
            StandardStreams.writeOutput(RuleReference.markdown())
            return
        }
        guard let id = rule else {
            StandardStreams.writeOutput(RuleReference.table())
            return
        }
        guard let description = RuleCatalog.documented.first(where: { $0.id == id }) else {
            let hint = Suggestion.hint(for: id, in: RuleCatalog.ids)
            StandardStreams.writeError("storyflow: error: there is no rule `\(TerminalText.visible(id))`\(hint); `storyflow rules` lists them\n")
            throw ExitCode(2)
        }
        StandardStreams.writeOutput(RuleReference.explanation(of: description))
    }
}
