import Foundation
import StoryflowTestSupport
import Testing

/// The `storyflow` executable: exit codes, formats, `--strict`, `--config` and `storyflow rules`.
@Suite struct CheckCommandLineTests {
    /// Runs the built `storyflow` with `arguments`, standard output not a terminal.
    private func storyflow(_ arguments: String..., environment: [String: String] = [:]) throws -> ProductRun {
        try BuiltProducts.run("storyflow", arguments, environment: environment)
    }

    @Test func exitCodesFollowTheWorstSeverity() throws {
        let scratch = try Scratch()
        let warning = try scratch.write(SampleFlows.unreachableScene, to: "warning.flow.xml")
        let error = try scratch.write(SampleFlows.unknownDestination, to: "error.flow.xml")
        let clean = Repository.path("Flows/Ratings.flow.xml")

        let passing = try storyflow("check", clean)
        #expect(passing.status == 0 && passing.output.isEmpty)
        let warned = try storyflow("check", warning)
        #expect(warned.status == 0)
        #expect(
            warned.output
                == """
                \(warning):3:3: warning: Scene `orphan` is unreachable due to lack of entry points and does not have an identifier for runtime access via \
                instantiateViewController(withIdentifier:): connect a segue or relationship to it, give it a `storyboardIdentifier`, or remove it \
                [unreachable-scene]\n
                """
        )
        #expect(try storyflow("check", "--strict", warning).status == 1)
        let failed = try storyflow("check", error, clean)
        #expect(failed.status == 1)
        #expect(failed.output.hasPrefix("\(error):3:24: error: this present segue leads to scene `nowhere`"))
    }

    @Test func usageAndInputProblemsExitWithTwo() throws {
        let missing = try storyflow("check", "/no/such/file.flow.xml")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no such file"))
        let scratch = try Scratch()
        let config = try scratch.write("severity: [oops]\n", to: "bad.yml")
        let badConfig = try storyflow("check", "--config", config, Repository.path("Flows/Ratings.flow.xml"))
        #expect(badConfig.status == 2)
        #expect(badConfig.errors.contains("\(config):1:11:"))
        #expect(try storyflow("check", "--format", "yaml", "x").status == 2, "usage errors exit 2, not swift-argument-parser's 64")
        #expect(try storyflow("rules", "no-such-rule").status == 2)
    }

    @Test func formatsAreSelectable() throws {
        let scratch = try Scratch()
        let file = try scratch.write(SampleFlows.unknownDestination, to: "e.flow.xml")
        let json = try storyflow("check", "--format", "json", file)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["files"] as? Int == 1)
        let github = try storyflow("check", "--format", "github", file)
        #expect(github.output.hasPrefix("::error file=\(file),line=3,col=24,title=unknown-destination::"))
        let text = try storyflow("check", "--format", "text", file, environment: ["NO_COLOR": "1"])
        #expect(text.output.contains("  3 |     <button title=\"Go\"><segue kind=\"present\" destination=\"nowhere\"/></button>\n"))
        #expect(text.output.contains("    | " + String(repeating: " ", count: 23) + "^\n"))
        #expect(!text.output.contains("\u{1B}["))
    }

    @Test func rulesListsAndExplains() throws {
        let list = try storyflow("rules")
        #expect(list.status == 0)
        #expect(list.output.contains("segue-to-ancestor"))
        #expect(list.output.contains("xml-doctype"))
        let one = try storyflow("rules", "segue-to-ancestor")
        #expect(one.output.contains("Triggers"))
        #expect(one.output.contains("↓<segue kind=\"show\" destination=\"list\"/>"))
    }
}
