import Foundation
import StoryflowReader

/// A document the editor has open: its text as the editor holds it, and what the server works out from it,
/// computed when first asked for and kept until the next change.
final class OpenDocument {
    let uri: String
    /// The file's path, from a `file:` URI (the URI itself otherwise), for configuration and messages.
    let path: String
    let dialect: NameIndex.Dialect
    /// Whether the document is a flow file or a storyboard (by its name): other documents an editor sends (any
    /// XML) get no diagnostics and no answers.
    let isFlowDocument: Bool
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private let encoding: PositionEncoding

    private var cachedLines: LineIndex?
    private var cachedOutline: XMLOutline?
    private var cachedNames: NameIndex?

    init(uri: String, text: String, version: Int, encoding: PositionEncoding) {
        self.uri = uri
        path = Self.path(of: uri)
        let kind = FlowFileKind(path: path)
        dialect = kind == .storyboard ? .storyboard : .flow
        isFlowDocument = kind != nil
        self.version = version
        bytes = Array(text.utf8)
        self.encoding = encoding
    }

    /// Replaces the text.
    func update(text: String, version: Int) {
        bytes = Array(text.utf8)
        self.version = version
        cachedLines = nil
        cachedOutline = nil
        cachedNames = nil
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    var lines: LineIndex {
        if let cachedLines { return cachedLines }
        let made = LineIndex(bytes, encoding: encoding)
        cachedLines = made
        return made
    }

    var outline: XMLOutline {
        if let cachedOutline { return cachedOutline }
        let made = XMLOutline(bytes)
        cachedOutline = made
        return made
    }

    var names: NameIndex {
        if let cachedNames { return cachedNames }
        let made = NameIndex(outline, dialect: dialect)
        cachedNames = made
        return made
    }

    /// The path a `file://` URI names, percent-decoded; other URIs are kept as they are.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = uri.dropFirst("file://".count)
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    /// The `file://` URI of `path`.
    static func uri(of path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}
