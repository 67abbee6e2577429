import Foundation
import StoryflowIO
import StoryflowModel
import StoryflowReader

/// What identifies a finding across edits: its rule, its file, the scene it is in, the text of the element it
/// points at and its message, never its line or column, so a finding keeps its fingerprint when lines are added
/// or removed elsewhere in the file (SARIF 2.1.0 Appendix B's advice for `partialFingerprints`).
public struct Fingerprint: Hashable, Sendable {
    /// The finding's rule id.
    public var rule: String
    /// The file, relative to the current folder when it is inside it (`./` and `..` resolved).
    public var file: String
    /// The id of the scene the finding is in: the nearest scene declared at or before it (empty outside scenes).
    public var scene: String
    /// 16 hex digits: a 64-bit FNV-1a hash of the rule, file, scene, the element the finding points at (its text
    /// from the finding's column to the end of the tag, the line or 1 KB, whitespace collapsed), and its message
    /// with line and column numbers taken out.
    public var hash: String

    /// The fingerprint of `diagnostic`, whose file's bytes are `source` and whose scenes start at `scenes`.
    init(_ diagnostic: Diagnostic, file: String, source: SourceText, scenes: SceneStarts) {
        rule = diagnostic.rule
        self.file = file
        scene = scenes.scene(containing: diagnostic.location)
        let element = Self.element(at: diagnostic.location, in: source)
        var hasher = FNV1a()
        for part in [rule, file, scene, element, Self.withoutPositions(diagnostic.message)] {
            hasher.add(part)
            hasher.add("\u{0}")
        }
        hash = hasher.hex
    }

    /// The most bytes of an element's text a fingerprint takes.
    static let elementBytes = 1_024

    /// The text at `location`: up to the first `>` (included), the end of the line or `elementBytes`, with runs of
    /// whitespace made one space. On a storyboard written on one line, that is the element alone.
    static func element(at location: SourceLocation, in source: SourceText) -> String {
        guard location.line >= 1, location.line <= source.lineCount else { return "" }
        let start = source.byteOffset(line: location.line, column: location.column)
        let lineEnd = source.lineRange(location.line - 1).upperBound
        var end = start
        while end < lineEnd, end - start < elementBytes {
            end += 1
            if source.bytes[end - 1] == UInt8(ascii: ">") { break }
        }
        let text = String(decoding: source.bytes[start..<end], as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// `message` with the numbers of `line N`, `lines N` and `N:M` positions replaced by `#`, so a message that
    /// names another place ("first declared at line 12") keeps its fingerprint when that place moves.
    static func withoutPositions(_ message: String) -> String {
        message
            .replacing(#/(?i)\b(lines?)((,? (and )?)?\d+)+/#) { "\($0.1) #" }
            .replacing(#/\d+:\d+/#, with: "#:#")
    }
}

/// Computes fingerprints for the findings of a check, reading each file with findings once.
public enum Fingerprinter {
    /// The fingerprint of every diagnostic, its file named relative to `folder` (the current folder by default;
    /// a baseline's own folder, so the baseline matches wherever the check runs). A file that cannot be read
    /// again gives fingerprints of its rule, file and message alone.
    public static func fingerprints(of diagnostics: [Diagnostic], relativeTo folder: String? = nil) -> [Diagnostic: Fingerprint] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        var result: [Diagnostic: Fingerprint] = [:]
        for (file, found) in byFile {
            let bytes = (try? InputFile.read(file)) ?? []
            let source = SourceText(bytes)
            let scenes = SceneStarts(bytes: bytes, file: file)
            let relative = relativePath(file, to: folder)
            for diagnostic in found {
                result[diagnostic] = Fingerprint(diagnostic, file: relative, source: source, scenes: scenes)
            }
        }
        return result
    }

    /// `path` relative to `folder` (the current folder by default) when it is inside it, with `.` and `..`
    /// segments resolved; absolute otherwise.
    public static func relativePath(_ path: String, to folder: String? = nil) -> String {
        let current = FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        let base = folder.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 } ?? current
        let folder = URL(fileURLWithPath: base).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }
}

/// Where each scene of a flow or storyboard starts, to name the scene a finding is in.
struct SceneStarts {
    private var starts: [(line: Int, column: Int, id: String)] = []

    init(bytes: [UInt8], file: String) {
        guard file.hasSuffix(".xml") || file.hasSuffix(".storyboard") else { return }
        guard let document = FlowLoader.load(data: Data(bytes), file: file).document else { return }
        starts = document.scenes.map { ($0.location.line, $0.location.column, $0.id) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The id of the last scene starting at or before `location`; empty when none does.
    func scene(containing location: SourceLocation) -> String {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if (starts[middle].line, starts[middle].column) <= (location.line, location.column) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? "" : starts[low - 1].id
    }
}

/// The 64-bit FNV-1a hash: small, fast and the same on every platform and run (Swift's `Hasher` is seeded).
struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
