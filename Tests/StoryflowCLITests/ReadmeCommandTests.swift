import Foundation
import StoryflowTestSupport
import Testing

/// The README's set-up block is what a new user runs first: its main job must keep working as written.
@Suite struct ReadmeCommandTests {
    /// The `swift run PRODUCT ARGUMENTS...` commands of the README's first shell block.
    static func swiftRunCommands() throws -> [[String]] {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "```sh\n"), let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex) else {
            return []
        }
        return readme[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            guard let run = line.range(of: "swift run ") else { return nil }
            let command = line[run.upperBound...].prefix { $0 != "#" }
            return command.split(separator: " ").map(String.init)
        }
    }

    @Test func theMainJobStepsThroughRatingsWithTheSeedsCode() throws {
        let commands = try Self.swiftRunCommands()
        let main = try #require(commands.first, "the README's set-up block has a `swift run` command")
        #expect(main.first == "Ratings")
        let run = try BuiltProducts.run(main[0], Array(main.dropFirst()))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("init PlayerDetailsViewController"))
        #expect(run.output.contains("dealloc PlayerDetailsViewController"))
        #expect(run.output.contains("Choose Game"))
        #expect(!run.output.contains("FAILED"))
    }
}
