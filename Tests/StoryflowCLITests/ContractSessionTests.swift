import Foundation
import StoryflowTestSupport
import Testing

/// Contracts and deep links as a user meets them at the prompt and in `check --swift`: the forms of `open` and
/// `expect` this session added, and suppression comments silencing Swift findings placed in a flow.
struct ContractSessionTests {
    @Test func expectResultChecksTheValueAndExpectInputNamesWhatTheSceneDeclares() throws {
        let run = try runStoryflow(
            ["run", "Flows/Ratings.flow.xml", "--width", "60"],
            input: """
                tap +
                tap Game
                expect input colour
                tap Chess
                expect result didSelectGame Chess
                expect result didSelectGame Go

                """)
        #expect(run.status == 1)
        #expect(run.output.contains("expected input colour on gamePicker, but gamePicker declares no input \"colour\" (it declares game)"))
        #expect(run.output.contains("ok: result didSelectGame \"Chess\""))
        #expect(run.output.contains("expected the previous step to give back result didSelectGame \"Go\", but it gave back didSelectGame \"Chess\""))
    }

    @Test func openWithoutASchemeStartsAtAScene() throws {
        let run = try runStoryflow(["run", "Flows/Todo.flow.xml", "--width", "60"], input: "open job\nexpect scene job\nopen nowhere\n")
        #expect(run.status == 1, "the unknown scene fails the piped walk")
        #expect(run.output.contains("ok: scene job"))
        #expect(run.output.contains("no scene has the storyboard identifier or id `nowhere`; a deep link is a URL (scheme://…)"))
    }

    @Test func aURLNoLinkMatchesListsAtMostTenPatterns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = (1...12).map { "<deepLink url=\"app://p\($0)\" scene=\"home\"/>" }.joined(separator: "\n")
        let flow = folder.appendingPathComponent("Links.flow.xml").path
        try "<flow version=\"1\" initial=\"home\"><viewController id=\"home\"/>\n\(links)\n</flow>".write(toFile: flow, atomically: true, encoding: .utf8)
        let run = try runStoryflow(["run", flow, "--open", "app://nope"])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "its patterns are: app://p1, app://p2, app://p3, app://p4, app://p5, app://p6, app://p7, app://p8, app://p9, app://p10 and 2 more"))
    }

    @Test func aFlowsSuppressionCommentSilencesSwiftFindingsPlacedInIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suppress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = """
            <viewController id="list" class="ListController" storyboardIdentifier="List">
              <segue id="showHelp" kind="present" destination="help"/>
            </viewController>
            <viewController id="help"/>
            """
        try "final class ListController {}\n".write(to: folder.appendingPathComponent("List.swift"), atomically: true, encoding: .utf8)
        let plain = folder.appendingPathComponent("Plain.flow.xml").path
        try "<flow version=\"1\" initial=\"list\">\n\(body)\n</flow>\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let before = try runStoryflow(["check", plain, "--swift", folder.appendingPathComponent("List.swift").path, "--format", "xcode"])
        #expect(before.output.contains("[swift-unused-identifier]"))
        let quiet = folder.appendingPathComponent("Quiet.flow.xml").path
        try "<!-- storyflow:disable-file swift-unused-identifier -->\n<flow version=\"1\" initial=\"list\">\n\(body)\n</flow>\n".write(
            toFile: quiet, atomically: true, encoding: .utf8)
        let after = try runStoryflow(["check", quiet, "--swift", folder.appendingPathComponent("List.swift").path, "--format", "xcode"])
        #expect(after.status == 0)
        #expect(!after.output.contains("swift-unused-identifier"), "\(after.output)")
    }
}
