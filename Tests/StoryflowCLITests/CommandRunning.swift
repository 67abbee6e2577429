import Foundation
import StoryflowTestSupport

/// Runs the built `storyflow` with `arguments` in the repository root, `input` piped to its standard input.
func runStoryflow(_ arguments: [String], input: String = "") throws -> ProductRun {
    try BuiltProducts.run("storyflow", arguments, input: input)
}

/// Runs the built `storyflow` with standard output going to `output` (a file handle of the test's choosing), and
/// returns how it ended and what it wrote on standard error.
func storyflow(_ arguments: [String], output: FileHandle, input: FileHandle? = nil) throws -> (status: Int32, reason: Process.TerminationReason, errors: String) {
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

/// A storyboard of `scenes` (their XML) under `<scenes>`, its initial controller `initial`.
func storyboard(initial: String, scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A storyboard scene holding one plain view controller titled `title`.
func storyboardScene(id: String, title: String) -> String {
    #"<scene sceneID="s-\#(id)"><objects><viewController id="\#(id)" title="\#(title)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v-\#(id)"/></viewController></objects></scene>"#
}
