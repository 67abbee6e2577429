import ArgumentParser
import Foundation
import StoryflowExport
import StoryflowReader
import StoryflowReporting

/// `storyflow import X.storyboard [-o OUT]`: writes the flow file equivalent to an Xcode storyboard.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an Xcode storyboard into an equivalent flow file.",
        discussion: """
            Scenes get readable ids derived from their custom classes, storyboard identifiers or titles instead \
            of Xcode's object ids. Problems found while reading are printed to standard error. Exit status: 0 \
            when the flow was written, 1 when the storyboard could not be read as one (not well-formed, not an \
            iOS storyboard), 2 for I/O problems.
            """
    )

    @Argument(help: "The .storyboard file to convert.")
    var storyboard: String

    @Option(name: .shortAndLong, help: "Where to write the flow file (default: standard output).")
    var output: String?

    func run() throws {
        let result: LoadResult
        do {
            result = try FlowLoader.load(contentsOf: storyboard)
        } catch {
            FileHandle.standardError.write(Data("storyflow: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let report = CheckReport(files: [storyboard], diagnostics: result.diagnostics)
        FileHandle.standardError.write(Data(XcodeReporter().render(report).utf8))
        guard let document = result.document else { throw ExitCode(1) }
        let text = FlowWriter.write(document, source: URL(fileURLWithPath: storyboard).lastPathComponent)
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("storyflow: error: \(output): cannot be written: \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }
}
