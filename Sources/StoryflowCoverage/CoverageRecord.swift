import Foundation
import StoryflowIO

/// What walks covered, accumulated over runs: per flow file, how many times each scene was shown, each segue
/// ran, each tab was selected and each row was selected. `storyflow run --coverage FILE` adds to it;
/// `storyflow coverage FILE` reports it.
///
/// Stored as JSON: `{"format":"storyflow-coverage","version":1,"files":{"Flows/Ratings.flow.xml":{...}}}`.
/// Segues are keyed by where they are declared (`line:column`), so segues without identifiers are told apart.
public struct CoverageRecord: Codable, Equatable, Sendable {
    /// What one flow file's walks covered.
    public struct FileCoverage: Codable, Equatable, Sendable {
        /// How many runs added to it.
        public var runs = 0
        /// Times each scene appeared, by scene id.
        public var scenes: [String: Int] = [:]
        /// Times each segue ran, by its `line:column`.
        public var segues: [String: Int] = [:]
        /// Times each tab was selected, by `tabBarSceneID#index` (from 0).
        public var tabs: [String: Int] = [:]
        /// Times each row was selected, by `sceneID section.row` (from 0).
        public var rows: [String: Int] = [:]

        public init() {}

        /// Adds `other`'s counts to these; a count that would pass `Int.max` (a file edited by hand) stays there.
        public mutating func merge(_ other: FileCoverage) {
            runs = Self.add(runs, other.runs)
            scenes.merge(other.scenes, uniquingKeysWith: Self.add)
            segues.merge(other.segues, uniquingKeysWith: Self.add)
            tabs.merge(other.tabs, uniquingKeysWith: Self.add)
            rows.merge(other.rows, uniquingKeysWith: Self.add)
        }

        private static func add(_ left: Int, _ right: Int) -> Int {
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? (right < 0 ? Int.min : Int.max) : sum
        }
    }

    /// The format's name, checked on reading.
    public var format = "storyflow-coverage"
    /// The format's version.
    public var version = 1
    /// Coverage by flow file, keyed by the file's path as given to `storyflow run`.
    public var files: [String: FileCoverage] = [:]

    public init() {}

    /// Adds `other`'s counts to these.
    public mutating func merge(_ other: CoverageRecord) {
        for (file, coverage) in other.files { files[file, default: FileCoverage()].merge(coverage) }
    }

    /// The coverage of the flow at `path`: recorded under that path, or under another spelling of the same file.
    public func coverage(of path: String) -> FileCoverage? {
        if let exact = files[path] { return exact }
        let wanted = Self.canonical(path)
        return files.first { Self.canonical($0.key) == wanted }?.value
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Why a coverage file cannot be read or written.
    public struct FileError: Error, CustomStringConvertible {
        /// What went wrong, with the path.
        public var description: String

        /// An error saying `description`.
        public init(_ description: String) { self.description = description }
    }

    /// Reads the record at `path`; an empty record when `allowMissing` and there is no file there.
    public static func read(_ path: String, allowMissing: Bool) throws -> CoverageRecord {
        if allowMissing, !FileManager.default.fileExists(atPath: path) { return CoverageRecord() }
        let text: String
        do {
            text = try InputFile.readText(path)
        } catch {
            throw FileError("cannot read the coverage file \(error)")
        }
        return try parse(text, path: path)
    }

    /// The record `text` (the contents of the file at `path`) holds; an error naming `path` when it is not one.
    public static func parse(_ text: String, path: String) throws -> CoverageRecord {
        guard let record = try? JSONDecoder().decode(CoverageRecord.self, from: Data(text.utf8)),
            record.format == "storyflow-coverage", record.version == 1
        else {
            throw FileError("\(TerminalText.visible(path)) is not a Storyflow coverage file (version 1)")
        }
        for (file, coverage) in record.files.sorted(by: { $0.key < $1.key }) {
            let counts = [
                ("runs", ["": coverage.runs]), ("scenes", coverage.scenes), ("segues", coverage.segues), ("tabs", coverage.tabs), ("rows", coverage.rows),
            ]
            for (kind, values) in counts {
                guard let (key, count) = values.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 }) else { continue }
                let place = key.isEmpty ? kind : "\(kind) \"\(key)\""
                throw FileError(
                    TerminalText.visible("\(path) is not a Storyflow coverage file: \(place) of \(file) has a negative count (\(count)); counts are 0 or more"))
            }
        }
        return record
    }

    /// The record as JSON, keys sorted, so the same coverage gives the same bytes; controls a terminal would act
    /// on are written as `\\uXXXX` escapes.
    public var json: String {
        (JSONText.encoded(self, formatting: [.sortedKeys, .prettyPrinted]) ?? "") + "\n"
    }
}
