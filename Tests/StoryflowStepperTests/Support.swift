import Foundation
import StoryflowTestSupport

/// The repository's root folder, found from this source file's path.
let repositoryRoot = BuiltProducts.repositoryRoot

/// A path inside the repository.
func repositoryPath(_ relative: String) -> String {
    repositoryRoot.appendingPathComponent(relative).path
}

/// The folder holding the golden transcripts.
let transcriptsFolder = repositoryRoot.appendingPathComponent("Tests/StoryflowStepperTests/Transcripts")

/// Whether golden files are re-recorded instead of compared (`STORYFLOW_RECORD=1 swift test`).
let isRecording = ProcessInfo.processInfo.environment["STORYFLOW_RECORD"] == "1"

/// The built `storyflow` executable (the build's products folder, beside the test bundle).
let storyflowExecutable = BuiltProducts.executable("storyflow")

/// Runs `storyflow` with `arguments` in the repository root, with `input` piped to its standard input.
func runStoryflow(_ arguments: [String], input: String = "") throws -> ProductRun {
    try BuiltProducts.run("storyflow", arguments, input: input)
}
