import Foundation
import StoryflowTestSupport
import Testing

/// `textDocument/hover` on a scene, from the built `storyflow lsp`: the hover draws the scene's screen with the
/// runtime, on the main actor, which in the tests' own process other tests hold for up to a minute at a time
/// (the rest of the server is tested in-process, StoryflowLanguageServerTests).
struct LanguageServerHoverTests {
    static let flow = LanguageServerSampleFlow.text
    static let uri = LanguageServerSampleFlow.uri

    private func start(_ text: String) throws -> LanguageServerSession {
        let server = try LanguageServerSession()
        try server.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        try server.notify("initialized")
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "xml", "version": 1, "text": text]])
        return server
    }

    private func at(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": Self.uri], "position": lspPosition(line, character)]
    }

    @Test func hoverOnASceneShowsItsScreenAsRunDrawsIt() throws {
        let server = try start(Self.flow)
        // destination="edit" names <viewController id="edit">.
        let hover = try #require(try server.request("textDocument/hover", at(8, 55))["result"] as? [String: Any])
        let text = try #require((hover["contents"] as? [String: Any])?["value"] as? String)
        #expect(text.hasPrefix("**Edit** — ViewController, viewController"), "\(text)")
        #expect(text.contains("```text\n┌─ ViewController#1 ─") && text.contains("│ 1 [ Save ]"), "the screen as `run --start edit` draws it: \(text)")
    }

    @Test func hoverEscapesWhatTheFileNames() throws {
        let server = try start(
            Self.flow.replacingOccurrences(
                of: "<viewController id=\"edit\" title=\"Edit\">", with: "<viewController id=\"edit\" title=\"Edit\" class=\"Evil`*\u{9B}31m\">"))
        let hover = try #require(try server.request("textDocument/hover", at(8, 55))["result"] as? [String: Any])
        let text = try #require((hover["contents"] as? [String: Any])?["value"] as? String)
        #expect(text.hasPrefix("**Edit** — Evil\\`\\*"), "markdown characters escaped: \(text)")
        #expect(!text.unicodeScalars.contains("\u{9B}"), "no live control: \(text)")
    }
}
