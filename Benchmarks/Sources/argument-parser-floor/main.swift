import ArgumentParser

/// The floor under `storyflow`'s start-up: a command with a subcommand and a few options, parsed by
/// swift-argument-parser, linked the same way (`--static-swift-stdlib`), doing nothing else. `storyflow --version`
/// and `storyflow check` of a 1 KB flow are compared with `argument-parser-floor --version`.
struct Check: ParsableCommand {
    @Argument var paths: [String] = []
    @Option var format: String?
    @Option var config: String?
    @Flag var strict = false
    @Option var maxPerRule: Int?
}

struct Floor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "argument-parser-floor", version: "1.0", subcommands: [Check.self])
}

Floor.main()
