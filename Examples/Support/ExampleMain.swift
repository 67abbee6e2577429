import ArgumentParser
import Foundation
import StoryflowIO
import StoryflowRuntime
import StoryflowStepper

/// The body of every example's `main.swift`: parse `storyflow run`'s options, step through the app with its
/// classes registered exactly as `storyflow run` steps through a flow, then let the app delegate save.
@MainActor
public enum ExampleMain {
    /// Runs the example and exits with `storyflow run`'s status: 0, 1 (an expectation failed) or 2 (the flow, the
    /// script or the events file cannot be used).
    public static func run(_ delegate: ApplicationDelegate, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        StandardStreams.prepare()
        let options: ExampleOptions
        let flowPath: String
        do {
            options = try ExampleOptions.parse(RunOptions.givingBareStartTheListValue(arguments))
            flowPath = try options.flow ?? FlowLocator.path(ofFlowNamed: delegate.flowName)
        } catch {
            CommandLineExit.exit(ExampleOptions.self, withError: error)
        }
        var failure: Error?
        do {
            try Stepper.run(
                flow: flowPath, options: options.run, registry: { delegate.makeRegistry() },
                configure: { delegate.didFinishLaunching(with: $0) }, beforeReplay: { delegate.restoreLaunchState() }
            )
        } catch {
            failure = error
        }
        delegate.applicationWillTerminate()
        if let failure { ExampleOptions.exit(withError: failure) }
        exit(0)
    }
}
