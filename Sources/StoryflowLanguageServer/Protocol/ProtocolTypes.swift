/// The structures of LSP 3.17 the server sends, named and shaped as the specification has them (optional
/// properties are left out when `nil`).

/// `TextDocumentIdentifier`: which document a request is about.
struct TextDocumentIdentifier: Decodable {
    var uri: String
}

/// `Location`: a range in a document.
struct Location: Encodable, Equatable {
    var uri: String
    var range: TextRange
}

/// `TextEdit`: text to put in place of a range.
struct TextEdit: Encodable, Equatable {
    var range: TextRange
    var newText: String
}

/// `WorkspaceEdit`, with the edits of each document by its URI.
struct WorkspaceEdit: Encodable {
    var changes: [String: [TextEdit]]
}

/// `CompletionItem`, with the edit that inserts it.
struct CompletionItem: Encodable {
    /// LSP's `CompletionItemKind` values the server uses.
    enum Kind: Int, Encodable {
        case property = 10
        case value = 12
        case keyword = 14
        case reference = 18
    }

    /// `InsertTextFormat.Snippet`, for an item whose text has tab stops.
    static let snippetFormat = 2

    var label: String
    var kind: Kind
    var detail: String
    var textEdit: TextEdit
    var insertTextFormat: Int?
}

/// `CompletionList`: the server's lists are always complete.
struct CompletionList: Encodable {
    var isIncomplete = false
    var items: [CompletionItem]
}

/// `MarkupContent`, always Markdown from this server.
struct MarkupContent: Encodable {
    var kind = "markdown"
    var value: String
}

/// `Hover`: what the hovered range is.
struct Hover: Encodable {
    var contents: MarkupContent
    var range: TextRange
}

/// `PrepareRenameResult`: the range a rename replaces and its current text.
struct PrepareRenameResult: Encodable {
    var range: TextRange
    var placeholder: String
}

/// `DocumentSymbol`: a scene (with its segues as children), a segue or a deep link.
struct DocumentSymbol: Encodable {
    /// LSP's `SymbolKind` values the server uses.
    enum Kind: Int, Encodable {
        case `class` = 5
        case constant = 14
        case event = 24
    }

    var name: String
    var detail: String
    var kind: Kind
    var range: TextRange
    var selectionRange: TextRange
    var children: [DocumentSymbol]?
}

/// `Diagnostic` as the editor shows it (named apart from the model's `Diagnostic`, which it is made from).
struct PublishedDiagnostic: Encodable {
    /// `DiagnosticSeverity`.
    enum Severity: Int, Encodable {
        case error = 1
        case warning = 2
        case information = 3
    }

    /// `CodeDescription`: where the rule is explained.
    struct CodeDescription: Encodable {
        var href: String
    }

    /// `DiagnosticRelatedInformation`: another place the message speaks of.
    struct RelatedInformation: Encodable {
        var location: Location
        var message: String
    }

    var range: TextRange
    var severity: Severity
    var source = "storyflow"
    var code: String
    var message: String
    var codeDescription: CodeDescription?
    var relatedInformation: [RelatedInformation]?
}

/// `PublishDiagnosticsParams`: every diagnostic of a document at one version.
struct PublishDiagnosticsParams: Encodable {
    static let method = "textDocument/publishDiagnostics"

    var uri: String
    var version: Int?
    var diagnostics: [PublishedDiagnostic]
}

/// `InitializeResult`: what the server can do and who it is.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct TextDocumentSync: Encodable {
            struct Save: Encodable { var includeText = false }
            var openClose = true
            /// `TextDocumentSyncKind.Full`: each change sends the whole text.
            var change = 1
            var save = Save()
        }

        struct CompletionOptions: Encodable { var triggerCharacters = ["<", " ", "\""] }
        struct RenameOptions: Encodable { var prepareProvider = true }

        var positionEncoding: String
        var textDocumentSync = TextDocumentSync()
        var completionProvider = CompletionOptions()
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = RenameOptions()
        var hoverProvider = true
        var documentSymbolProvider = true
    }

    struct ServerInfo: Encodable {
        var name = "storyflow"
        var version: String
    }

    var capabilities: Capabilities
    var serverInfo: ServerInfo
}

/// `RegistrationParams` of `client/registerCapability`, asking to be told of changes to `.storyflow.yml` files.
struct ConfigurationWatchRegistration: Encodable {
    static let method = "client/registerCapability"
    /// The request's id: the server sends no other request, and the client's answer needs nothing.
    static let requestID = "storyflow/watch-configuration"

    struct Registration: Encodable {
        struct Options: Encodable {
            struct Watcher: Encodable { var globPattern = "**/.storyflow.yml" }
            var watchers = [Watcher()]
        }

        var id = "storyflow-configuration"
        var method = "workspace/didChangeWatchedFiles"
        var registerOptions = Options()
    }

    var registrations = [Registration()]
}
