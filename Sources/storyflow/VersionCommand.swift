import ArgumentParser
import StoryflowIO

/// Storyflow's version, as `storyflow --version` and `storyflow version` print it.
enum StoryflowVersion {
    static let current = "0.6.0"
}

/// `storyflow version`: prints the version, as `storyflow --version` does.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print Storyflow's version.")

    func run() {
        StandardStreams.writeOutput(StoryflowVersion.current + "\n")
    }
}
