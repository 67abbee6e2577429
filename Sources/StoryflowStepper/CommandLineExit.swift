import ArgumentParser
import Foundation
import StoryflowIO
import StoryflowModel
import StoryflowReader

/// Storyflow's exit statuses, the same for every command and example app: 0 success, 1 problems found (errors,
/// failed expectations), 2 a usage, configuration or I/O problem. swift-argument-parser's own status for a usage
/// error (64, `EX_USAGE`) is mapped to 2, so that scripts see one status for everything they did wrong.
public enum CommandLineExit {
    /// The status of a usage, configuration or I/O problem.
    public static let usageOrIOError: Int32 = 2

    /// Exits for `error` as `command` would: its message (help on standard output, errors on standard error, the
    /// arguments it quotes with their controls made visible), then its status, 2 where swift-argument-parser
    /// would use 64.
    public static func exit<Command: ParsableArguments>(_ command: Command.Type, withError error: Error) -> Never {
        let code = command.exitCode(for: error)
        let message = TerminalText.visibleLines(command.fullMessage(for: error))
        if !message.isEmpty {
            if code == .success { StandardStreams.writeOutput(message + "\n") } else { StandardStreams.writeError(message + "\n") }
        }
        ExitCleanup.run()
        Foundation.exit(code == .validationFailure ? usageOrIOError : code.rawValue)
    }
}

extension ParsableCommand {
    /// Parses `arguments` and runs the command, as `main()` does, with usage errors exiting 2.
    public static func runExitingTwoOnUsageErrors(_ arguments: [String]) -> Never {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            self.exit()
        } catch {
            if let unknown = unknownSubcommandMessage(arguments) {
                StandardStreams.writeError(unknown + "\n")
                ExitCleanup.run()
                Foundation.exit(CommandLineExit.usageOrIOError)
            }
            CommandLineExit.exit(self, withError: error)
        }
    }

    /// For a command with subcommands whose first argument names none of them (`storyflow chek Flows/`), the error
    /// naming the closest subcommand, as git and cargo do, or listing them all.
    static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
        var commands: [String] = []
        var names: [String] = []
        for subcommand in configuration.subcommands {
            let name: String = subcommand._commandName
            commands.append(name)
            names.append(name)
            names += subcommand.configuration.aliases
        }
        guard !names.isEmpty, let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return nil }
        let shown = TerminalText.visible(first)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: first, isDirectory: &isFolder), isFolder.boolValue, names.contains("check") {
            // A folder given first: `storyflow Flows/`.
            return """
                Error: '\(shown)' is a folder, not a \(_commandName) command: name the command first; `\(_commandName) check \(ShellWord.quoted(first))` \
                checks the flows and storyboards in it.
                Run '\(_commandName) --help' for the commands.
                """
        }
        if FileManager.default.fileExists(atPath: first), names.contains("check"), names.contains("run") {
            // A file given first: the command was left out, as in `storyflow Flows/Ratings.flow.xml`.
            let quoted = ShellWord.quoted(first)
            let use =
                WalkFileGuess.problem(runningAsFlow: first) != nil
                ? "`\(_commandName) run FLOW --script \(quoted)` runs a walk against its flow"
                : "`\(_commandName) check \(quoted)` reports its problems, `\(_commandName) run \(quoted)` steps through it"
            return "Error: '\(shown)' is a file, not a \(_commandName) command: name the command first; \(use).\nRun '\(_commandName) --help' for the commands."
        }
        if let closest = Suggestion.closest(to: first, in: names) {
            return "Error: '\(shown)' is not a \(_commandName) command. Did you mean '\(closest)'?\nRun '\(_commandName) --help' for the commands."
        }
        let list = commands.joined(separator: ", ")
        return "Error: '\(shown)' is not a \(_commandName) command; the commands are \(list).\nRun '\(_commandName) --help' for more."
    }
}
