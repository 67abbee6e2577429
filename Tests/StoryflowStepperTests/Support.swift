import Foundation

/// The repository's root folder, found from this source file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A path inside the repository.
func repositoryPath(_ relative: String) -> String {
    repositoryRoot.appendingPathComponent(relative).path
}

/// The folder holding the golden transcripts.
let transcriptsFolder = repositoryRoot.appendingPathComponent("Tests/StoryflowStepperTests/Transcripts")

/// Whether golden files are re-recorded instead of compared (`STORYFLOW_RECORD=1 swift test`).
let isRecording = ProcessInfo.processInfo.environment["STORYFLOW_RECORD"] == "1"

/// The built `storyflow` executable (the build's products folder, beside the test bundle).
let storyflowExecutable: URL? = {
    var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent("storyflow")]
    if let executable = Bundle.main.executableURL {
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("storyflow"))
    }
    for bundle in Bundle.allBundles {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("storyflow"))
    }
    candidates.append(repositoryRoot.appendingPathComponent(".build/debug/storyflow"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The executable is missing.
struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "storyflow is not built next to the tests" }
}

/// What a run of `storyflow` printed and how it ended.
struct CommandRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `storyflow` with `arguments` in the repository root, with `input` piped to its standard input.
func runStoryflow(_ arguments: [String], input: String = "", environment: [String: String]? = nil) throws -> CommandRun {
    guard let executable = storyflowExecutable else { throw MissingExecutable() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = stdin
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandRun(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
}
