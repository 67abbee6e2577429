import Foundation
import StoryflowIO

/// A Language Server Protocol 3.17 server for flow files and storyboards, over a pair of file descriptors
/// (standard input and output): diagnostics as the document changes, completion, go to definition, find
/// references, rename, hover and document symbols.
///
/// Messages are handled one at a time, in order. Diagnostics are published once the input has no message
/// waiting, so a burst of changes is checked once, at its last version. Malformed input (bad framing, text
/// that is not JSON, unknown methods, missing parameters) gets an error response and the session goes on.
///
/// The server runs on the thread that calls `run()` (`storyflow lsp` calls it on the main thread); what it asks of
/// the runtime (a scene's screen for hover) runs on the main actor.
public final class LanguageServer {
    /// What the server says about itself in `initialize`.
    public struct Options: Sendable {
        /// The server's version.
        public var version: String
        /// The configuration file to use instead of the `.storyflow.yml` found upward from each document.
        public var configurationPath: String?
        /// The address of `docs/rules.md`, which diagnostics link to (by rule id anchors); none when `nil`.
        public var rulesDocumentation: String?

        public init(version: String, configurationPath: String? = nil, rulesDocumentation: String? = nil) {
            self.version = version
            self.configurationPath = configurationPath
            self.rulesDocumentation = rulesDocumentation
        }
    }

    private var reader: MessageReader
    private let writer: MessageWriter
    private var options: Options
    private var encoding = PositionEncoding.utf16
    private var snippets = false
    /// Whether the client watches files for the server when asked (`.storyflow.yml` changes then reach it).
    private var watchesConfiguration = false
    private var isInitialized = false
    private var isShuttingDown = false
    private var documents: [String: OpenDocument] = [:]
    /// Documents whose diagnostics are out of date, in the order they changed.
    private var stale: [String] = []

    /// A server reading from `input` and writing to `output`.
    public init(input: Int32, output: Int32, options: Options) {
        reader = MessageReader(descriptor: input)
        writer = MessageWriter(descriptor: output)
        self.options = options
    }

    /// Serves until `exit` or the end of input; returns the exit status: 0 after `shutdown`, 1 otherwise (LSP's
    /// rule for `exit`).
    public func run() -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                return isShuttingDown ? 0 : 1
            case .malformed(let reason):
                respond(id: .null, error: ResponseError(code: .parseError, message: "bad message framing: \(reason)"))
            case .message(let bytes):
                if let status = handle(bytes) { return status }
            }
            if !stale.isEmpty, !reader.hasPendingInput() { publishStaleDiagnostics() }
        }
    }

    /// Handles one message; returns an exit status when it was `exit`.
    private func handle(_ bytes: [UInt8]) -> Int32? {
        let message: JSON
        do {
            message = try JSON.parse(bytes)
        } catch {
            respond(id: .null, error: ResponseError(code: .parseError, message: "the message \(error.reason)"))
            return nil
        }
        let id = message["id"]
        if let id, !Self.isValidID(id) {
            respond(
                id: .null,
                error: ResponseError(code: .invalidRequest, message: "the request's id must be a string or an integer from -2147483648 to 2147483647"))
            return nil
        }
        guard case .object = message, message["jsonrpc"]?.string == "2.0", let method = message["method"]?.string else {
            // A response to a request of ours (the server sends none) or not JSON-RPC at all.
            if let id, message["result"] == nil, message["error"] == nil {
                respond(id: id, error: ResponseError(code: .invalidRequest, message: "a request needs \"jsonrpc\": \"2.0\" and a method"))
            } else if id == nil, message["result"] == nil, message["error"] == nil {
                respond(id: .null, error: ResponseError(code: .invalidRequest, message: "a message needs \"jsonrpc\": \"2.0\" and a method"))
            }
            return nil
        }
        let params = message["params"] ?? .null
        guard let id else {
            if method == "exit" { return isShuttingDown ? 0 : 1 }
            if method == "initialized", isInitialized, watchesConfiguration { registerConfigurationWatch() }
            if isInitialized, !isShuttingDown { notify(method, params) }
            return nil
        }
        do {
            respond(id: id, result: try request(method, params))
        } catch {
            respond(id: id, error: error)
        }
        return nil
    }

    /// Whether `id` is an id LSP allows (`integer | string`, its `integer` being 32 bits): any other number
    /// could not be answered with the same id (1e400 is infinite; 12345678901234567890 has no exact `Double`).
    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .number(let value): value.rounded() == value && (-2_147_483_648...2_147_483_647).contains(value)
        case .string: true
        default: false
        }
    }

    private func request(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        if method == "initialize" {
            guard !isInitialized else { throw ResponseError(code: .invalidRequest, message: "the server is already initialized") }
            return initialize(params)
        }
        guard isInitialized else { throw ResponseError(code: .serverNotInitialized, message: "the server is not initialized: send `initialize` first") }
        guard !isShuttingDown else { throw ResponseError(code: .invalidRequest, message: "the server is shutting down: only `exit` is taken") }
        switch method {
        case "shutdown":
            isShuttingDown = true
            return .null
        case "textDocument/completion", "textDocument/definition", "textDocument/references", "textDocument/prepareRename",
            "textDocument/rename", "textDocument/hover", "textDocument/documentSymbol":
            guard try openDocument(params).isFlowDocument else { return Self.nothing(for: method) }
            return try answer(method, params)
        default:
            throw ResponseError(code: .methodNotFound, message: "the server does not handle `\(method)`")
        }
    }

    /// The empty answer to `method`, for a document that is not a flow or a storyboard.
    private static func nothing(for method: String) -> JSON {
        switch method {
        case "textDocument/completion": ["isIncomplete": false, "items": []]
        case "textDocument/documentSymbol": []
        default: .null
        }
    }

    /// The answer to a request about a flow or a storyboard.
    private func answer(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        switch method {
        case "textDocument/completion":
            let (document, offset) = try position(params)
            return CompletionFeature.items(in: document, at: offset, snippets: snippets)
        case "textDocument/definition":
            let (document, offset) = try position(params)
            return NavigationFeature.definition(in: document, at: offset)
        case "textDocument/references":
            let (document, offset) = try position(params)
            return NavigationFeature.references(in: document, at: offset, includeDeclaration: params["context"]?["includeDeclaration"]?.bool ?? true)
        case "textDocument/prepareRename":
            let (document, offset) = try position(params)
            return try NavigationFeature.prepareRename(in: document, at: offset)
        case "textDocument/rename":
            let (document, offset) = try position(params)
            guard let newName = params["newName"]?.string else { throw ResponseError(code: .invalidParams, message: "rename needs `newName`") }
            return try NavigationFeature.rename(in: document, at: offset, to: newName)
        case "textDocument/hover":
            let (document, offset) = try position(params)
            return HoverFeature.hover(in: document, at: offset)
        default:
            return SymbolsFeature.symbols(in: try openDocument(params))
        }
    }

    private func initialize(_ params: JSON) -> JSON {
        isInitialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = PositionEncoding.negotiated(offered: offered)
        snippets = params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
        watchesConfiguration = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        if let configuration = params["initializationOptions"]?["configuration"]?.string { options.configurationPath = configuration }
        if let rules = params["initializationOptions"]?["rulesDocumentation"]?.string { options.rulesDocumentation = rules }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "completionProvider": ["triggerCharacters": ["<", " ", "\""]],
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "hoverProvider": true,
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "storyflow", "version": .string(options.version)],
        ]
    }

    private func notify(_ method: String, _ params: JSON) {
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            documents[uri] = OpenDocument(uri: uri, text: text, version: item["version"]?.integer ?? 0, encoding: encoding)
            markStale(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
                let text = params["contentChanges"]?.array?.last?["text"]?.string
            else { return }
            document.update(text: text, version: params["textDocument"]?["version"]?.integer ?? document.version + 1)
            markStale(uri)
        case "textDocument/didSave":
            if let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil { markStale(uri) }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else { return }
            stale.removeAll { $0 == uri }
            writer.write(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": .string(uri), "diagnostics": []]])
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            // A .storyflow.yml may have changed: check every open document again.
            for uri in documents.keys.sorted() { markStale(uri) }
        default:
            break
        }
    }

    /// Asks the client to report changes to `.storyflow.yml` files, which the editor does not send as documents:
    /// every open document is then checked again under the new configuration. The client's answer needs nothing.
    private func registerConfigurationWatch() {
        writer.write([
            "jsonrpc": "2.0", "id": "storyflow/watch-configuration", "method": "client/registerCapability",
            "params": [
                "registrations": [
                    [
                        "id": "storyflow-configuration", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": ["watchers": [["globPattern": "**/.storyflow.yml"]]],
                    ]
                ]
            ],
        ])
    }

    private func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    private func publishStaleDiagnostics() {
        for uri in stale {
            guard let document = documents[uri], document.isFlowDocument else { continue }
            let params = DiagnosticsFeature.publish(document, configurationPath: options.configurationPath, rulesDocumentation: options.rulesDocumentation)
            writer.write(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params])
        }
        stale.removeAll()
    }

    private func openDocument(_ params: JSON) throws(ResponseError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw ResponseError(code: .invalidParams, message: "the request needs `textDocument.uri`")
        }
        guard let document = documents[uri] else {
            throw ResponseError(code: .invalidParams, message: "`\(uri)` is not open: send `textDocument/didOpen` first")
        }
        return document
    }

    private func position(_ params: JSON) throws(ResponseError) -> (OpenDocument, Int) {
        let document = try openDocument(params)
        guard let position = Position(params["position"]) else {
            throw ResponseError(code: .invalidParams, message: "the request needs a `position` with a `line` and a `character`")
        }
        return (document, document.lines.offset(of: position))
    }

    private func respond(id: JSON, result: JSON) {
        writer.write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(id: JSON, error: ResponseError) {
        writer.write(["jsonrpc": "2.0", "id": id, "error": error.json])
    }
}
