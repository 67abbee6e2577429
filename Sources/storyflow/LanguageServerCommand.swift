import ArgumentParser
import Foundation
import StoryflowIO
import StoryflowLanguageServer
import StoryflowLint
import StoryflowStepper

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

    /// The rule reference diagnostics link to, as a `file://` URI: `docs/rules.md` of the checkout this executable
    /// was built in (`.build/CONFIGURATION/storyflow`) when it is there; else the same page, which the executable
    /// holds (`RuleReference.markdown`), written once per version to the user's cache folder. `nil` when neither
    /// can be had.
    private static func rulesDocumentation() -> String? {
        // The executable's own path (an editor starts it by name, through PATH).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let rules = folder.appendingPathComponent("docs/rules.md")
            if FileManager.default.fileExists(atPath: rules.path) { return rules.absoluteString }
            folder = folder.deletingLastPathComponent()
        }
        return writtenRuleReference()
    }

    /// The rule reference written to `$XDG_CACHE_HOME/storyflow` (else `~/.cache/storyflow`), named by version so a
    /// newer executable writes its own; an existing one is kept.
    private static func writtenRuleReference() -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard let cache = environment["XDG_CACHE_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) ?? environment["HOME"].map({ $0 + "/.cache" }) else {
            return nil
        }
        let folder = cache + "/storyflow"
        let path = folder + "/rules-\(StoryflowVersion.current).md"
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try OutputFile.write(RuleReference.markdown(), to: path)
            } catch {
                return nil
            }
        }
        return URL(fileURLWithPath: path).absoluteString
    }
}
