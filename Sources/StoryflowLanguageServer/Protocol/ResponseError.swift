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

extension ResponseError {
    /// `invalidParams`, saying which parameter of the request is missing or of the wrong kind.
    init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(code: .invalidParams, message: "the request's parameters cannot be read")
            return
        }
        /// The parameter a coding path names, as a phrase: "`position.line`", or "the parameters" for the whole.
        func path(_ keys: [any CodingKey]) -> String {
            let written = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return written.isEmpty ? "the parameters" : "`" + (written.hasPrefix(".") ? String(written.dropFirst()) : written) + "`"
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(code: .invalidParams, message: "the request needs \(path(context.codingPath + [key]))")
        case .typeMismatch(let type, let context):
            self.init(code: .invalidParams, message: "\(path(context.codingPath)) must be \(Self.name(of: type)), not \(context.debugDescription)")
        case .valueNotFound(_, let context):
            self.init(code: .invalidParams, message: "the request needs a value at \(path(context.codingPath))")
        case .dataCorrupted(let context):
            self.init(code: .invalidParams, message: "\(path(context.codingPath)) needs \(context.debugDescription)")
        @unknown default:
            self.init(code: .invalidParams, message: "the request's parameters cannot be read")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a Boolean"
        case is Double.Type, is Float.Type: "a number"
        case is any FixedWidthInteger.Type: "a whole number"
        case is [JSON].Type: "an array"
        default: "an object"
        }
    }
}
