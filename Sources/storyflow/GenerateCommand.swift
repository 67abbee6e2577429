import ArgumentParser

/// `storyflow generate`: code generated from flows.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from flows.",
        subcommands: [GenerateSwiftCommand.self]
    )
}
