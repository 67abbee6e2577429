import Foundation
import StoryflowTestSupport
import Testing

/// The language server as an editor uses it, in the test's process: spoken to over a pair of pipes.
@Suite(.serialized)
struct LanguageServerTests {
    static let flow = LanguageServerSampleFlow.text
    static let uri = LanguageServerSampleFlow.uri

    private func start(_ capabilities: [String: Any] = [:]) throws -> LanguageServerSession {
        let server = LanguageServerSession.inProcess()
        let initialized = try server.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        let result = try #require(initialized["result"] as? [String: Any])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "storyflow")
        try server.notify("initialized")
        return server
    }

    private func open(_ server: LanguageServerSession, _ text: String, uri: String = uri) throws {
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]])
    }

    private func at(_ line: Int, _ character: Int, uri: String = uri) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": lspPosition(line, character)]
    }

    @Test func diagnosticsFollowEveryChangeWithRuleCodesAndLinks() throws {
        let server = try start()
        try open(server, Self.flow.replacingOccurrences(of: "destination=\"edit\"", with: "destination=\"edt\""))
        let opened = try server.nextDiagnostics()
        #expect(opened["version"] as? Int == 1)
        let diagnostics = try #require(opened["diagnostics"] as? [[String: Any]])
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-destination" }, "\(diagnostics)")
        #expect(unknown["severity"] as? Int == 1)
        #expect((unknown["message"] as? String)?.contains("did you mean `edit`") == true)
        #expect(unknown["range"] as? NSDictionary == ["start": ["line": 8, "character": 8], "end": ["line": 8, "character": 14]] as NSDictionary)
        let link = try #require((unknown["codeDescription"] as? [String: Any])?["href"] as? String)
        #expect(link.hasPrefix("file://") && link.hasSuffix("docs/rules.md#unknown-destination"), "the checkout's rules reference: \(link)")

        try server.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": Self.flow]]])
        let changed = try server.nextDiagnostics()
        #expect(changed["version"] as? Int == 2)
        #expect((changed["diagnostics"] as? [Any])?.isEmpty == true, "fixed: \(changed)")

        try server.notify("textDocument/didClose", ["textDocument": ["uri": Self.uri]])
        #expect((try server.nextDiagnostics()["diagnostics"] as? [Any])?.isEmpty == true, "closing clears the document's diagnostics")
        #expect(try server.request("shutdown")["result"] is NSNull)
        try server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func aDuplicateIdPointsAtTheFirstDeclaration() throws {
        let server = try start()
        try open(server, Self.flow.replacingOccurrences(of: "<viewController id=\"edit\"", with: "<viewController id=\"list\""))
        let diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
        let duplicate = try #require(diagnostics.first { ($0["message"] as? String)?.contains("already used") == true }, "\(diagnostics)")
        let related = try #require((duplicate["relatedInformation"] as? [[String: Any]])?.first)
        #expect(related["message"] as? String == "first declared here")
        let location = try #require(related["location"] as? [String: Any])
        #expect(location["uri"] as? String == Self.uri)
        #expect(((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == 5)
    }

    @Test func completionOffersTheFormatsVocabularyAndTheDocumentsNames() throws {
        let server = try start()
        try open(server, Self.flow)
        func labels(_ response: [String: Any]) -> [String] {
            (((response["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        }
        // Inside destination="edit": the scene ids, with their titles.
        let scenes = labels(try server.request("textDocument/completion", at(8, 55)))
        #expect(scenes == ["edit", "list", "nav"])
        // Inside kind="present": the segue kinds.
        #expect(labels(try server.request("textDocument/completion", at(8, 30))).contains("popover"))
        // Inside action="done" of the unwind segue: the unwind actions.
        #expect(labels(try server.request("textDocument/completion", at(14, 56))) == ["done"])

        // A tag opened in a scene: the elements a view controller takes.
        let typed = Self.flow.replacingOccurrences(of: "    <button title=\"Save\">", with: "    <se\n    <button title=\"Save\">")
        try server.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": typed]]])
        let elements = labels(try server.request("textDocument/completion", at(14, 7)))
        #expect(elements.contains("segue") && elements.contains("tableView") && elements.contains("input"), "\(elements)")
        #expect(!elements.contains("root"), "a view controller has no root")

        // Attribute names of <segue>, less those it has.
        let attributes = labels(try server.request("textDocument/completion", at(8, 23)))
        #expect(attributes.contains("presentation") && attributes.contains("animated"), "\(attributes)")
        #expect(!attributes.contains("kind") && !attributes.contains("destination"))
    }

    // Hover on a scene draws its screen on the main actor, which other tests in this process hold for a minute
    // at a time: it is tested on the built executable (StoryflowCLITests/LanguageServerHoverTests).
    @Test func definitionReferencesRenameAndSymbols() throws {
        let server = try start()
        try open(server, Self.flow)
        // destination="edit" goes to <viewController id="edit">.
        let definition = try #require(try server.request("textDocument/definition", at(8, 55))["result"] as? [[String: Any]])
        #expect(definition.count == 1)
        #expect(((definition[0]["range"] as? [String: Any])?["start"] as? NSDictionary) == ["line": 13, "character": 22] as NSDictionary)
        // The unwind segue's action goes to <unwindAction name="done">.
        let unwind = try #require(try server.request("textDocument/definition", at(14, 56))["result"] as? [[String: Any]])
        #expect(((unwind.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == 11)
        // Nothing to go to from a title.
        #expect(try server.request("textDocument/definition", at(5, 70))["result"] is NSNull)

        var references = try #require(
            try server.request("textDocument/references", at(3, 18).merging(["context": ["includeDeclaration": true]]) { $1 })["result"] as? [[String: Any]])
        #expect(references.compactMap { ($0["range"] as? [String: Any]).flatMap { ($0["start"] as? [String: Any])?["line"] as? Int } } == [3, 5])
        references = try #require(
            try server.request("textDocument/references", at(3, 18).merging(["context": ["includeDeclaration": false]]) { $1 })["result"] as? [[String: Any]])
        #expect(references.count == 1)

        let rename = try #require(try server.request("textDocument/rename", at(5, 28).merging(["newName": "things"]) { $1 })["result"] as? [String: Any])
        let edits = try #require((rename["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
        #expect(edits.count == 2 && edits.allSatisfy { $0["newText"] as? String == "things" })
        let taken = try server.request("textDocument/rename", at(5, 28).merging(["newName": "edit"]) { $1 })
        #expect((taken["error"] as? [String: Any])?["message"] as? String == "the id `edit` is already used in this document")
        let notAScene = try server.request("textDocument/rename", at(8, 20).merging(["newName": "x"]) { $1 })
        #expect((notAScene["error"] as? [String: Any])?["code"] as? Int == -32803)

        let symbols = try #require(try server.request("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])["result"] as? [[String: Any]])
        #expect(symbols.compactMap { $0["name"] as? String } == ["nav", "list", "edit"])
        let segues = try #require(symbols[1]["children"] as? [[String: Any]])
        #expect(segues.compactMap { $0["name"] as? String } == ["Add"])
        #expect(segues.first?["detail"] as? String == "present → edit")
    }

    @Test func malformedMessagesGetErrorsAndTheSessionGoesOn() throws {
        let server = LanguageServerSession.inProcess()
        // Before initialize, requests are refused.
        #expect((try server.request("textDocument/hover", at(0, 0))["error"] as? [String: Any])?["code"] as? Int == -32002)
        try server.request("initialize", ["capabilities": [:]])
        server.sendRaw("Content-Length: 5\r\n\r\n{bad}")
        #expect((try server.response(to: "null")["error"] as? [String: Any])?["code"] as? Int == -32700)
        server.sendRaw("Content-Lenth: 12\r\n\r\n")
        let framing = try server.response(to: "null")
        #expect((framing["error"] as? [String: Any])?["message"] as? String == "bad message framing: the header has no Content-Length")
        // A header without a length: its body runs into the next message's header, which is still read.
        server.sendRaw("Content-Type: x\r\n\r\n{}")
        #expect((try server.response(to: "null")["error"] as? [String: Any])?["message"] as? String == "bad message framing: the header has no Content-Length")
        #expect(
            try server.request("textDocument/definition", ["textDocument": ["uri": "file:///none.flow.xml"], "position": lspPosition(0, 0)])["error"] != nil,
            "the next request is answered")
        server.sendRaw("Content-Length: twelve\r\n\r\n")
        #expect(((try server.response(to: "null")["error"] as? [String: Any])?["message"] as? String)?.contains("is not a number of bytes") == true)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        server.sendRaw("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)")
        #expect((try server.response(to: "null")["error"] as? [String: Any])?["message"] as? String == "the message nests deeper than 64 levels")
        #expect((try server.request("workspace/unknownThing")["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(
            (try server.request("textDocument/definition", ["textDocument": ["uri": "file:///nowhere.flow.xml"]])["error"] as? [String: Any])?["code"] as? Int
                == -32602)
        try server.send(["jsonrpc": "2.0", "id": ["not": "an id"], "method": "shutdown"])
        #expect((try server.response(to: "null")["error"] as? [String: Any])?["code"] as? Int == -32600)
        try server.notify("no/such/notification")
        // Still serving.
        #expect(try server.request("shutdown")["result"] is NSNull)
        #expect((try server.request("textDocument/hover", at(0, 0))["error"] as? [String: Any])?["code"] as? Int == -32600, "only exit after shutdown")
        #expect(server.finish() == 0, "the input's end after shutdown is a clean exit")
    }

    @Test func otherXMLDocumentsGetNothing() throws {
        let server = try start()
        let other = "file:///work/pom.xml"
        try open(server, "<project><destination id=\"x\"/></project>", uri: other)
        #expect((try server.request("textDocument/completion", at(0, 10, uri: other))["result"] as? [String: Any])?["items"] as? [Any] != nil)
        #expect(((try server.request("textDocument/completion", at(0, 10, uri: other))["result"] as? [String: Any])?["items"] as? [Any])?.isEmpty == true)
        #expect(try server.request("textDocument/hover", at(0, 2, uri: other))["result"] is NSNull)
        #expect((try server.request("textDocument/documentSymbol", ["textDocument": ["uri": other]])["result"] as? [Any])?.isEmpty == true)
        try open(server, Self.flow)
        #expect(try server.nextDiagnostics()["uri"] as? String == Self.uri, "no diagnostics were published for pom.xml")
    }

    @Test func renamingAStoryboardSceneKeepsItsOutletsConnected() throws {
        let text = storyboard(
            initial: "a",
            scenes: [
                #"""
                <scene sceneID="s-a"><objects><viewController id="a" title="A" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" \#
                id="v-a"/><connections><segue destination="b" kind="show" identifier="Next" id="g1"/></connections></viewController></objects></scene>
                """#,
                #"""
                <scene sceneID="s-b"><objects><viewController id="b" title="B" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" \#
                id="v-b"/><connections><outlet property="view" destination="b" id="o1"/></connections></viewController></objects></scene>
                """#,
            ].joined(separator: "\n"))
        let server = try start()
        let uri = "file:///work/Main.storyboard"
        try open(server, text, uri: uri)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("destination=\"b\" kind") })
        let column = lines[line].utf16.distance(from: lines[line].startIndex, to: lines[line].range(of: "destination=\"b\"")!.upperBound) - 2
        let rename = try #require(
            try server.request("textDocument/rename", at(line, column, uri: uri).merging(["newName": "bee"]) { $1 })["result"] as? [String: Any])
        #expect(((rename["changes"] as? [String: Any])?[uri] as? [Any])?.count == 3, "the declaration, the segue and the outlet")
        let taken = try server.request("textDocument/rename", at(line, column, uri: uri).merging(["newName": "v-a"]) { $1 })
        #expect((taken["error"] as? [String: Any])?["message"] as? String == "the id `v-a` is already used in this document")
        let invisible = try server.request("textDocument/rename", at(line, column, uri: uri).merging(["newName": "b\u{200E}"]) { $1 })
        #expect(((invisible["error"] as? [String: Any])?["message"] as? String)?.contains("invisible characters") == true)
    }

    @Test func aCursorOnTheOpeningQuoteIsOnTheValue() throws {
        let server = try start()
        try open(server, Self.flow)
        // destination="edit": the opening quote is at character 51.
        let definition = try #require(try server.request("textDocument/definition", at(8, 51))["result"] as? [[String: Any]])
        #expect(definition.count == 1)
    }

    @Test func exitWithoutShutdownIsAnError() throws {
        let server = try start()
        try server.notify("exit")
        #expect(server.waitForExit() == 1)
    }

    @Test func positionsCountInTheEncodingAgreed() throws {
        // An emoji is two UTF-16 code units and one Unicode scalar: the diagnostic after it moves by one.
        let text = Self.flow.replacingOccurrences(
            of: "<barButton placement=\"right\" system=\"add\">\n        <segue id=\"Add\" kind=\"present\" destination=\"edit\"/>",
            with: "<barButton placement=\"right\" title=\"😀\"><segue id=\"Add\" kind=\"present\" destination=\"edt\"/>")
        for (offered, character) in [([String](), 46), (["utf-32", "utf-16"], 45)] {
            let server = LanguageServerSession.inProcess()
            let result = try #require(
                try server.request("initialize", ["capabilities": ["general": ["positionEncodings": offered]]])["result"] as? [String: Any])
            #expect((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String == (offered.isEmpty ? "utf-16" : "utf-32"))
            try open(server, text)
            let diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
            let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-destination" })
            #expect(((unknown["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == character, "\(offered)")
        }
    }

    @Test func aFilesConfigurationAppliesAndItsChangesAreWatched() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.flow.replacingOccurrences(of: "destination=\"edit\"", with: "destination=\"edt\""), to: "app.flow.xml")
        try scratch.write("severity:\n  unknown-destination: warning\n", to: ".storyflow.yml")
        let server = try start(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        // The server asks the client to watch configuration files, which editors do not send as documents.
        let registration = try server.nextMessage { $0["method"] as? String == "client/registerCapability" }
        let watchers =
            (((registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]])?.first?["registerOptions"] as? [String: Any])?["watchers"]
            as? [[String: Any]]
        #expect(watchers?.first?["globPattern"] as? String == "**/.storyflow.yml")
        try server.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()])

        let uri = "file://" + file
        try open(server, String(contentsOfFile: file, encoding: .utf8), uri: uri)
        var diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first { $0["code"] as? String == "unknown-destination" }?["severity"] as? Int == 2)

        try scratch.write("severity:\n  unknown-destination: note\n", to: ".storyflow.yml")
        try server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://" + scratch.file(".storyflow.yml"), "type": 2]]])
        diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first { $0["code"] as? String == "unknown-destination" }?["severity"] as? Int == 3, "checked again under the new configuration")
    }

    @Test func storyboardsGetDiagnosticsAndNavigation() throws {
        let text = storyboard(
            initial: "a",
            scenes: [
                #"""
                <scene sceneID="s-a"><objects><viewController id="a" title="A" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" \#
                id="v-a"/><connections><segue destination="b" kind="show" identifier="Next" id="g1"/><segue destination="zz" kind="show" identifier="Gone" \#
                id="g2"/></connections></viewController></objects></scene>
                """#,
                storyboardScene(id: "b", title: "B"),
            ].joined(separator: "\n"))
        let server = try start()
        let uri = "file:///work/Main.storyboard"
        try open(server, text, uri: uri)
        let diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["code"] as? String == "unknown-destination" }, "\(diagnostics)")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("destination=\"b\"") }!
        let column =
            text.split(separator: "\n", omittingEmptySubsequences: false)[line].utf16.distance(
                from: text.split(separator: "\n", omittingEmptySubsequences: false)[line].startIndex,
                to: text.split(separator: "\n", omittingEmptySubsequences: false)[line].range(of: "destination=\"b\"")!.upperBound) - 2
        let definition = try #require(try server.request("textDocument/definition", at(line, column, uri: uri))["result"] as? [[String: Any]])
        #expect(definition.count == 1, "destination=\"b\" goes to the controller with id b")
        let symbols = try #require(try server.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]])
        #expect(symbols.compactMap { $0["name"] as? String } == ["a", "b"])
        #expect((symbols[0]["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Next", "Gone"])
    }
}
