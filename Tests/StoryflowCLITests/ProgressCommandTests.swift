import Foundation
import StoryflowIO
import StoryflowTestSupport
import Testing

/// The progress line of `check`, `graph`, `paths` and `import` on standard error: drawn and erased again where it
/// is asked for, never mixed into the output, and absent from pipes, logs and `--quiet` runs.
@Suite struct ProgressCommandTests {
    static let commands: [[String]] = [
        ["check", "Flows/Ratings.flow.xml", "Flows/Todo.flow.xml"],
        ["graph", "Flows/Ratings.flow.xml"],
        ["paths", "Flows/Ratings.flow.xml"],
        ["import", "Tests/Fixtures/Storyboards/Ratings.storyboard"],
    ]

    private static let always = ["STORYFLOW_PROGRESS": "always"]

    @Test(arguments: commands)
    func progressAskedForIsDrawnOnStandardErrorAndErasedLeavingTheOutputAlone(arguments: [String]) throws {
        let plain = try BuiltProducts.run("storyflow", arguments)
        let shown = try BuiltProducts.run("storyflow", arguments, environment: Self.always)
        #expect(shown.status == plain.status)
        #expect(shown.output == plain.output)
        #expect(shown.errors.hasPrefix(ControlSequence.eraseLine), "stderr: \(shown.errors.debugDescription)")
        // The last drawing is erased before anything else is written, so what stays on the terminal is the plain
        // run's standard error.
        let lines = shown.errors.components(separatedBy: ControlSequence.eraseLine)
        #expect(lines.last == plain.errors)
        #expect(lines.dropFirst().dropLast().allSatisfy { !$0.isEmpty && !$0.contains("\n") })
    }

    @Test(arguments: commands)
    func aPipeOrQuietShowsNoProgress(arguments: [String]) throws {
        let piped = try BuiltProducts.run("storyflow", arguments)
        #expect(!piped.errors.contains("\r"))
        let quiet = try BuiltProducts.run("storyflow", arguments + ["--quiet"], environment: Self.always)
        #expect(!quiet.errors.contains("\r"))
        #expect(quiet.output == piped.output)
    }
}
