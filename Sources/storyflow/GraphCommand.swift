import ArgumentParser
import Foundation
import StoryflowGraph
import StoryflowIO
import StoryflowReader

/// `storyflow graph FLOW`: a picture of the flow.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a flow or storyboard: scenes, containers and segues, as text, DOT, Mermaid or JSON.",
        discussion: """
            Containers are clusters holding the scenes they show (a pushed scene in the navigation stack that \
            reaches it); segues are edges styled by kind and labelled with their identifier and what fires them; \
            an unwind points at the scene a walk lands on. The output is the same bytes on every run. --format \
            defaults from the -o file's extension (.dot, .mmd, .json, .txt, .svg), else text; svg goes through \
            Graphviz's dot. Exit status: 0, or 2 when the file cannot be read or dot is missing for svg.
            """
    )

    @Argument(help: "A flow file (.flow.xml) or a storyboard (.storyboard).")
    var flow: String

    @Option(help: "text, dot, mermaid, json or svg (default: from -o's extension, else text).")
    var format: Format?

    /// `--format`'s values: the picture's own formats, and SVG drawn from the DOT by Graphviz.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, dot, mermaid, json, svg

        init?(fileExtensionOf path: String) {
            if path.lowercased().hasSuffix(".svg") { self = .svg; return }
            guard let format = GraphFormat(fileExtensionOf: path) else { return nil }
            self.init(rawValue: format.rawValue)
        }
    }

    @Option(name: .shortAndLong, help: "Where to write the picture (default: standard output).")
    var output: String?

    func run() throws {
        let result: LoadResult
        do {
            result = try FlowLoader.load(contentsOf: flow)
        } catch {
            StandardStreams.writeError("storyflow: error: cannot read \(TerminalText.visible(flow)): \(TerminalText.visible(error.description))\n")
            throw ExitCode(2)
        }
        guard let document = result.document else {
            StandardStreams.writeError("storyflow: error: \(TerminalText.visible(flow)) cannot be read as a flow or storyboard; `storyflow check` says why\n")
            throw ExitCode(2)
        }
        let chosen = format ?? output.flatMap(Format.init(fileExtensionOf:)) ?? .text
        let picture = FlowPicture(document: document)
        let text = try GraphFormat(rawValue: chosen.rawValue).map { $0.render(picture) } ?? Self.svg(GraphFormat.dot.render(picture))
        try TextOutput.write(text, to: output)
    }
}

extension GraphCommand {
    /// Graphviz's `dot`, where it is installed.
    static let dot = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The SVG `dot -Tsvg` draws from `source`; exit status 2 with the package to install when dot is missing.
    static func svg(_ source: String) throws -> String {
        guard let dot else {
            StandardStreams.writeError("storyflow: error: --format svg needs Graphviz's dot, which is not installed (apt-get install graphviz); --format dot writes the source\n")
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // dot reads all of its input before it writes, so the source is written first, then the drawing read.
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let drawing = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            StandardStreams.writeError("storyflow: error: dot could not draw the picture: \(TerminalText.visible(String(decoding: problems, as: UTF8.self)))\n")
            throw ExitCode(2)
        }
        return String(decoding: drawing, as: UTF8.self)
    }
}
