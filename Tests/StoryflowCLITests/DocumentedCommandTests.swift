import Foundation
import StoryflowTestSupport
import Testing

/// Every `storyflow` command the README and docs/ show, in code blocks and in inline code, names a command that
/// exists and only options that command takes (as its `--help` lists them), so the docs cannot drift from the
/// command line (a renamed option, a misspelt command).
@Suite struct DocumentedCommandTests {
    /// A command as a doc writes it: where, and its words after `storyflow`.
    struct Written: CustomStringConvertible {
        var file: String
        var line: Int
        var words: [String]
        var description: String { "\(file):\(line): storyflow \(words.joined(separator: " "))" }
    }

    /// The docs' commands: in fenced blocks, `storyflow` (or a path to it) where a command starts (a line's start,
    /// after `$ `, `run: `, `swift run `, `&&`, `;` or `(`), comments left out; in prose, inline code starting
    /// `storyflow `. Each stops at a pipe, a redirection, a comment or `&&`.
    static func writtenCommands() throws -> [Written] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.path("docs")).filter { $0.hasSuffix(".md") && $0 != "rules.md" }
        var result: [Written] = []
        for name in ["README.md"] + docs.sorted().map({ "docs/" + $0 }) {
            let text = try String(contentsOfFile: Repository.path(name), encoding: .utf8)
            var inFence = false
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    inFence.toggle()
                    continue
                }
                let pieces: [Substring]
                if inFence {
                    let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    let start = /(?:^\s*(?:\$ |- run: )?|swift run |&& |; |\()(?:[\w.\/-]*\/)?storyflow (?=[a-z-])/
                    pieces = code.ranges(of: start).map { code[$0.upperBound...] }
                } else {
                    pieces = line.matches(of: /`storyflow ([^`]+)`/).map(\.output.1)
                }
                for piece in pieces {
                    let words = Self.words(of: piece)
                    if !words.isEmpty { result.append(Written(file: name, line: index + 1, words: words)) }
                }
            }
        }
        return result
    }

    /// The words of a command up to the first shell operator or comment, quotes removed.
    static func words(of text: Substring) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if ["|", "\\|", ">", ">>", "<", "&&", ";", "#", "2>&1", ">&-"].contains(word) || word.hasPrefix("#") || word.hasPrefix(">") { break }
            words.append(word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'`),.;")))
        }
        return words
    }

    /// The options `storyflow SUBCOMMAND --help` lists, long and short.
    static func options(of subcommand: String) throws -> Set<String> {
        let help = try BuiltProducts.run("storyflow", [subcommand, "--help"]).output
        return Set(help.matches(of: /(?:^|[\s,\[])(--?[a-zA-Z][a-zA-Z-]*)/).map { String($0.output.1) })
    }

    @Test func everyDocumentedCommandAndOptionExists() throws {
        let written = try Self.writtenCommands()
        #expect(written.count > 50, "the docs show many commands: \(written.count) found")
        let commands = ["check", "run", "paths", "coverage", "graph", "lsp", "rules", "import", "version"]
        var optionsBySubcommand: [String: Set<String>] = ["": ["--version", "--help", "-h"]]
        var problems: [String] = []
        for command in written {
            let first = command.words[0]
            let subcommand = first.hasPrefix("-") ? "" : first
            guard subcommand.isEmpty || commands.contains(subcommand) else {
                problems.append("\(command): no command `\(subcommand)`")
                continue
            }
            if optionsBySubcommand[subcommand] == nil { optionsBySubcommand[subcommand] = try Self.options(of: subcommand) }
            let known = optionsBySubcommand[subcommand] ?? []
            for word in command.words.dropFirst(subcommand.isEmpty ? 0 : 1) where word.hasPrefix("-") && word.count > 1 && word != "--" {
                let option = String(word.split(separator: "=").first ?? "")
                if !known.contains(option) { problems.append("\(command): `\(subcommand)` takes no option `\(option)`") }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
