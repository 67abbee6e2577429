import StoryflowIO
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

@testable import StoryflowLint

/// What the check and the reader tell a progress line: every file and scene counted, nothing left running.
@Suite struct LintProgressTests {
    @Test func theLinterCountsEveryFileItChecks() throws {
        let files = ["Flows/Ratings.flow.xml", "Flows/Todo.flow.xml", "Tests/Fixtures/Storyboards/Ratings.storyboard"].map(Repository.path)
        let progress = WorkProgress()
        let result = try Linter().lint(files: files, progress: progress)
        #expect(result.files.count == 3)
        #expect(progress.snapshot == WorkProgress.Snapshot(activity: "Checking", done: 3, total: 3, unit: "files"))
    }

    @Test func readingCountsTheScenes() throws {
        let path = Repository.path("Flows/Ratings.flow.xml")
        let progress = WorkProgress()
        let document = try #require(try FlowLoader.load(contentsOf: path, counting: progress).document)
        #expect(progress.snapshot == WorkProgress.Snapshot(activity: "Reading", done: document.scenes.count, unit: "scenes", item: path))
        #expect(document.scenes.count > 3)
    }
}
