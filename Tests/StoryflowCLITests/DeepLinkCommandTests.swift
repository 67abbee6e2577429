import Foundation
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// `storyflow run FLOW --open URL` on every deep link of every example flow, as a user runs it: the app opens at
/// the link's scene with the stack built under it and no error.
struct DeepLinkCommandTests {
    /// Each example flow's deep links, with sample values for the placeholders.
    static let links: [(flow: String, url: String, scene: String)] = {
        let folder = Repository.url("Flows")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".flow.xml") }.sorted()
        var result: [(String, String, String)] = []
        for file in files {
            guard let document = try? FlowLoader.load(contentsOf: folder.appendingPathComponent(file).path).document else { continue }
            for link in document.deepLinks {
                let url = link.pattern.segments.enumerated().map { index, segment in
                    switch segment {
                    case .literal(let text): text
                    case .placeholder(let name): name == "game" ? "Chess" : name == "photo" ? "Dunes" : "Sample"
                    }
                }.joined(separator: "/")
                result.append(("Flows/" + file, link.pattern.scheme + "://" + url, link.sceneID))
            }
        }
        return result
    }()

    @Test func everyExampleFlowDeclaresDeepLinks() {
        let flows = Set(Self.links.map(\.flow))
        #expect(
            flows == [
                "Flows/ChildControllers.flow.xml", "Flows/Homepwner.flow.xml", "Flows/Ratings.flow.xml", "Flows/TableStyles.flow.xml", "Flows/Todo.flow.xml",
            ])
    }

    @Test(arguments: links.map { [$0.flow, $0.url, $0.scene] })
    func openShowsTheLinksScene(_ link: [String]) throws {
        let run = try runStoryflow(["run", link[0], "--open", link[1], "--width", "60"], input: "expect scene \(link[2])\nexpect no error\n")
        #expect(run.status == 0, "\(link[1]): \(run.errors)")
        #expect(run.output.contains("> (open \(link[1]))"))
        #expect(run.output.contains("ok: scene \(link[2])"))
    }

    @Test func backPopsTheStackTheLinkBuilt() throws {
        let run = try runStoryflow(
            ["run", "Flows/Ratings.flow.xml", "--open", "ratings://games/Chess", "--width", "60"],
            input: "expect stack playerDetails gamePicker\nexpect input game Chess\nback\nexpect scene playerDetails\n")
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aURLNoLinkMatchesIsAnErrorListingThePatterns() throws {
        let run = try runStoryflow(["run", "Flows/Todo.flow.xml", "--open", "todo://jobs/\u{1b}[2J"])
        #expect(run.status == 2)
        #expect(run.errors == "storyflow: error: no deep link of the flow matches todo://jobs/␛[2J; its patterns are: todo://jobs/new\n")
    }

    @Test func withoutASchemeOpenStartsAtAScene() throws {
        let run = try runStoryflow(["run", "Flows/Todo.flow.xml", "--open", "list", "--width", "60"], input: "expect scene list\n")
        #expect(run.status == 0)
        #expect(run.output.contains("> (launch at list)"))
    }

    @Test func openAndStartTogetherAreRefused() throws {
        let run = try runStoryflow(["run", "Flows/Todo.flow.xml", "--open", "todo://jobs/new", "--start", "list"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--open and --start both say where the app starts; give one of them."))
    }
}
