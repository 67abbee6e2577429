import Foundation

/// The shared corpus of real storyboards and what its MANIFEST.tsv says about each file.
enum Corpus {
    /// One MANIFEST.tsv row.
    struct Entry: Sendable {
        /// The file name in `storyboards/`.
        var name: String
        /// The free-text notes, with counts such as "10 scenes" and "segues: push2,show1".
        var notes: String

        var url: URL { Corpus.folder.appendingPathComponent("storyboards").appendingPathComponent(name) }

        /// The scene count the notes give ("| 10 scenes").
        var sceneCount: Int? {
            firstMatch(#"\| (\d+) scenes"#).flatMap { Int($0[0]) }
        }

        /// The line and column of the syntax error, for files the notes call not well-formed.
        var syntaxError: (line: Int, column: Int)? {
            guard notes.contains("NOT WELL-FORMED XML") else { return nil }
            return firstMatch(#"line (\d+), column (\d+)\)"#).map { (Int($0[0])!, Int($0[1])!) }
        }

        /// Whether the notes give a runtime that is not iOS.
        var isUnsupported: Bool {
            guard let runtime = firstMatch(#"runtime ([A-Za-z.]+)"#)?[0] else { return false }
            return !runtime.hasPrefix("iOS")
        }

        /// Segue counts by storyboard kind ("segues: push2,show1,relationship4").
        var segueCounts: [String: Int] {
            guard let list = firstMatch(#"\| segues: ([a-zA-Z0-9,]*) \|"#)?[0] else { return [:] }
            var result: [String: Int] = [:]
            for item in list.split(separator: ",") {
                guard let digits = item.firstIndex(where: \.isNumber) else { continue }
                result[String(item[..<digits])] = Int(item[digits...])
            }
            return result
        }

        private func firstMatch(_ pattern: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: notes, range: NSRange(notes.startIndex..., in: notes)) else { return nil }
            return (1..<match.numberOfRanges).map { String(notes[Range(match.range(at: $0), in: notes)!]) }
        }
    }

    /// `shared/corpus`, found as a sibling of a folder above this source file.
    static let folder: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/corpus")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MANIFEST.tsv").path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "/nonexistent/shared/corpus")
    }()

    /// Every manifest row.
    static let entries: [Entry] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 7 else { return nil }
            return Entry(name: String(fields[0]), notes: String(fields[6]))
        }
    }()

    /// The entry for a file name.
    static func entry(_ name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
