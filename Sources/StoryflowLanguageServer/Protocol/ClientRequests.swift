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

    /// The parts of `ClientCapabilities` the server reads.
    struct Capabilities: Decodable {
        struct General: Decodable { var positionEncodings: [String]? }
        struct TextDocument: Decodable {
            struct Completion: Decodable {
                struct Item: Decodable { var snippetSupport: Bool? }
                var completionItem: Item?
            }
            var completion: Completion?
        }
        struct Workspace: Decodable {
            struct WatchedFiles: Decodable { var dynamicRegistration: Bool? }
            var didChangeWatchedFiles: WatchedFiles?
        }

        var general: General?
        var textDocument: TextDocument?
        var workspace: Workspace?
    }

    /// `initializationOptions`: the `storyflow lsp` options an editor's settings may give.
    struct Options: Decodable {
        var configuration: String?
        var rulesDocumentation: String?
    }

    var capabilities: Capabilities?
    var initializationOptions: Options?

    init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: CodingKeys.self)
        capabilities = try members.decodeIfPresent(Capabilities.self, forKey: .capabilities)
        // Any value is allowed there (`LSPAny`): other shapes are other servers' options, not an error.
        initializationOptions = try? members.decodeIfPresent(Options.self, forKey: .initializationOptions)
    }

    private enum CodingKeys: String, CodingKey {
        case capabilities, initializationOptions
    }

    /// The settings the client's capabilities give.
    var settings: ClientSettings {
        ClientSettings(
            encoding: PositionEncoding.negotiated(offered: capabilities?.general?.positionEncodings ?? []),
            snippets: capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false,
            watchesConfiguration: capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        )
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
    struct Context: Decodable { var includeDeclaration: Bool }

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
