import Foundation
import Testing

/// The shared corpus of real storyboards (`shared/corpus/storyboards`) and its MANIFEST.tsv notes.
enum StoryboardCorpus {
    /// One MANIFEST.tsv row: the file name and its notes.
    struct Entry: Sendable, CustomTestStringConvertible {
        var name: String
        var notes: String

        var path: String { StoryboardCorpus.folder.appendingPathComponent("storyboards/\(name)").path }
        var testDescription: String { name }

        /// The counts the notes' "analyzer flags: a=1; b=2" section gives.
        var analyzerFlags: [String: Int] {
            guard let range = notes.range(of: "analyzer flags: ") else { return [:] }
            let list = notes[range.upperBound...].prefix { $0 != "|" }
            var result: [String: Int] = [:]
            for item in list.split(separator: ";") {
                let parts = item.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, let count = Int(parts[1]) { result[parts[0]] = count }
            }
            return result
        }

        /// The count of each storyboard segue kind ("| segues: push2,show1 |").
        var segueCounts: [String: Int] {
            guard let start = notes.range(of: "| segues: ") else { return [:] }
            var result: [String: Int] = [:]
            for item in notes[start.upperBound...].prefix(while: { $0 != "|" }).split(separator: ",") {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let digits = text.firstIndex(where: \.isNumber) else { continue }
                result[String(text[..<digits])] = Int(text[digits...])
            }
            return result
        }

        /// The line of the syntax error, for files the notes call not well formed.
        var syntaxErrorLine: Int? {
            guard notes.contains("NOT WELL-FORMED XML"), let range = notes.range(of: #"line (\d+), column"#, options: .regularExpression) else { return nil }
            return Int(notes[range].dropFirst(5).prefix { $0.isNumber })
        }

        /// Whether the notes list a defect.
        var listsDefects: Bool { notes.contains("DEFECT") }
    }

    /// `shared/corpus`, beside a folder above this source file.
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
            return fields.count >= 7 ? Entry(name: String(fields[0]), notes: String(fields[6])) : nil
        }
    }()
}
