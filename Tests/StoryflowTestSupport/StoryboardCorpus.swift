import Foundation
import Testing

/// The shared corpus of real storyboards (`shared/corpus/storyboards`) and what its MANIFEST.tsv says about each.
public enum StoryboardCorpus {
    /// One MANIFEST.tsv row: the file name and its notes.
    public struct Entry: Sendable, CustomTestStringConvertible {
        /// The file name in `storyboards/`.
        public var name: String
        /// The free-text notes, with counts such as "10 scenes" and "segues: push2,show1".
        public var notes: String

        /// The file.
        public var url: URL { StoryboardCorpus.folder.appendingPathComponent("storyboards").appendingPathComponent(name) }
        /// The file's path.
        public var path: String { url.path }
        public var testDescription: String { name }

        /// The scene count the notes give ("| 10 scenes").
        public var sceneCount: Int? {
            firstMatch(#"\| (\d+) scenes"#).flatMap { Int($0[0]) }
        }

        /// The line and column of the syntax error, for files the notes call not well formed.
        public var syntaxError: (line: Int, column: Int)? {
            guard notes.contains("NOT WELL-FORMED XML") else { return nil }
            return firstMatch(#"line (\d+), column (\d+)\)"#).map { (Int($0[0])!, Int($0[1])!) }
        }

        /// The line of the syntax error, for files the notes call not well formed.
        public var syntaxErrorLine: Int? { syntaxError?.line }

        /// Whether the notes give a runtime that is not iOS.
        public var isUnsupported: Bool {
            guard let runtime = firstMatch(#"runtime ([A-Za-z.]+)"#)?[0] else { return false }
            return !runtime.hasPrefix("iOS")
        }

        /// Whether the notes list a defect.
        public var listsDefects: Bool { notes.contains("DEFECT") }

        /// The count of each storyboard segue kind ("| segues: push2,show1 |").
        public var segueCounts: [String: Int] {
            guard let list = firstMatch(#"\| segues: ([a-zA-Z0-9,]*) \|"#)?[0] else { return [:] }
            var result: [String: Int] = [:]
            for item in list.split(separator: ",") {
                guard let digits = item.firstIndex(where: \.isNumber) else { continue }
                result[String(item[..<digits])] = Int(item[digits...])
            }
            return result
        }

        /// The counts the notes' "analyzer flags: a=1; b=2" section gives.
        public var analyzerFlags: [String: Int] {
            guard let range = notes.range(of: "analyzer flags: ") else { return [:] }
            let list = notes[range.upperBound...].prefix { $0 != "|" }
            var result: [String: Int] = [:]
            for item in list.split(separator: ";") {
                let parts = item.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, let count = Int(parts[1]) { result[parts[0]] = count }
            }
            return result
        }

        private func firstMatch(_ pattern: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                let match = regex.firstMatch(in: notes, range: NSRange(notes.startIndex..., in: notes))
            else { return nil }
            return (1..<match.numberOfRanges).map { String(notes[Range(match.range(at: $0), in: notes)!]) }
        }
    }

    /// The corpus: `$STORYFLOW_CORPUS` when set, else `shared/corpus` found as a sibling of a folder above this
    /// source file (CI clones main with shared/ beside).
    public static let folder: URL = {
        if let given = ProcessInfo.processInfo.environment["STORYFLOW_CORPUS"], !given.isEmpty { return URL(fileURLWithPath: given) }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/corpus")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MANIFEST.tsv").path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "/nonexistent/shared/corpus")
    }()

    /// Whether the corpus is beside the checkout (CI has it; a fresh clone on its own does not).
    public static var isAvailable: Bool { !entries.isEmpty }

    /// Why tests that need the corpus are skipped when it is not there.
    public static let unavailable: Comment = "needs the storyboard corpus, which is not there (README: The storyboard corpus)"

    /// How to give the tests a corpus, said once by the test that looks for it.
    public static let howToGetIt: Comment = """
        no storyboard corpus at ../shared/corpus or $STORYFLOW_CORPUS, so the tests of real storyboards are skipped: give them one as README's \
        "The storyboard corpus" says (a folder with storyboards/ and MANIFEST.tsv, whose rows name each file's repository, path and commit)
        """

    /// Every manifest row.
    public static let entries: [Entry] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count >= 7 ? Entry(name: String(fields[0]), notes: String(fields[6])) : nil
        }
    }()

    /// The entry for a file name.
    public static func entry(_ name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
