import ArgumentParser
import Foundation
import StoryflowStepper

/// The options every example accepts: exactly `storyflow run`'s (`--script`, `--events`, `--width`, `--plain`,
/// `--rows`), plus `--flow` to run the app's classes against another copy of its flow.
public struct ExampleOptions: ParsableCommand {
    /// Help and usage name the example by its executable (`Ratings`, `Todo`, ...).
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: ProcessInfo.processInfo.processName, abstract: "Step through the example app, as `storyflow run` does.")
    }

    /// The stepping session's options, shared with `storyflow run`.
    @OptionGroup public var run: RunOptions

    /// The flow file (default: the example's own, in `Flows/`).
    @Option(name: .long, help: ArgumentHelp("The flow file (default: Flows/<App>.flow.xml).", valueName: "FILE"))
    public var flow: String?

    /// Creates the options with their defaults.
    public init() {}
}
