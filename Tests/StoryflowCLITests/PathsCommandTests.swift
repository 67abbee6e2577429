import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow paths` on a flow built to hold each thing a walk meets: tabs, a prototype row, a bar button
/// presenting a navigation controller, an unwind, an action sheet whose action holds a segue, a segue fired
/// only from code, a scene only code makes (a walk of its own, starting `open ID`), and what no walk can take (a
/// custom segue, a prototype with no sample rows, an unwind to nowhere).
struct PathsCommandTests {
    static let flow = "Tests/StoryflowCLITests/Transcripts/Shop.flow.xml"

    @Test func theWalksAndWhatTheyCannotReachMatchTheCheckedInScript() throws {
        let run = try runStoryflow(["paths", Self.flow])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.assertMatches(run.output, file: "Tests/StoryflowCLITests/Transcripts/Shop-paths.txt")
    }

    @Test(arguments: ["scenes", "segues"])
    func theCombinedScriptPassesAsAStrictWalk(strategy: String) throws {
        let scratch = try Scratch()
        let script = try scratch.write(try runStoryflow(["paths", "--strategy", strategy, Self.flow]).output, to: "all.walk")
        let run = try runStoryflow(["run", Self.flow, "--script", script])
        #expect(run.status == 0, "\(run.output.split(separator: "\n").filter { $0.contains("FAILED") })")
        #expect(run.output.contains("> relaunch"))
    }

    @Test func outputWritesOneWalkPerFileThatEachPass() throws {
        let scratch = try Scratch()
        let folder = scratch.file("walks")
        let run = try runStoryflow(["paths", Self.flow, "-o", folder])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("wrote 3 walks to \(folder)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["01-products.walk", "02-reviews.walk", "03-settings.walk"])
        for file in files {
            let walk = try runStoryflow(["run", Self.flow, "--script", folder + "/" + file])
            #expect(walk.status == 0, "\(file)")
        }
    }

    @Test func outputNamesWalksLeftFromAnEarlierRunAndRefusesAFile() throws {
        let scratch = try Scratch()
        let folder = scratch.file("walks")
        #expect(try runStoryflow(["paths", Self.flow, "-o", folder]).status == 0)
        _ = try scratch.write("tap Gone\n", to: "walks/07-gone.walk")
        let again = try runStoryflow(["paths", Self.flow, "-o", folder])
        #expect(
            again.output.contains(
                "note: 1 walk in \(folder) was not written this time (from an earlier run?): 07-gone.walk; remove it before running the walks"))
        let file = try scratch.write("not a folder\n", to: "file.txt")
        let refused = try runStoryflow(["paths", Self.flow, "-o", file])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("is not a directory; walks are written one file each into a directory"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder\n")
    }

    @Test func scenesWalksReachEveryWalkableSceneWithoutExtraSegues() throws {
        let run = try runStoryflow(["paths", "--strategy", "scenes", Self.flow])
        #expect(
            run.output.hasPrefix(
                """
                # storyflow paths --strategy scenes Shop.flow.xml: 3 walks, 11 steps; they show 8 scenes and fire 5 of the 6 segues walks can fire (3 more \
                cannot be walked)\n
                """
            ))
        #expect(!run.output.contains("tap Save"), "the unwind is not on the way to any scene")
    }

    @Test func docsWalksQuotesWhatPathsWritesForRatings() throws {
        let run = try runStoryflow(["paths", "Flows/Ratings.flow.xml"])
        #expect(try Repository.text("docs/walks.md").contains("```\n" + run.output + "```\n"))
    }

    @Test func aBadMaximumOrFlowIsRefused() throws {
        let zero = try runStoryflow(["paths", "--max-steps", "0", Self.flow])
        #expect(zero.status == 2)
        #expect(zero.errors.contains("--max-steps must be from 1 to 10,000,000, not 0."))
        let missing = try runStoryflow(["paths", "no/such.flow.xml"])
        #expect(missing.status == 2)
        #expect(missing.errors.hasPrefix("storyflow: error: cannot generate walks for no/such.flow.xml:"))
    }

    @Test func walksStopAtTheMaximumAndSaySo() throws {
        let run = try runStoryflow(["paths", "--max-steps", "3", Self.flow])
        #expect(run.status == 0)
        #expect(run.output.contains("# the walks stop at --max-steps; raise it to generate the rest\n"))
        #expect(run.output.hasPrefix("# storyflow paths --strategy segues Shop.flow.xml: 1 walk, 3 steps;"))
    }
}

/// Storyboard scenes have ids Interface Builder made up: walks and reports name their class and title beside them,
/// and walk files are named after the class or title.
struct StoryboardWalkNamingTests {
    @Test func storyboardScenesAreNamedByClassAndTitle() throws {
        let run = try runStoryflow(["paths", "Tests/Fixtures/Storyboards/Catalog.storyboard"])
        #expect(run.status == 0)
        #expect(run.output.contains("#   scene `pages (TourViewController)` (line 142): the segue from `list (ListViewController \"List\")` cannot be walked"))
        let scratch = try Scratch()
        let folder = scratch.file("walks")
        #expect(try runStoryflow(["paths", "Tests/Fixtures/Storyboards/Catalog.storyboard", "-o", folder]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files == ["01-ListViewController.walk"])
    }
}
