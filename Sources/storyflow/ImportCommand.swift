import ArgumentParser
import Foundation
import StoryflowExport
import StoryflowIO
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
            iOS storyboard), 2 for I/O problems and for a file that is already a flow file.
            """
    )

    @Argument(help: "The .storyboard file to convert.")
    var storyboard: String

    @Option(name: .shortAndLong, help: "Where to write the flow file (default: standard output).")
    var output: String?

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        // A flow file by its name is refused before it is read (a large one would be read for nothing); anything
        // that is not a regular file is left to the reader, which says what it is.
        var status = stat()
        if FlowFileKind(path: storyboard) == .flow, stat(storyboard, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { throw refusingFlowFile() }
        let result: LoadResult
        do {
            result = try progress.run { try FlowLoader.load(contentsOf: storyboard, counting: $0) }
        } catch {
            StandardStreams.writeError("storyflow: error: \(TerminalText.visible(String(describing: error)))\n")
            throw ExitCode(2)
        }
        if result.document?.format == .flow { throw refusingFlowFile() }
        let report = CheckReport(files: [storyboard], diagnostics: result.diagnostics)
        StandardStreams.writeError(XcodeReporter().render(report))
        guard let document = result.document else { throw ExitCode(1) }
        let text = FlowWriter.write(document, source: URL(fileURLWithPath: storyboard).lastPathComponent)
        try TextOutput.write(text, to: output)
    }

    /// Says that the file is a flow file already, and what to do with it; exit status 2.
    private func refusingFlowFile() -> ExitCode {
        let shown = ShellWord.quoted(storyboard)
        StandardStreams.writeError(
            """
            storyflow: error: \(TerminalText.visible(storyboard)) is a flow file already; `import` converts Xcode storyboards into flow \
            files. Use it as it is: `storyflow check \(shown)`, `storyflow run \(shown)`.

            """)
        return ExitCode(2)
    }
}
