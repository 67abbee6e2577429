import ArgumentParser

/// The `storyflow` command: checks, runs and inspects storyboard-style app flows.
@main
struct Storyflow: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check, step through and inspect storyboard-style app flows.",
        subcommands: [CheckCommand.self, RunCommand.self, RulesCommand.self, ImportCommand.self]
    )
}
