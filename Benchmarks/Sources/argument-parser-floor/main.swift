import ArgumentParser

/// The floor under `storyflow`'s start-up: swift-argument-parser parsing a command line, linked the same way
/// (`--static-swift-stdlib`), doing nothing else. `storyflow --version` is compared with
/// `argument-parser-floor --version`, and `storyflow check` of a 1 KB flow with `argument-parser-floor check`
/// of the same arguments: its `check` declares the argument and options `storyflow check` declares, of the same
/// types, with the same overrides of swift-argument-parser's defaults, so it parses them with the same
/// reflection. Its help texts are short literals (two of `storyflow`'s are built when the command is), and it
/// has no `validate()`.
struct Check: ParsableCommand {
    enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
        case text, xcode, gnu, json, sarif, github, junit, checkstyle

        /// As `storyflow`'s `ReportFormat` lists them.
        static var allValueStrings: [String] { allCases.map(\.rawValue) }
        /// As `storyflow`'s: none.
        static var allValueDescriptions: [String: String] { [:] }
    }

    /// `storyflow`'s `Count`: an option's whole number whose default help prints as digits.
    struct Count: ExpressibleByArgument, Sendable {
        var value: Int

        init(_ value: Int) {
            self.value = value
        }

        init?(argument: String) {
            guard let value = Int(argument: argument) else { return nil }
            self.value = value
        }

        var defaultValueDescription: String { String(value) }
    }

    struct ProgressOptions: ParsableArguments {
        @Flag(name: .shortAndLong, help: "Show no progress line.") var quiet = false
    }

    @Argument(help: "Flow files, storyboards or folders to check.") var paths: [String]
    @Option(help: "Output format.") var format: ReportFormat?
    @Option(help: "The configuration file.") var config: String?
    @Option(name: .customLong("swift"), help: ArgumentHelp("Swift code to check.", valueName: "DIR")) var swiftPaths: [String] = []
    @Flag(help: "Fail on warnings too.") var strict = false
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to FILE.", valueName: "FILE")) var output: String?
    @Flag(name: [.customLong("plain"), .customLong("no-color")], help: "No colour.") var plain = false
    @Option(help: ArgumentHelp("Findings of one rule shown.", valueName: "N")) var maxPerRule = Count(100)
    @Option(help: ArgumentHelp("Findings to leave out.", valueName: "FILE")) var baseline: String?
    @Option(help: ArgumentHelp("Findings to record.", valueName: "FILE")) var writeBaseline: String?
    @Option(help: ArgumentHelp("A Swift file to write.", valueName: "FILE")) var buildStamp: String?
    @Flag(help: "Leave out excluded files.") var forceExclude = false
    @Flag(help: "Check again on every save.") var watch = false
    @OptionGroup var progress: ProgressOptions

    func run() {}
}

struct Floor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "argument-parser-floor", version: "1.0", subcommands: [Check.self])
}

Floor.main()
