import Foundation
import StoryflowRuntime

/// The body of every example's `main.swift`: parse the `storyflow run` options, launch the app with its classes,
/// step through the commands, write the events, then let the app delegate save on termination.
@MainActor
public enum ExampleMain {
    /// Runs the example and exits with status 0, 1 (a command failed) or 2 (the flow could not be loaded).
    public static func run(_ delegate: ApplicationDelegate, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let options: ExampleOptions
        do {
            options = try ExampleOptions.parse(arguments)
        } catch {
            ExampleOptions.exit(withError: error)
        }
        do {
            let application = try delegate.launch(flowPath: options.flow)
            let commands = try readCommands(script: options.script)
            var session = MinimalSession(application: application, width: options.width, color: !options.plain && isTerminal)
            print(session.run(commands), terminator: "")
            delegate.applicationWillTerminate(application)
            if let path = options.events {
                try application.log.jsonLines.write(toFile: path, atomically: true, encoding: .utf8)
            }
            exit(session.failed ? 1 : 0)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }

    private static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    private static func readCommands(script: String?) throws -> [String] {
        if let script { return try String(contentsOfFile: script, encoding: .utf8).components(separatedBy: .newlines) }
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
    }
}
