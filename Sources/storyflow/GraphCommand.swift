import ArgumentParser
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
            defaults from the -o file's extension (.dot, .mmd, .json, .txt), else text. Exit status: 0, or 2 when \
            the file cannot be read.
            """
    )

    @Argument(help: "A flow file (.flow.xml) or a storyboard (.storyboard).")
    var flow: String

    @Option(help: "text, dot, mermaid or json (default: from -o's extension, else text).")
    var format: GraphFormat?

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
        let chosen = format ?? output.flatMap(GraphFormat.init(fileExtensionOf:)) ?? .text
        let text = chosen.render(FlowPicture(document: document))
        try TextOutput.write(text, to: output)
    }
}

extension GraphFormat: ExpressibleByArgument {}
