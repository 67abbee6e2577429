import Foundation
import StoryflowIO
import StoryflowModel

/// Findings recorded on one day, so later checks report only what is new (SwiftLint's `--baseline`).
///
/// Findings match by fingerprint (rule, file, scene, the element's text and the message, never line numbers), as
/// many times as the baseline holds each: a baseline with two findings of one fingerprint hides two, and a third
/// is new.
public struct Baseline: Sendable, Equatable {
    /// One recorded finding.
    public struct Entry: Codable, Sendable, Equatable {
        /// The rule id.
        public var rule: String
        /// The file, relative to the folder the check ran in.
        public var file: String
        /// The scene the finding is in (empty outside scenes).
        public var scene: String
        /// The fingerprint's hash.
        public var fingerprint: String
        /// The message, for people reading the baseline in a pull request (not matched).
        public var message: String
    }

    /// The version of the file format this build reads and writes.
    public static let formatVersion = 1

    /// The largest baseline read, and so the largest written (`check --write-baseline` refuses to write a larger
    /// one): 64 MiB, some 200,000 findings.
    public static let maximumFileSize = InputFile.maximumSize

    /// The findings, sorted by file, rule, scene and fingerprint.
    public private(set) var entries: [Entry]

    /// A baseline of `diagnostics`, fingerprinted by `fingerprints`, with the entries of `earlier` for files
    /// outside `checkedFiles` kept (a check of some files records them without forgetting the others).
    public init(_ diagnostics: [Diagnostic], fingerprints: [Diagnostic: Fingerprint], keeping earlier: Baseline? = nil, checkedFiles: Set<String> = []) {
        let kept = earlier?.entries.filter { !checkedFiles.contains($0.file) } ?? []
        entries =
            (kept
            + diagnostics.compactMap { diagnostic in
                fingerprints[diagnostic].map {
                    Entry(rule: $0.rule, file: $0.file, scene: $0.scene, fingerprint: $0.hash, message: diagnostic.message)
                }
            }).sorted { ($0.file, $0.rule, $0.scene, $0.fingerprint, $0.message) < ($1.file, $1.rule, $1.scene, $1.fingerprint, $1.message) }
    }

    /// What filtering a check through a baseline gives.
    public struct Filtered: Sendable {
        /// The findings not in the baseline.
        public var new: [Diagnostic]
        /// How many findings the baseline hid.
        public var hidden: Int
        /// Entries of the files checked that no finding matched: fixed since, or moved to another scene.
        public var fixed: [Entry]
    }

    /// `diagnostics` less those the baseline holds. `checkedFiles` (named as the fingerprints name them) are
    /// the files the check read: entries of other files are neither matched nor counted as fixed.
    public func filter(_ diagnostics: [Diagnostic], fingerprints: [Diagnostic: Fingerprint], checkedFiles: Set<String>) -> Filtered {
        var remaining: [String: [Entry]] = [:]
        for entry in entries { remaining[entry.fingerprint, default: []].append(entry) }
        var new: [Diagnostic] = []
        var hidden = 0
        for diagnostic in diagnostics {
            if let hash = fingerprints[diagnostic]?.hash, var left = remaining[hash], !left.isEmpty {
                left.removeLast()
                remaining[hash] = left
                hidden += 1
            } else {
                new.append(diagnostic)
            }
        }
        let fixed = entries.filter { entry in
            guard checkedFiles.contains(entry.file), var left = remaining[entry.fingerprint], !left.isEmpty else { return false }
            left.removeLast()
            remaining[entry.fingerprint] = left
            return true
        }
        return Filtered(new: new, hidden: hidden, fixed: fixed)
    }

    private struct File: Codable {
        var version: Int
        var tool: String
        var findings: [Entry]
    }

    /// The baseline as JSON: sorted keys, one finding per object, the same bytes for the same findings.
    public func json() -> String {
        (JSONText.encoded(File(version: Self.formatVersion, tool: "storyflow", findings: entries), formatting: [.prettyPrinted, .sortedKeys]) ?? "{}") + "\n"
    }

    /// Reads a baseline written by `json()`.
    public static func read(_ path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maximumSize: maximumFileSize)
        } catch {
            throw BaselineError(path: path, reason: error.reason)
        }
        return try parse(bytes, path: path)
    }

    /// The baseline `bytes` (the contents of the file at `path`) hold; an error naming `path` when they are not one.
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw BaselineError(
                path: path, reason: "is not a storyflow baseline (write one with `storyflow check --write-baseline FILE`): \(Self.describe(error))")
        }
        guard file.version == formatVersion else {
            throw BaselineError(
                path: path,
                reason:
                    "is a baseline of format version \(file.version); this storyflow reads version \(formatVersion) (write it again with `--write-baseline`)")
        }
        return Baseline(entries: file.findings)
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: "the JSON is malformed (\(context.debugDescription))"
        case .keyNotFound(let key, _)?: "a finding has no `\(key.stringValue)`"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "`\(context.codingPath.map(\.stringValue).joined(separator: "."))` has the wrong type"
        default: "the JSON is malformed"
        }
    }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// The baseline's path.
    public var path: String
    /// What is wrong, as a sentence ending that follows the path.
    public var reason: String

    public var description: String { "\(TerminalText.visible(path)): \(TerminalText.visible(reason))" }
}
