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

    /// The requests about a document the server answers, each with the feature answering it.
    static let documentRequests: [any DocumentRequest.Type] = [
        CompletionRequest.self, DefinitionRequest.self, ReferencesRequest.self, PrepareRenameRequest.self, RenameRequest.self, HoverRequest.self,
        DocumentSymbolRequest.self,
    ]
    private static let documentRequestsByMethod = Dictionary(uniqueKeysWithValues: documentRequests.map { ($0.method, $0) })

    private var reader: MessageReader
    private let writer: MessageWriter
    private var options: Options
    private var settings = ClientSettings()
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
            switch ClientNotification(method: method, params: params) {
            case .exit?: return isShuttingDown ? 0 : 1
            case let notification? where isInitialized && !isShuttingDown: apply(notification)
            default: break
            }
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
        if method == InitializeParams.method {
            guard !isInitialized else { throw ResponseError(code: .invalidRequest, message: "the server is already initialized") }
            return JSONValueEncoder.encode(initialize(try decoded(InitializeParams.self, from: params)))
        }
        guard isInitialized else { throw ResponseError(code: .serverNotInitialized, message: "the server is not initialized: send `initialize` first") }
        guard !isShuttingDown else { throw ResponseError(code: .invalidRequest, message: "the server is shutting down: only `exit` is taken") }
        if method == ShutdownRequest.method {
            isShuttingDown = true
            return .null
        }
        guard let type = Self.documentRequestsByMethod[method] else {
            throw ResponseError(code: .methodNotFound, message: "the server does not handle `\(method)`")
        }
        return try answer(type, params)
    }

    /// The answer to a request of `type` about an open document.
    private func answer<Request: DocumentRequest>(_ type: Request.Type, _ params: JSON) throws(ResponseError) -> JSON {
        let request = try decoded(Request.self, from: params)
        let document = try openDocument(request.textDocument.uri)
        guard document.isFlowDocument else { return JSONValueEncoder.encode(Request.answerForOtherDocuments) }
        return JSONValueEncoder.encode(try request.answer(in: document, settings: settings))
    }

    private func decoded<Params: Decodable>(_ type: Params.Type, from params: JSON) throws(ResponseError) -> Params {
        do {
            return try JSONValueDecoder.decode(type, from: params)
        } catch {
            throw ResponseError(decoding: error)
        }
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        isInitialized = true
        settings = params.settings
        if let configuration = params.configuration { options.configurationPath = configuration }
        if let rules = params.rulesDocumentation { options.rulesDocumentation = rules }
        return InitializeResult(capabilities: .init(positionEncoding: settings.encoding.rawValue), serverInfo: .init(version: options.version))
    }

    private func apply(_ notification: ClientNotification) {
        switch notification {
        case .initialized:
            if settings.watchesConfiguration { registerConfigurationWatch() }
        case .didOpen(let opened):
            let item = opened.textDocument
            documents[item.uri] = OpenDocument(uri: item.uri, text: item.text, version: item.version ?? 0, encoding: settings.encoding)
            markStale(item.uri)
        case .didChange(let change):
            guard let document = documents[change.textDocument.uri], let text = change.contentChanges.last?.text else { return }
            document.update(text: text, version: change.textDocument.version ?? document.version + 1)
            markStale(document.uri)
        case .didSave(let saved):
            if documents[saved.textDocument.uri] != nil { markStale(saved.textDocument.uri) }
        case .didClose(let closed):
            let uri = closed.textDocument.uri
            guard documents.removeValue(forKey: uri) != nil else { return }
            stale.removeAll { $0 == uri }
            notify(PublishDiagnosticsParams.method, PublishDiagnosticsParams(uri: uri, diagnostics: []))
        case .configurationMayHaveChanged:
            // A .storyflow.yml may have changed: check every open document again.
            for uri in documents.keys.sorted() { markStale(uri) }
        case .exit:
            break
        }
    }

    /// Asks the client to report changes to `.storyflow.yml` files, which the editor does not send as documents:
    /// every open document is then checked again under the new configuration. The client's answer needs nothing.
    private func registerConfigurationWatch() {
        writer.write([
            "jsonrpc": "2.0", "id": .string(ConfigurationWatchRegistration.requestID), "method": .string(ConfigurationWatchRegistration.method),
            "params": JSONValueEncoder.encode(ConfigurationWatchRegistration()),
        ])
    }

    private func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    private func publishStaleDiagnostics() {
        for uri in stale {
            guard let document = documents[uri], document.isFlowDocument else { continue }
            let params = DiagnosticsFeature.publish(document, configurationPath: options.configurationPath, rulesDocumentation: options.rulesDocumentation)
            notify(PublishDiagnosticsParams.method, params)
        }
        stale.removeAll()
    }

    private func openDocument(_ uri: String) throws(ResponseError) -> OpenDocument {
        guard let document = documents[uri] else {
            throw ResponseError(code: .invalidParams, message: "`\(uri)` is not open: send `textDocument/didOpen` first")
        }
        return document
    }

    private func notify(_ method: String, _ params: some Encodable) {
        writer.write(["jsonrpc": "2.0", "method": .string(method), "params": JSONValueEncoder.encode(params)])
    }

    private func respond(id: JSON, result: JSON) {
        writer.write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(id: JSON, error: ResponseError) {
        writer.write(["jsonrpc": "2.0", "id": id, "error": error.json])
    }
}
