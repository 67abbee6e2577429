import Foundation
import StoryflowTestSupport
import Testing

/// The mistakes a newcomer makes in their first minutes, each answered with what to do instead (exit 2): a
/// misspelt command, a walk run as a flow, a flow given to `import`, a folder the configuration excludes, a
/// file that is not Swift given to `check --swift`.
@Suite struct NewcomerMistakeTests {
    @Test func aMisspeltCommandNamesTheClosestOne() throws {
        let run = try BuiltProducts.run("storyflow", ["chek", "Flows/"])
        #expect(run.status == 2)
        #expect(run.errors.contains("'chek' is not a storyflow command. Did you mean 'check'?"), "\(run.errors)")
        let unknown = try BuiltProducts.run("storyflow", ["flwo"])
        #expect(unknown.status == 2 && unknown.errors.contains("the commands are check, run, paths"), "\(unknown.errors)")
    }

    @Test func aFileGivenFirstSaysToNameTheCommandFirst() throws {
        let flow = try BuiltProducts.run("storyflow", ["Flows/Ratings.flow.xml"])
        #expect(flow.status == 2)
        #expect(
            flow.errors.hasPrefix(
                """
                Error: 'Flows/Ratings.flow.xml' is a file, not a storyflow command: name the command first; `storyflow check Flows/Ratings.flow.xml` \
                reports its problems, `storyflow run Flows/Ratings.flow.xml` steps through it.
                """), "\(flow.errors)")
        let walk = try BuiltProducts.run("storyflow", ["Flows/Ratings.walk"])
        #expect(walk.status == 2)
        #expect(walk.errors.contains("`storyflow run FLOW --script Flows/Ratings.walk` runs a walk against its flow"), "\(walk.errors)")
    }

    @Test func aFolderGivenFirstSaysToCheckIt() throws {
        let run = try BuiltProducts.run("storyflow", ["Flows"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: 'Flows' is a folder, not a storyflow command: name the command first; `storyflow check Flows`"), "\(run.errors)")
    }

    @Test func aMarkdownFileCheckedIsNotXMLNotAWalk() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "README.md"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("README.md:1:1: error: this is not XML: it starts with `# Storyflow"), "\(run.output)")
    }

    @Test func aWalkCheckedOrDrawnAsAFlowSaysHowToRunIt() throws {
        let checked = try BuiltProducts.run("storyflow", ["check", "Flows/Ratings.walk"])
        #expect(checked.status == 1)
        #expect(
            checked.output == """
                Flows/Ratings.walk:1:1: error: this file looks like a walk (a script of stepper commands), not a flow file or storyboard: run it against \
                its flow with `storyflow run Flows/Ratings.flow.xml --script Flows/Ratings.walk` [xml-syntax]

                """)
        let drawn = try BuiltProducts.run("storyflow", ["graph", "Flows/Ratings.walk"])
        #expect(drawn.status == 2)
        #expect(drawn.errors.contains("looks like a walk"), "\(drawn.errors)")
    }

    @Test func aWalkRunAsAFlowSaysHowToRunIt() throws {
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.walk"])
        #expect(run.status == 2)
        #expect(run.errors.contains("looks like a walk"), "\(run.errors)")
        #expect(run.errors.contains("storyflow run Flows/Ratings.flow.xml --script Flows/Ratings.walk"), "\(run.errors)")
    }

    @Test func importRefusesAFlowFile() throws {
        let run = try BuiltProducts.run("storyflow", ["import", "Flows/Ratings.flow.xml"])
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.errors.contains("is a flow file already"), "\(run.errors)")
    }

    @Test func aFolderTheConfigurationExcludesNamesItAndTheWayAround() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "Flows/broken/"])
        #expect(run.status == 2)
        #expect(run.errors.contains("are left out by `.storyflow.yml`"), "\(run.errors)")
        #expect(run.errors.contains("--config /dev/null"), "\(run.errors)")
        let anyway = try BuiltProducts.run("storyflow", ["check", "--config", "/dev/null", "Flows/broken/"])
        #expect(anyway.status == 1, "with no configuration the broken flows are checked, and fail")
    }

    @Test func checkSwiftRefusesAFileThatIsNotSwift() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "Flows/Ratings.flow.xml", "--swift", "README.md"])
        #expect(run.status == 2)
        #expect(run.errors.contains("README.md") && run.errors.contains("is not a Swift file"), "\(run.errors)")
    }
}
