import ArgumentParser
import StoryflowIO

/// Storyflow's exit statuses, the same for every command and example app: 0 success, 1 problems found (errors,
/// failed expectations), 2 a usage, configuration or I/O problem. swift-argument-parser's own status for a usage
/// error (64, `EX_USAGE`) is mapped to 2, so that scripts see one status for everything they did wrong.
public enum CommandLineExit {
    /// The status of a usage, configuration or I/O problem.
    public static let usageOrIOError: Int32 = 2

    /// Exits for `error` as `command` would, with status 2 where swift-argument-parser would use 64.
    public static func exit<Command: ParsableArguments>(_ command: Command.Type, withError error: Error) -> Never {
        guard command.exitCode(for: error) == .validationFailure else { command.exit(withError: error) }
        StandardStreams.writeError(command.fullMessage(for: error) + "\n")
        command.exit(withError: ExitCode(usageOrIOError))
    }
}

extension ParsableCommand {
    /// Parses `arguments` and runs the command, as `main()` does, with usage errors exiting 2.
    public static func runExitingTwoOnUsageErrors(_ arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            self.exit()
        } catch {
            CommandLineExit.exit(self, withError: error)
        }
    }
}
