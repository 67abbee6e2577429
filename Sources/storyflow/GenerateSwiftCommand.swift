import ArgumentParser
import Foundation
import StoryflowCodegen
import StoryflowIO
import StoryflowModel
import StoryflowReader
import StoryflowReporting

/// `storyflow generate swift FLOW... [-o Generated.swift] [--target uikit|storyflow]`: typed Swift for an app's
/// segues, cells, contracts and storyboard identifiers.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write typed Swift for the flows' segues, cells, contracts and storyboard identifiers.",
        discussion: """
            Per controller class: an enum of the segues that start in its scenes with a typed perform(_:sender:), \
            prepared(_:) giving each segue's destination as its class (through navigation controllers to their root) \
            for a switch in prepare(for:sender:) without a default, so a segue added to the flow fails the build until \
            it is handled; its cells' reuse identifiers with typed dequeuing; its inputs as a FlowInput struct and its \
            results as a FlowResult enum. Per flow: its storyboard name and storyboard identifiers. A file that would \
            not change is not written. Problems found while reading are printed to standard error. Exit status: 0 \
            when the file was written (or was already up to date), 1 when a flow could not be read, 2 for usage and \
            I/O problems.
            """
    )

    @Argument(help: "The flow files and storyboards to generate from.")
    var flows: [String]

    @Option(name: .shortAndLong, help: "Where to write the Swift file (default: standard output).")
    var output: String?

    @Option(help: "The API the code uses: storyflow (Storyflow's runtime) or uikit (an iOS app).")
    var target: SwiftTarget = .storyflow

    func validate() throws {
        guard let output else { return }
        let written = Self.identity(of: output)
        if let clash = flows.first(where: { flow in written.map { $0 == Self.identity(of: flow) } ?? false || Self.samePath(flow, output) }) {
            throw ValidationError("-o \(TerminalText.visible(output)) is \(TerminalText.visible(clash)), one of the flows to read; write the Swift elsewhere")
        }
    }

    /// The device and inode of the file at `path`, if there is one.
    private static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    private static func samePath(_ first: String, _ second: String) -> Bool {
        URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }

    func run() throws {
        var documents: [FlowDocument] = []
        var diagnostics: [Diagnostic] = []
        var unreadable = false
        var seen: Set<String> = []
        // A file named twice is read once.
        for flow in flows where seen.insert(URL(fileURLWithPath: flow).standardizedFileURL.path).inserted {
            let result: LoadResult
            do {
                result = try FlowLoader.load(contentsOf: flow)
            } catch {
                StandardStreams.writeError("storyflow: error: \(TerminalText.visible(String(describing: error)))\n")
                throw ExitCode(2)
            }
            diagnostics += result.diagnostics
            if let document = result.document { documents.append(document) } else { unreadable = true }
        }
        StandardStreams.writeError(XcodeReporter().render(CheckReport(files: flows, diagnostics: diagnostics)))
        if unreadable { throw ExitCode(1) }
        let command = (["storyflow generate swift"] + flows.map(ShellWord.quoted) + (target == .storyflow ? [] : ["--target", target.rawValue]))
            .joined(separator: " ")
        let text = SwiftCodeGenerator.generate(documents, options: SwiftCodeOptions(target: target, command: command))
        if let output, Self.isRegularFile(output), let existing = try? String(contentsOfFile: output, encoding: .utf8), existing == text { return }
        try TextOutput.write(text, to: output)
    }

    /// Whether `path` is a regular file of a size a generated file has (a device or pipe is never read).
    private static func isRegularFile(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeRegular && ((attributes[.size] as? Int) ?? .max) <= 64 << 20
    }
}

extension SwiftTarget: ExpressibleByArgument {}
