/// A notification from the client that the server acts on, with its parameters as typed values.
enum ClientNotification {
    /// `textDocument/didOpen`: the editor holds the document now, with this text.
    struct DidOpen: Decodable {
        struct Item: Decodable {
            var uri: String
            var text: String
            /// The version, when it is a whole number (another kind of value is taken as no version).
            var version: Int?

            init(from decoder: any Decoder) throws {
                let members = try decoder.container(keyedBy: CodingKeys.self)
                uri = try members.decode(String.self, forKey: .uri)
                text = try members.decode(String.self, forKey: .text)
                version = members.lenient(Int.self, forKey: .version)
            }

            private enum CodingKeys: String, CodingKey { case uri, text, version }
        }
        var textDocument: Item
    }

    /// `textDocument/didChange`, with the whole text (the server asks for full synchronisation).
    struct DidChange: Decodable {
        struct Identifier: Decodable {
            var uri: String
            /// The version, when it is a whole number (another kind of value is taken as no version).
            var version: Int?

            init(from decoder: any Decoder) throws {
                let members = try decoder.container(keyedBy: CodingKeys.self)
                uri = try members.decode(String.self, forKey: .uri)
                version = members.lenient(Int.self, forKey: .version)
            }

            private enum CodingKeys: String, CodingKey { case uri, version }
        }
        struct Change: Decodable { var text: String }
        var textDocument: Identifier
        var contentChanges: [Change]
    }

    /// `textDocument/didSave` or `textDocument/didClose`: which document.
    struct DocumentEvent: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    case initialized
    case didOpen(DidOpen)
    case didChange(DidChange)
    case didSave(DocumentEvent)
    case didClose(DocumentEvent)
    /// `workspace/didChangeWatchedFiles` or `workspace/didChangeConfiguration`: a `.storyflow.yml` may have changed.
    case configurationMayHaveChanged
    case exit

    /// The notification `method` with `params`; `nil` for a method the server does not act on, or parameters it
    /// cannot read (a notification gets no answer, so there is nobody to tell).
    init?(method: String, params: JSON) {
        do {
            switch method {
            case "initialized": self = .initialized
            case "exit": self = .exit
            case "textDocument/didOpen": self = .didOpen(try JSONValueDecoder.decode(DidOpen.self, from: params))
            case "textDocument/didChange": self = .didChange(try JSONValueDecoder.decode(DidChange.self, from: params))
            case "textDocument/didSave": self = .didSave(try JSONValueDecoder.decode(DocumentEvent.self, from: params))
            case "textDocument/didClose": self = .didClose(try JSONValueDecoder.decode(DocumentEvent.self, from: params))
            case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration": self = .configurationMayHaveChanged
            default: return nil
            }
        } catch {
            return nil
        }
    }
}
