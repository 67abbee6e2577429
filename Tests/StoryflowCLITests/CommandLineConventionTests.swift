import Foundation
import StoryflowTestSupport
import Testing

/// The conventions a user of SwiftLint or swift-format expects: a version, one exit status per kind of outcome,
/// an error when there is nothing to check, colour only on a terminal, a report file for CI.
@Suite struct CommandLineConventionTests {
    @Test(arguments: [["--version"], ["version"]])
    func theVersionIsPrinted(arguments: [String]) throws {
        let run = try BuiltProducts.run("storyflow", arguments)
        #expect(run.status == 0)
        #expect(run.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    /// A command line and the status the README's table gives it.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        init(_ arguments: [String], _ status: Int32) {
            self.arguments = arguments
            self.status = status
        }
        var testDescription: String { arguments.joined(separator: " ") + " → \(status)" }
    }

    /// The README's exit status table: 0 success, 1 problems found, 2 usage, configuration or I/O problems.
    static let cases: [Case] = [
        Case(["check", "Flows/Ratings.flow.xml"], 0),
        Case(["check", "Flows/broken/duplicate-id.flow.xml"], 1),
        Case(["check", "--format", "yaml", "Flows/Ratings.flow.xml"], 2),
        Case(["check", "--no-such-option", "Flows/Ratings.flow.xml"], 2),
        Case(["check", "Flows/no-such.flow.xml"], 2),
        Case(["check", "--config", "Flows/no-such.yml", "Flows/Ratings.flow.xml"], 2),
        Case(["check", "Flows/broken"], 2),
        Case(["no-such-command"], 2),
        Case(["rules", "no-such-rule"], 2),
        Case(["run", "Flows/Ratings.flow.xml", "--width", "5"], 2),
        Case(["run", "Flows/Ratings.flow.xml", "--script", "Flows/no-such.walk"], 2),
        Case(["import", "Flows/no-such.storyboard"], 2),
        Case(["export", "Flows/no-such.flow.xml"], 2),
        Case(["export", "Flows/Ratings.flow.xml"], 0),
        Case(["generate", "swift", "Flows/no-such.flow.xml"], 2),
        Case(["generate", "swift", "Flows/Ratings.flow.xml"], 0),
        Case(["generate", "swift", "Flows/Ratings.flow.xml", "--target", "appkit"], 2),
    ]

    @Test(arguments: cases)
    func exitStatusesAgreeWithTheDocs(_ example: Case) throws {
        let run = try BuiltProducts.run("storyflow", example.arguments)
        #expect(run.status == example.status, "\(run.errors)")
    }

    @Test func examplesExit2OnUsageErrorsToo() throws {
        let run = try BuiltProducts.run("Ratings", ["--rows", "0"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--rows"))
    }

    @Test func aFolderWithNothingToCheckIsAnError() throws {
        let scratch = try Scratch()
        let run = try BuiltProducts.run("storyflow", ["check", scratch.path])
        #expect(run.status == 2)
        #expect(
            run.errors
                == """
                storyflow: error: no flow files or storyboards to check in `\(scratch.path)` (folders are searched for *.flow.xml and *.storyboard, less \
                what the configuration excludes)\n
                """
        )
    }

    @Test func aFolderTheConfigurationExcludesHasNothingToCheck() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "Flows/broken"])
        #expect(run.status == 2)
        #expect(run.errors.contains("no flow files or storyboards to check in `Flows/broken`"))
    }

    @Test func theReportGoesToTheOutputFileAndTheLogShowsTheFindings() throws {
        let scratch = try Scratch()
        let report = scratch.file("report.sarif")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "sarif", "--output", report, "Flows/broken/duplicate-id.flow.xml"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("Flows/broken/duplicate-id.flow.xml:9:12: error: "))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
    }

    /// Runs `storyflow check` on a pseudo-terminal (util-linux `script`), so colour is allowed unless turned off.
    func checkOnATerminal(_ extra: [String], environment: [String: String] = [:]) throws -> String {
        let storyflow = try #require(BuiltProducts.executable("storyflow"))
        let command = ([storyflow.path, "check"] + extra + ["Flows/broken/duplicate-id.flow.xml"]).joined(separator: " ")
        let run = try BuiltProducts.run(
            executable: URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command, "/dev/null"], environment: environment)
        return run.output
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script for a pseudo-terminal"))
    func colourFollowsTheSamePolicyAsRun() throws {
        #expect(try checkOnATerminal([], environment: ["NO_COLOR": "", "TERM": "xterm"]).contains("\u{1B}[1;31merror:"))
        #expect(try !checkOnATerminal([], environment: ["NO_COLOR": "1", "TERM": "xterm"]).contains("\u{1B}["))
        #expect(try !checkOnATerminal([], environment: ["NO_COLOR": "", "TERM": "dumb"]).contains("\u{1B}["))
        #expect(try !checkOnATerminal(["--plain"], environment: ["NO_COLOR": "", "TERM": "xterm"]).contains("\u{1B}["))
        #expect(try !checkOnATerminal(["--no-color"], environment: ["NO_COLOR": "", "TERM": "xterm"]).contains("\u{1B}["))
    }
}
