import Foundation
import StoryflowTestSupport
import Testing
import Yams

/// The files other tools read to run Storyflow in CI: pre-commit's hook list and the GitHub Action. Neither can
/// run here, so these tests hold them to what docs/ci.md says they are.
struct CIIntegrationFileTests {
    @Test func preCommitHooksCheckFlowsAndStoryboards() throws {
        let hooks = try #require(try Yams.load(yaml: String(contentsOfFile: Repository.path(".pre-commit-hooks.yaml"), encoding: .utf8)) as? [[String: Any]])
        #expect(hooks.compactMap { $0["id"] as? String } == ["storyflow-check", "storyflow-check-system"])
        for hook in hooks {
            #expect(hook["entry"] as? String == "storyflow check --force-exclude", "files the configuration excludes stay out though pre-commit names them")
            let pattern = try Regex(try #require(hook["files"] as? String))
            for name in ["Flows/Ratings.flow.xml", "App/Base.lproj/Main.storyboard"] {
                #expect(name.contains(pattern), "\(name) is checked")
            }
            for name in ["Flows/storyflow.xsd", "notes.xml", "Main.storyboardc/Info.plist"] {
                #expect(!name.contains(pattern), "\(name) is not checked")
            }
        }
        #expect(hooks.first?["language"] as? String == "swift", "pre-commit builds the package's own storyflow")
    }

    @Test func theActionChecksUploadsAndFailsOnErrors() throws {
        let text = try String(contentsOfFile: Repository.path("action.yml"), encoding: .utf8)
        let action = try #require(try Yams.load(yaml: text) as? [String: Any])
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect(Set(inputs.keys) == ["paths", "baseline", "category", "upload"])
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        #expect(steps.contains { $0["uses"] as? String == "github/codeql-action/upload-sarif@v3" })
        // Inputs reach the shell through the environment, never pasted into a script (GitHub's advice against
        // script injection).
        for step in steps {
            let script = step["run"] as? String ?? ""
            #expect(!script.contains("${{"), "step `\(step["name"] ?? "")` pastes an expression into its script")
        }
        let check = try #require(steps.first { $0["id"] as? String == "check" }?["run"] as? String)
        #expect(check.contains("--format sarif --output storyflow.sarif"))
    }
}
