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
        /// Whether it is in a code block (a whole command), not inline code in prose (often a command's name only).
        var isFenced: Bool
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
                    if !words.isEmpty { result.append(Written(file: name, line: index + 1, words: words, isFenced: inFence)) }
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
    static func options(of subcommand: [String]) throws -> Set<String> {
        let help = try BuiltProducts.run("storyflow", subcommand.filter { !$0.isEmpty } + ["--help"]).output
        return Set(help.matches(of: /(?:^|[\s,\[])(--?[a-zA-Z][a-zA-Z-]*)/).map { String($0.output.1) })
    }

    @Test func everyDocumentedCommandAndOptionExists() throws {
        let written = try Self.writtenCommands()
        #expect(written.count > 50, "the docs show many commands: \(written.count) found")
        let commands = ["check", "run", "paths", "coverage", "graph", "lsp", "rules", "import", "export", "generate", "version"]
        var optionsBySubcommand: [String: Set<String>] = ["": ["--version", "--help", "-h"]]
        var problems: [String] = []
        for command in written {
            let first = command.words[0]
            let subcommand = first.hasPrefix("-") ? "" : first
            // `generate` takes what to generate as a second word (`generate swift`).
            let words = subcommand == "generate" ? Array(command.words.prefix(2)) : [subcommand]
            guard subcommand.isEmpty || commands.contains(subcommand) else {
                problems.append("\(command): no command `\(subcommand)`")
                continue
            }
            let key = words.joined(separator: " ")
            if optionsBySubcommand[key] == nil { optionsBySubcommand[key] = try Self.options(of: words) }
            let known = optionsBySubcommand[key] ?? []
            for word in command.words.dropFirst(subcommand.isEmpty ? 0 : words.count) where word.hasPrefix("-") && word.count > 1 && word != "--" {
                let option = String(word.split(separator: "=").first ?? "")
                if !known.contains(option) { problems.append("\(command): `\(subcommand)` takes no option `\(option)`") }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Options that write files outside `-o` or wait for changes: commands with them are only checked, not run.
    static let notRunWith: Set<String> = ["--write-baseline", "--build-stamp", "--watch", "--coverage", "--events", "--record", "--full-screen"]

    /// Whether `word` stands for something the reader fills in (`FLOW`, `FILE.storyboard`, `<path>`, `...`).
    static func isPlaceholder(_ word: String) -> Bool {
        let value = word.split(separator: "=", maxSplits: 1).last.map(String.init) ?? word
        return value.contains("...") || value.contains("…") || value.contains("<") || value.contains("$") || value.contains("*")
            || value.prefix(while: { $0 != "." && $0 != "/" }).contains { $0.isUppercase } && value.uppercased() == value
            || value.split(separator: "/").contains { $0.count > 1 && $0.allSatisfy { $0.isUppercase || $0 == "_" } }
    }

    /// Every command in a code block that reads only files in the repository is run as written, from the
    /// repository root (what `-o` writes goes to a scratch folder): it must end with a finding (0 or 1), never a
    /// usage error or a missing file (2 or 64).
    @Test func everyDocumentedCommandOnTheRepositorysFilesRunsAsWritten() throws {
        let scratch = try Scratch()
        var ran = 0
        var problems: [String] = []
        for command in try Self.writtenCommands() where command.isFenced {
            var words = command.words
            let outputs = Set(words.indices.dropFirst().filter { ["-o", "--output"].contains(words[$0 - 1]) })
            guard !words.contains(where: { Self.notRunWith.contains(String($0.split(separator: "=").first ?? "")) || Self.isPlaceholder($0) }),
                !["lsp", "run"].contains(words[0]) || words.contains("--script"),
                words.indices.allSatisfy({ index in
                    let word = words[index]
                    return outputs.contains(index) || !word.contains("/") && !word.contains(".") || word.hasPrefix("-") || word.contains("://")
                        || FileManager.default.fileExists(atPath: Repository.path(word))
                })
            else { continue }
            for index in outputs { words[index] = scratch.file((words[index] as NSString).lastPathComponent) }
            let run = try BuiltProducts.run("storyflow", words)
            ran += 1
            // A picture Graphviz draws needs it installed (CI installs it); its absence is not the docs' mistake.
            let needsGraphviz = run.errors.contains("need Graphviz's dot, which is not installed")
            if ![0, 1].contains(run.status) && !needsGraphviz || run.errors.contains("Error:") {
                problems.append("\(command): exit \(run.status): \(run.errors.prefix(300))")
            }
        }
        #expect(ran >= 12, "only \(ran) documented commands could be run")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
