import ArgumentParser
import Foundation
import StoryflowLanguageServer

/// `storyflow lsp`: a language server for editors, over standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output, for editors.",
        discussion: """
            For *.flow.xml and *.storyboard documents: diagnostics as you type (the rules of `storyflow check`, \
            under each file's .storyflow.yml), completion of the flow format's elements, attributes and values \
            and of the document's scene ids, segue identifiers, reuse identifiers and unwind actions, go to \
            definition, find references, rename of a scene id, hover showing a scene's screen, and document \
            symbols. docs/editors.md shows how to set it up in VS Code, Neovim and Helix.
            """
    )

    @Option(help: "The configuration file to use instead of the .storyflow.yml found upward from each document.")
    var config: String?

    func run() throws {
        let status = MainActor.assumeIsolated {
            let options = LanguageServer.Options(version: StoryflowVersion.current, configurationPath: config, rulesDocumentation: Self.rulesDocumentation())
            return LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, options: options).run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `docs/rules.md` of the checkout this executable was built in (`.build/CONFIGURATION/storyflow`), as a
    /// `file://` URI, when it is there.
    private static func rulesDocumentation() -> String? {
        // The executable's own path (an editor starts it by name, through PATH).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let rules = folder.appendingPathComponent("docs/rules.md")
            if FileManager.default.fileExists(atPath: rules.path) { return rules.absoluteString }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
