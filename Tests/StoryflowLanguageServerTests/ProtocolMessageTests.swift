import Foundation
import StoryflowTestSupport
import Testing

@testable import StoryflowLanguageServer

/// The typed messages: parameters decoded from parsed JSON, answers encoded back, and what a client is told when a
/// request's parameters are missing or of the wrong kind.
struct ProtocolMessageTests {
    @Test func parametersDecodeFromParsedJSON() throws {
        let params = try JSON.parse(
            Array(#"{"textDocument":{"uri":"file:///a.flow.xml","extra":1},"position":{"line":3,"character":7},"newName":"b"}"#.utf8))
        let request = try JSONValueDecoder.decode(RenameRequest.self, from: params)
        #expect(request.textDocument.uri == "file:///a.flow.xml")
        #expect(request.position == Position(line: 3, character: 7))
        #expect(request.newName == "b")
        let references = try JSONValueDecoder.decode(ReferencesRequest.self, from: params)
        #expect(references.context == nil, "an optional member left out is nil")
    }

    @Test func answersEncodeWithOptionalMembersLeftOut() {
        let start = Position(line: 0, character: 1)
        let range = TextRange(start: start, end: start)
        let item = CompletionItem(label: "id", kind: .property, detail: "attribute", textEdit: TextEdit(range: range, newText: "id"))
        #expect(
            JSONValueEncoder.encode(CompletionList(items: [item])).text
                == #"""
                {"isIncomplete":false,"items":[{"detail":"attribute","kind":10,"label":"id","textEdit":{"newText":"id",\#
                "range":{"end":{"character":1,"line":0},"start":{"character":1,"line":0}}}}]}
                """#
        )
        #expect(JSONValueEncoder.encode([Location]?.none) == .null, "a missing answer is null")
        #expect(JSONValueEncoder.encode(PublishDiagnosticsParams(uri: "u", diagnostics: [])).text == #"{"diagnostics":[],"uri":"u"}"#)
    }

    @Test(arguments: [
        (#"{"textDocument":{"uri":"file:///a.flow.xml"},"position":{"line":0,"character":0}}"#, "the request needs `newName`"),
        (#"{"textDocument":{},"position":{"line":0,"character":0},"newName":"x"}"#, "the request needs `textDocument.uri`"),
        (
            #"{"textDocument":{"uri":"file:///a.flow.xml"},"position":{"line":-1,"character":0},"newName":"x"}"#,
            "`position` needs a line and a character of 0 or more"
        ),
        (
            #"{"textDocument":{"uri":"file:///a.flow.xml"},"position":{"line":"1","character":0},"newName":"x"}"#,
            "`position.line` must be a whole number, not a string"
        ),
        (
            #"{"textDocument":{"uri":"file:///a.flow.xml"},"position":{"line":1.5,"character":0},"newName":"x"}"#,
            "`position.line` must be a whole number, not 1.5"
        ),
        ("null", "the parameters must be an object, not null"),
        (#"{"textDocument":[1],"position":{"line":0,"character":0},"newName":"x"}"#, "`textDocument` must be an object, not an array"),
    ])
    func badParametersSayWhichOneAndWhy(params: String, message: String) throws {
        let parsed = try JSON.parse(Array(params.utf8))
        do {
            _ = try JSONValueDecoder.decode(RenameRequest.self, from: parsed)
            Issue.record("decoded \(params)")
        } catch {
            let response = ResponseError(decoding: error)
            #expect(response.code == .invalidParams)
            #expect(response.message == message)
        }
    }

    @Test func nestedArraysAndSuperclassMembersRoundTrip() throws {
        struct Grid: Codable, Equatable {
            var rows: [[Int]]
            var names: [String: [String]]
        }
        let grid = Grid(rows: [[1, 2], [], [3]], names: ["a": ["x", "y"]])
        let encoded = JSONValueEncoder.encode(grid)
        #expect(encoded.text == #"{"names":{"a":["x","y"]},"rows":[[1,2],[],[3]]}"#)
        #expect(try JSONValueDecoder.decode(Grid.self, from: encoded) == grid)
        let many = JSONValueEncoder.encode(Array(0..<5_000))
        #expect(many.array?.count == 5_000, "an array's elements are appended, not copied each time")
    }

    @Test func whatAClientMayGetWrongInOptionalPartsIsTolerated() throws {
        let server = LanguageServerSession.inProcess()
        // Capabilities of other kinds than LSP says: the session still starts.
        let initialized = try server.request("initialize", ["capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": 1]]]]])
        #expect(initialized["result"] != nil, "\(initialized)")
        // A version that is not a whole number is no version: the document still opens and changes.
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.flow.xml", "version": "1", "text": "<flow version=\"1\"/>"]])
        try server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": "file:///a.flow.xml", "version": 2.5], "contentChanges": [["text": "<flow version=\"1\" initial=\"a\"/>"]]])
        let symbols = try server.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.flow.xml"]])
        #expect(symbols["result"] is [Any], "\(symbols)")
        let references = try server.request(
            "textDocument/references", ["textDocument": ["uri": "file:///a.flow.xml"], "position": lspPosition(0, 0), "context": [:]])
        #expect(references["error"] == nil, "a context without includeDeclaration includes it: \(references)")
        try server.request("shutdown")
        try server.notify("exit")
        #expect(server.finish() == 0)
    }

    @Test func aServerAnswersBadParametersWithInvalidParamsAndGoesOn() throws {
        let server = LanguageServerSession.inProcess()
        _ = try server.request("initialize", ["capabilities": [:], "initializationOptions": "another server's option"])
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.flow.xml", "text": "<flow version=\"1\"/>"]])
        let answer = try server.request("textDocument/rename", ["textDocument": ["uri": "file:///a.flow.xml"], "position": lspPosition(0, 0)])
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32602)
        #expect(error["message"] as? String == "the request needs `newName`")
        #expect(try server.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.flow.xml"]])["result"] is [Any])
        try server.request("shutdown")
        try server.notify("exit")
        #expect(server.finish() == 0)
    }
}
