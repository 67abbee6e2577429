import ArgumentParser
import Foundation
import StoryflowCoverage
import StoryflowGraph
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import StoryflowStepper
import StoryflowTerminal

/// `storyflow graph FLOW`: a picture of the flow, with overlays (findings, coverage), a focus, or the difference
/// between two versions.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a flow or storyboard: scenes, containers and segues, as text, DOT, Mermaid, JSON, SVG, HTML or Markdown.",
        discussion: """
            Containers are clusters holding the scenes they show (a pushed scene in the navigation stack that \
            reaches it); segues are edges styled by kind and labelled with their identifier and what fires them; \
            an unwind points at the scene a walk lands on; storyboard references lead into the files they name, drawn \
            beside (as run follows them). The output is the same bytes on every run. --format \
            defaults from the -o file's extension (.dot, .mmd, .json, .txt, .svg, .html, .md), else text; svg and \
            html go through Graphviz's dot. With --diff, two files are given (the base, then the head) and the \
            picture marks what was added, removed and changed. Exit status: 0, or 2 when a file cannot be read or \
            dot is missing for svg and html.
            """
    )

    @Argument(help: ArgumentHelp("A flow file (.flow.xml) or storyboard; with --diff, the base file and the head file.", valueName: "flow"))
    var files: [String]

    @Option(help: "text, dot, mermaid, json, svg, html or markdown (default: from -o's extension, else text).")
    var format: Format?

    /// `--format`'s values: the picture's own formats, and those drawn from the DOT by Graphviz.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, dot, mermaid, json, svg, html, markdown

        init?(fileExtensionOf path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".svg") {
                self = .svg
                return
            }
            if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
                self = .html
                return
            }
            guard let format = GraphFormat(fileExtensionOf: path) else { return nil }
            self.init(rawValue: format.rawValue)
        }
    }

    @Option(name: .shortAndLong, help: "Where to write the picture (default: standard output).")
    var output: String?

    @Flag(help: "Colour the scenes and segues `storyflow check` reports on (with .storyflow.yml applied), and list the findings.")
    var diagnostics = false

    @Option(help: ArgumentHelp("Shade what the walks recorded in this coverage file (run --coverage) never reached.", valueName: "file"))
    var coverage: String?

    @Option(help: ArgumentHelp("Draw only the part of the flow around this scene or container (its id, title or class).", valueName: "scene"))
    var around: String?

    @Option(parsing: .unconditional, help: "With --around: how many hops (segues, or a container holding a scene) to draw, from 0 to 64 (default 2).")
    var depth: Int?

    @Flag(help: "Draw the difference between the two files given: added, removed and changed scenes, containers and segues.")
    var diff = false

    @Option(
        help: ArgumentHelp(
            "With html: the device the scenes' screens are drawn on, as `storyflow run --device`: iphone or ipad.", valueName: "iphone|ipad"))
    var device: Device?

    func validate() throws {
        if around == nil, depth != nil { throw ValidationError("--depth goes with --around SCENE.") }
        if format == nil, let output, Format(fileExtensionOf: output) == nil, let dot = output.lastIndex(of: "."),
            !output[dot...].contains("/")
        {
            throw ValidationError(
                "-o \(output): the extension \(output[dot...]) names no format; use .txt, .dot, .mmd, .json, .svg, .html or .md, or give --format.")
        }
        if diff, files.count != 2 { throw ValidationError("--diff needs two files, the base and the head, not \(files.count).") }
        if !diff, files.count != 1 { throw ValidationError("Give one flow file or storyboard (or two with --diff), not \(files.count).") }
        if let depth, !(0...64).contains(depth) { throw ValidationError("--depth must be from 0 to 64, not \(depth).") }
    }

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        let (text, document, picture) = try progress.run { try draw(progress: $0) }
        try TextOutput.write(text, to: output)
        // As `check` does: a large model is freed on a background thread, which the process need not wait for,
        // consumed here so that thread holds its last reference.
        let sceneCount = document.scenes.count
        BackgroundRelease.release((consume document, consume picture), ifSceneCount: sceneCount)
    }

    /// The picture the options ask for, as text, with the document and picture it was drawn from.
    private func draw(progress: WorkProgress) throws -> (text: UTF8Text, document: FlowDocument, picture: FlowPicture) {
        let head = files[files.count - 1]
        let document = try Self.load(head, progress: progress)
        var picture = Self.picture(of: document)
        if diff { picture = FlowPicture.difference(from: Self.picture(of: try Self.load(files[0], progress: progress)), to: picture) }
        if diagnostics { picture.mark(findings: try Self.findings(in: head, progress: progress)) }
        if let coverage {
            let record: CoverageRecord
            do {
                record = try CoverageRecord.read(coverage, allowMissing: false)
            } catch {
                throw Self.failure("\(error)")
            }
            let runs = record.coverage(of: head)
            if runs == nil {
                // Recorded flows are matched by path (another spelling of the same file counts).
                let recorded = record.files.keys.sorted().prefix(5).joined(separator: ", ")
                StandardStreams.writeError(
                    TerminalText.visible(
                        """
                        storyflow: note: \(coverage) has no runs of \(head), so everything is drawn as never reached; it records \
                        \(recorded.isEmpty ? "no flow" : recorded)
                        """
                    ) + "\n")
            }
            picture.mark(coverage: runs)
        }
        if let around {
            let ids = picture.ids(named: around)
            guard ids.count == 1, let center = ids.first else {
                throw Self.failure(
                    ids.isEmpty
                        ? "no scene or container of \(head) has the id, title or class \(around) (`storyflow graph \(head)` lists them)"
                        : "\(ids.count) scenes are named \(around): \(ids.map(picture.describe).joined(separator: "; ")); give one of their ids")
            }
            picture = picture.around(center, depth: depth ?? 2)
        }
        let chosen = format ?? output.flatMap(Format.init(fileExtensionOf:)) ?? .text
        if device != nil, chosen != .html {
            throw Self.failure("--device says how the html picture draws each scene's screen; the \(chosen.rawValue) picture draws no screens")
        }
        let parts = picture.nodes.count + picture.clusters.count
        if chosen == .svg || chosen == .html, parts > GraphvizDrawing.maximumParts {
            throw Self.failure(
                """
                \(head) has \(parts) scenes and containers; svg and html draw at most \(GraphvizDrawing.maximumParts), as Graphviz takes minutes on more: \
                draw part of it with --around SCENE, or write --format dot
                """
            )
        }
        let text: UTF8Text
        switch chosen {
        case .svg:
            progress.begin("Graphviz is laying out", subject: head)
            text = UTF8Text(try GraphvizDrawing.svg(GraphFormat.dot.render(picture)))
        case .html:
            progress.begin("Graphviz is laying out", subject: head)
            let svg = try GraphvizDrawing.svg(GraphFormat.dot.render(picture))
            let ids = picture.clusters.map(\.id) + picture.nodes.map(\.id)
            progress.begin("Drawing the screens of", subject: head)
            let drawn = MainActor.assumeIsolated { SceneScreenshots.screens(of: document, scenes: ids, width: 40, device: device ?? .default) }
            text = UTF8Text(GraphHTML.render(picture, svg: svg, screens: drawn.screens, leftOut: drawn.leftOut))
        default:
            text = GraphFormat(rawValue: chosen.rawValue)!.renderUTF8(picture)
        }
        return (text, document, picture)
    }

    /// The picture of `document`, with the storyboards its references name drawn in.
    private static func picture(of document: FlowDocument) -> FlowPicture {
        var picture = FlowPicture(document: document)
        picture.followReferences(of: document)
        return picture
    }

    /// The document in `path`, its scenes counted in `progress` as they are read; exit status 2 with the reason
    /// when it cannot be read.
    private static func load(_ path: String, progress: WorkProgress) throws -> FlowDocument {
        let result: LoadResult
        do {
            result = try FlowLoader.load(contentsOf: path, counting: progress)
        } catch {
            throw failure("\(error.description)")
        }
        guard let document = result.document else {
            if let error = result.diagnostics.first(where: { $0.severity == .error }) {
                throw failure("\(path):\(error.location.line):\(error.location.column): \(error.message)")
            }
            throw failure("\(path) cannot be read as a flow or storyboard; `storyflow check` says why")
        }
        return document
    }

    /// What `storyflow check` reports on `path` itself, with its configuration applied.
    private static func findings(in path: String, progress: WorkProgress) throws -> [Diagnostic] {
        do {
            let result = try Linter().lint(files: [path], progress: progress)
            return result.diagnostics.filter { $0.location.file == path }
        } catch {
            throw failure("\(error)")
        }
    }

    static func failure(_ reason: String) -> ExitCode {
        StandardStreams.writeError("storyflow: error: \(TerminalText.visibleLines(reason))\n")
        return ExitCode(2)
    }
}
