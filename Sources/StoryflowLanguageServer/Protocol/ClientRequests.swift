/// A request about one open document: its method, its parameters as typed values, and the response it gets. The
/// feature that answers it conforms it (`answer(in:settings:)`), and `LanguageServer.documentRequests` lists it.
protocol DocumentRequest: Decodable, Sendable {
    associatedtype Response: Encodable
    /// The request's LSP method.
    static var method: String { get }
    /// The answer for a document that is neither a flow nor a storyboard (any XML an editor sends).
    static var answerForOtherDocuments: Response { get }
    var textDocument: TextDocumentIdentifier { get }
    /// The answer for `document`, a flow or a storyboard.
    func answer(in document: OpenDocument, settings: ClientSettings) throws(ResponseError) -> Response
}

/// A request about a place in an open document.
protocol PositionRequest: DocumentRequest {
    var position: Position { get }
}

extension PositionRequest {
    /// The byte offset of `position` in `document`.
    func offset(in document: OpenDocument) -> Int { document.lines.offset(of: position) }
}

/// What the client said it can do in `initialize`, as the server uses it.
struct ClientSettings {
    var encoding = PositionEncoding.utf16
    /// Whether completion items may be snippets with tab stops.
    var snippets = false
    /// Whether the client watches files for the server when asked (`.storyflow.yml` changes then reach it).
    var watchesConfiguration = false
}

/// `initialize`: the client's capabilities and the server's options from the editor's settings.
struct InitializeParams: Decodable {
    static let method = "initialize"

    /// What the server reads of the client's capabilities and `initializationOptions` (the `storyflow lsp`
    /// options an editor's settings may give). Each is read on its own: a value of another kind than LSP says
    /// (or another server's option) leaves that one at its default, and the session starts.
    var positionEncodings: [String]?
    var snippetSupport: Bool?
    var watchesFiles: Bool?
    var configuration: String?
    var rulesDocumentation: String?

    init(from decoder: any Decoder) throws {
        let params = try? decoder.container(keyedBy: Key.self)
        let capabilities = params?.lenientMembers(.capabilities)
        positionEncodings = capabilities?.lenientMembers(.general)?.lenient([String].self, forKey: .positionEncodings)
        let completion = capabilities?.lenientMembers(.textDocument)?.lenientMembers(.completion)
        snippetSupport = completion?.lenientMembers(.completionItem)?.lenient(Bool.self, forKey: .snippetSupport)
        watchesFiles = capabilities?.lenientMembers(.workspace)?.lenientMembers(.didChangeWatchedFiles)?.lenient(Bool.self, forKey: .dynamicRegistration)
        let options = params?.lenientMembers(.initializationOptions)
        configuration = options?.lenient(String.self, forKey: .configuration)
        rulesDocumentation = options?.lenient(String.self, forKey: .rulesDocumentation)
    }

    private enum Key: String, CodingKey {
        case capabilities, general, positionEncodings, textDocument, completion, completionItem, snippetSupport, workspace
        case didChangeWatchedFiles, dynamicRegistration, initializationOptions, configuration, rulesDocumentation
    }

    /// The settings the client's capabilities give.
    var settings: ClientSettings {
        ClientSettings(
            encoding: PositionEncoding.negotiated(offered: positionEncodings ?? []), snippets: snippetSupport ?? false,
            watchesConfiguration: watchesFiles ?? false)
    }
}

extension KeyedDecodingContainer {
    /// The member `key` as `type`; nil when it is missing, null or of another kind.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// The members of the object at `key`; nil when it is missing or not an object.
    func lenientMembers(_ key: Key) -> KeyedDecodingContainer<Key>? {
        try? nestedContainer(keyedBy: Key.self, forKey: key)
    }
}

/// `textDocument/completion`.
struct CompletionRequest: PositionRequest {
    static let method = "textDocument/completion"
    static var answerForOtherDocuments: CompletionList { CompletionList(items: []) }
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// `textDocument/definition`: `null` when nothing is declared there.
struct DefinitionRequest: PositionRequest {
    static let method = "textDocument/definition"
    static var answerForOtherDocuments: [Location]? { nil }
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// `textDocument/references`.
struct ReferencesRequest: PositionRequest {
    /// `ReferenceContext`; a context without `includeDeclaration` includes it.
    struct Context: Decodable { var includeDeclaration: Bool? }

    static let method = "textDocument/references"
    static var answerForOtherDocuments: [Location]? { nil }
    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

/// `textDocument/prepareRename`.
struct PrepareRenameRequest: PositionRequest {
    static let method = "textDocument/prepareRename"
    static var answerForOtherDocuments: PrepareRenameResult? { nil }
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// `textDocument/rename`.
struct RenameRequest: PositionRequest {
    static let method = "textDocument/rename"
    static var answerForOtherDocuments: WorkspaceEdit? { nil }
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

/// `textDocument/hover`.
struct HoverRequest: PositionRequest {
    static let method = "textDocument/hover"
    static var answerForOtherDocuments: Hover? { nil }
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// `textDocument/documentSymbol`.
struct DocumentSymbolRequest: DocumentRequest {
    static let method = "textDocument/documentSymbol"
    static var answerForOtherDocuments: [DocumentSymbol] { [] }
    var textDocument: TextDocumentIdentifier
}

/// `shutdown`: no parameters, `null` as the answer; after it only `exit` is taken.
enum ShutdownRequest {
    static let method = "shutdown"
}
