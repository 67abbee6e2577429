/// A JSON-RPC error response: its code and a message for the person at the editor.
public struct ResponseError: Error, Sendable {
    /// The error codes of JSON-RPC 2.0 and LSP 3.17 the server sends.
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    var json: JSON { ["code": .number(Double(code.rawValue)), "message": .string(message)] }
}
