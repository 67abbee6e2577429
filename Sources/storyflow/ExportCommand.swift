import ArgumentParser
import Foundation
import StoryflowExport
import StoryflowIO
import StoryflowReader
import StoryflowReporting

/// `storyflow export FLOW [-o Main.storyboard]`: writes the Xcode storyboard equivalent to a flow file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Convert a flow file into an Xcode storyboard.",
        discussion: """
            Writes one scene per scene of the flow, with its segues, containers, navigation and tab bar items, tables \
            and views laid out top to bottom. Object ids are derived from the flow's names, so exporting again after a \
            change changes only what changed. What only Storyflow models (contracts, sample rows, action effects, deep \
            links, unwind actions, the flow's scene ids) is kept in <!--storyflow ...--> comments, which Storyflow reads \
            back and Xcode drops when it saves; alerts (made in code in iOS) and switch captions are left out with a note \
            on standard error. Problems found while reading the flow are printed too, and the storyboard is written all \
            the same, as `import` does: gate on `storyflow check`. Exit status: 0 when the storyboard was written, 1 \
            when the flow could not be read, 2 for usage and I/O problems.
            """
    )

    @Argument(help: "The flow file to convert (a storyboard is rewritten the same way).")
    var flow: String

    @Option(name: .shortAndLong, help: "Where to write the storyboard (default: standard output).")
    var output: String?

    @Option(help: "The module of the flow's custom classes (default: the target that builds the storyboard).")
    var module: String?

    @Option(help: ArgumentHelp("The Interface Builder version the file names.", valueName: "version"))
    var toolsVersion: String = StoryboardExportOptions.currentToolsVersion

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        let parts = toolsVersion.split(separator: ".", omittingEmptySubsequences: false)
        let isVersion =
            toolsVersion.utf8.count <= 20
            && parts.allSatisfy { part in !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard isVersion else {
            throw ValidationError("--tools-version takes a version of digits and dots, such as \(StoryboardExportOptions.currentToolsVersion)")
        }
        if let module, !ExportCommand.isSwiftIdentifier(module) {
            throw ValidationError("--module takes a Swift module name, such as Ratings (letters, digits and underscores)")
        }
    }

    func run() throws {
        let result: LoadResult
        do {
            result = try progress.run { try FlowLoader.load(contentsOf: flow, counting: $0) }
        } catch {
            StandardStreams.writeError("storyflow: error: \(TerminalText.visible(String(describing: error)))\n")
            throw ExitCode(2)
        }
        guard let document = result.document else {
            StandardStreams.writeError(XcodeReporter().render(CheckReport(files: [flow], diagnostics: result.diagnostics)))
            throw ExitCode(1)
        }
        let export = StoryboardWriter.write(document, options: StoryboardExportOptions(toolsVersion: toolsVersion, module: module))
        StandardStreams.writeError(XcodeReporter().render(CheckReport(files: [flow], diagnostics: result.diagnostics + export.notes)))
        try TextOutput.write(export.text, to: output)
    }

    /// Whether `name` is a plain Swift identifier (ASCII letters, digits and underscores, not starting with a digit).
    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), name.utf8.count <= 200 else { return false }
        return name.utf8.allSatisfy {
            $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }
}
