import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow check FLOW --swift DIR` as a user runs it: the example apps' code against their flows is clean, and
/// a mistake in Swift is reported at the Swift line with the flow line it is about.
struct SwiftCheckCommandTests {
    @Test(arguments: ["Ratings", "Todo", "ChildControllers", "Homepwner", "TableStyles"])
    func eachExampleAppsCodeMatchesItsFlow(app: String) throws {
        let run = try runStoryflow(["check", "Flows/\(app).flow.xml", "--swift", "Examples/\(app)", "--strict", "--format", "xcode"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(!run.output.contains("error:") && !run.output.contains("warning:"))
    }

    @Test func aMistakeIsReportedAtTheSwiftLineNamingTheFlowLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        final class PlayersViewController: TableViewController {
            func add() { performSegue(withIdentifier: "AddPlayr", sender: nil) }
        }
        """.write(to: folder.appendingPathComponent("Players.swift"), atomically: true, encoding: .utf8)
        // Hidden folders (a package's .build) are not searched.
        try "performSegue(withIdentifier: \"Hidden\", sender: nil)".write(
            to: folder.appendingPathComponent(".build/Other.swift"), atomically: true, encoding: .utf8)
        let run = try runStoryflow(["check", "Flows/Ratings.flow.xml", "--swift", folder.path, "--format", "xcode"])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                """
                \(folder.path)/Players.swift:2:47: error: performSegue(withIdentifier:sender:) names the segue `AddPlayr`, but no segue in the flows has that \
                id; did you mean `AddPlayer` (Ratings.flow.xml:20)? [swift-unknown-segue-identifier]
                """
            ))
        #expect(!run.output.contains("Hidden"))

        try "disabled_rules: [swift-unknown-segue-identifier]\n".write(to: folder.appendingPathComponent(".storyflow.yml"), atomically: true, encoding: .utf8)
        let configured = try runStoryflow(["check", "Flows/Ratings.flow.xml", "--swift", folder.path, "--format", "xcode"])
        #expect(configured.status == 0, "the Swift file's own .storyflow.yml disables the rule: \(configured.output)")
    }

    @Test func aSwiftPathWithNoSwiftFilesIsAUsageProblem() throws {
        let run = try runStoryflow(["check", "Flows/Ratings.flow.xml", "--swift", "Flows/broken"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Flows/broken: holds no *.swift files"))
        let missing = try runStoryflow(["check", "Flows/Ratings.flow.xml", "--swift", "nowhere"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nowhere: no such file or directory"))
    }
}
