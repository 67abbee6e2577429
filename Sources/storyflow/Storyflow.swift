import ArgumentParser
import StoryflowStepper

/// The `storyflow` command: checks, runs and inspects storyboard-style app flows.
@main
struct Storyflow: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check, step through and inspect storyboard-style app flows.",
        discussion: "Exit status: 0 success, 1 problems found, 2 usage, configuration or I/O problems.",
        version: StoryflowVersion.current,
        subcommands: [
            CheckCommand.self, RunCommand.self, PathsCommand.self, CoverageCommand.self, GraphCommand.self, LanguageServerCommand.self, RulesCommand.self,
            ImportCommand.self, ExportCommand.self, GenerateCommand.self, VersionCommand.self,
        ]
    )

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        runExitingTwoOnUsageErrors(arguments.first == "run" ? RunOptions.givingBareStartTheListValue(arguments) : arguments)
    }
}
