import Foundation
import StoryflowTestSupport

/// Runs the built `storyflow` with `arguments` in the repository root, `input` piped to its standard input.
func runStoryflow(_ arguments: [String], input: String = "") throws -> ProductRun {
    try BuiltProducts.run("storyflow", arguments, input: input)
}

/// Runs the built `storyflow` with standard output going to `output` (a file handle of the test's choosing), and
/// returns how it ended and what it wrote on standard error.
func storyflow(_ arguments: [String], output: FileHandle, input: FileHandle? = nil) throws -> (status: Int32, reason: Process.TerminationReason, errors: String)
{
    guard let executable = BuiltProducts.executable("storyflow") else { throw BuiltProducts.MissingExecutable(product: "storyflow") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Repository.root
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, String(decoding: errorData, as: UTF8.self))
}

/// A flow of one scene whose title is `title`, written raw into the XML (escape what XML needs yourself).
func flow(title: String) -> String {
    #"<?xml version="1.0"?><flow version="1" initial="a"><viewController id="a" title="\#(title)"/></flow>"#
}
