import Foundation
import StoryflowModel

/// What reading one file produced: the document (when the file was readable as a flow at all) and every
/// problem found on the way.
public struct LoadResult: Sendable {
    /// The document, or `nil` when the file is not well formed or not a flow.
    public var document: FlowDocument?
    /// Problems found while reading, in document order.
    public var diagnostics: [Diagnostic]
}

/// An input/output failure: the path does not exist or cannot be read. Distinct from diagnostics about the
/// content, because the command line exits 2 for these.
public struct LoadError: Error, Sendable, CustomStringConvertible {
    /// The path that failed.
    public var path: String
    /// Why.
    public var reason: String

    /// Creates an error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Reads flow files (`.flow.xml`) into `FlowDocument`s.
public enum FlowLoader {
    /// Reads the file at `path`.
    public static func load(contentsOf path: String) throws(LoadError) -> LoadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw LoadError(path: path, reason: "is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LoadError(path: path, reason: "cannot be opened for reading (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw LoadError(path: path, reason: "cannot be read: \(error.localizedDescription)")
        }
        return load(data: data, file: path)
    }

    /// Reads a flow from a string, naming it `file` in locations.
    public static func load(string: String, file: String = "<string>") -> LoadResult {
        load(data: Data(string.utf8), file: file)
    }

    /// Reads a flow from raw bytes, naming it `file` in locations.
    public static func load(data: Data, file: String) -> LoadResult {
        let builder = FlowDocumentReader(file: file)
        let stream = XMLStreamReader(file: file)
        _ = data.withUnsafeBytes { raw in
            stream.read(raw.bindMemory(to: UInt8.self), handler: builder)
        }
        let syntaxFailed = stream.diagnostics.contains { $0.severity == .error }
        let diagnostics = (stream.diagnostics + builder.sink.diagnostics).sorted()
        if data.isEmpty {
            return LoadResult(document: nil, diagnostics: [Diagnostic(
                location: SourceLocation(file: file, line: 1, column: 1), severity: .error,
                rule: ReaderRule.xmlSyntax.rawValue, message: "the file is empty; a flow file starts with <flow version=\"1\">"
            )])
        }
        return LoadResult(document: syntaxFailed ? nil : builder.document, diagnostics: diagnostics)
    }
}
