import Foundation
import StoryflowIO
import StoryflowModel

/// Reads flow files (`.flow.xml`) and Xcode storyboards (`.storyboard`) into `FlowDocument`s.
public enum FlowLoader {
    /// Reads the file at `path`, showing each scene to `visit` (if given) as it is read.
    public static func load(contentsOf path: String, visitingScenes visit: SceneVisitor? = nil) throws(LoadError) -> LoadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw LoadError(path: path, reason: "is a directory") }
        let contents = try FileBytes(contentsOf: path)
        let result = load(ByteSource(file: contents), file: path, visit: visit)
        if let failure = contents.failure { throw LoadError(path: path, reason: "cannot be read: \(failure)") }
        return result
    }

    /// Reads the file at `path`, counting its scenes in `progress` as they are read (`Reading path (N scenes)`).
    public static func load(contentsOf path: String, counting progress: WorkProgress) throws(LoadError) -> LoadResult {
        progress.begin("Reading", unit: "scenes", subject: path)
        return try load(contentsOf: path) { _, _ in progress.advance() }
    }

    /// Reads a flow from a string, naming it `file` in locations, showing each scene to `visit` (if given) as it
    /// is read.
    public static func load(string: String, file: String = "<string>", visitingScenes visit: SceneVisitor? = nil) -> LoadResult {
        load(data: Data(string.utf8), file: file, visitingScenes: visit)
    }

    /// Reads a flow from raw bytes, naming it `file` in locations. Storyboards (a `.storyboard` file, or a root
    /// element `<document>` or `<archive>`) go to the storyboard reader, everything else to the flow reader.
    /// `visit`, if given, sees each scene as it is read.
    public static func load(data: Data, file: String, visitingScenes visit: SceneVisitor? = nil) -> LoadResult {
        data.withUnsafeBytes { raw in
            load(ByteSource(inMemory: raw.bindMemory(to: UInt8.self)), file: file, visit: visit)
        }
    }

    /// Reads the document in `source`. `visit`, if given, sees each scene as it is read. A document of at least
    /// `concurrentMinimumSize` bytes is read on two threads.
    static func load(
        _ source: ByteSource, file: String, visit: SceneVisitor? = nil,
        concurrentMinimumSize: Int = ReaderTuning.concurrentReadMinimumSize
    ) -> LoadResult {
        if source.count == 0 {
            return LoadResult(
                document: nil,
                diagnostics: [
                    Diagnostic(
                        location: SourceLocation(file: file, line: 1, column: 1), severity: .error,
                        rule: ReaderRule.xmlSyntax.rawValue,
                        message: "the file is empty; a flow file starts with <flow version=\"1\">, a storyboard with <document>"
                    )
                ])
        }
        let concurrent = source.count >= concurrentMinimumSize && ProcessInfo.processInfo.activeProcessorCount > 1
        source.makeAvailable(upTo: 4096)
        if let problem = notXML(Array(source.bytes.prefix(512)), file: file) {
            let location = SourceLocation(file: file, line: 1, column: 1)
            return LoadResult(
                document: nil, diagnostics: [Diagnostic(location: location, severity: .error, rule: ReaderRule.xmlSyntax.rawValue, message: problem)])
        }
        if isStoryboard(data: Data(UnsafeBufferPointer(rebasing: source.bytes.prefix(4096))), file: file) {
            let builder = StoryboardDocumentReader(file: file, visit: visit)
            let stream = read(source, file: file, handler: builder, concurrent: concurrent)
            builder.finish(readWhole: !stream.hasErrors)
            return result(stream: stream, diagnostics: builder.diagnostics, document: builder.document)
        }
        let builder = FlowDocumentReader(file: file, visit: visit)
        let stream = read(source, file: file, handler: builder, concurrent: concurrent)
        return result(stream: stream, diagnostics: builder.diagnostics, document: builder.document)
    }

    /// What to say of a document whose first character (after a UTF-8 byte order mark and white space) is not `<`,
    /// which no XML document starts with: what it starts with, and how to run it when it looks like a walk. Nil
    /// for XML, and for UTF-16 and UTF-32 text, which the parser reads.
    static func notXML(_ start: [UInt8], file: String) -> String? {
        var bytes = start[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), ![UInt8(ascii: "<"), 0x00, 0xFE, 0xFF].contains(first) else {
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let firstLine = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let shown = firstLine.count > 40 ? String(firstLine.prefix(40)) + "…" : firstLine
        if WalkFileGuess.looksLikeScript(file, start: text) { return WalkFileGuess.advice(for: file, namingIt: false) }
        return """
            this is not XML: it starts with `\(TerminalText.visible(shown))`, where a flow file starts with <?xml version="1.0"?> or \
            <flow version="1"> and a storyboard with <?xml version="1.0"?> and <document>
            """
    }

    /// Whether `data` is read as a storyboard: by its file name, else by its root element.
    static func isStoryboard(data: Data, file: String) -> Bool {
        if let kind = FlowFileKind(path: file) { return kind == .storyboard }
        let root = rootElementName(data.count > 4096 ? Data(data.prefix(4096)) : data)
        return root == "document" || root == "archive"
    }

    /// The name of the first element in `data`, skipping the XML declaration, comments and whitespace.
    static func rootElementName(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = open + 1 < bytes.count ? bytes[open + 1] : 0
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = close + 1
                continue
            }
            let nameEnd =
                bytes[(open + 1)...].firstIndex { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") }
                ?? bytes.count
            return String(decoding: bytes[(open + 1)..<nameEnd], as: UTF8.self)
        }
        return nil
    }

    private static func read(
        _ source: ByteSource, file: String, handler: some XMLStreamHandler, concurrent: Bool
    ) -> XMLStreamReader {
        let stream = XMLStreamReader(file: file)
        stream.read(source, handler: handler, concurrent: concurrent)
        return stream
    }

    private static func result(stream: XMLStreamReader, diagnostics: [Diagnostic], document: FlowDocument?) -> LoadResult {
        let syntaxFailed = stream.diagnostics.contains { $0.severity == .error }
        let diagnostics = (stream.diagnostics + diagnostics).sorted()
        return LoadResult(document: syntaxFailed ? nil : document, diagnostics: diagnostics)
    }
}
