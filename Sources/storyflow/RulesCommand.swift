import ArgumentParser
import Foundation
import StoryflowChecks
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
            print(RuleReference.markdown(), terminator: "")
            return
        }
        guard let id = rule else {
            print(RuleReference.table(), terminator: "")
            return
        }
        guard let description = RuleCatalog.description(for: id) else {
            let hint = Suggestion.hint(for: id, in: RuleCatalog.ids)
            FileHandle.standardError.write(Data("storyflow: error: there is no rule `\(id)`\(hint); `storyflow rules` lists them\n".utf8))
            throw ExitCode(2)
        }
        print(RuleReference.explanation(of: description), terminator: "")
    }
}
