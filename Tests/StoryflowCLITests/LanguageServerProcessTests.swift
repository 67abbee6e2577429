import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow lsp` as an editor starts it: the built executable over its standard input and output, its exit
/// status LSP's. What the server answers is tested in-process (StoryflowLanguageServerTests).
struct LanguageServerProcessTests {
    @Test func theExecutableServesOverItsStandardStreamsAndExitsCleanlyAfterShutdown() throws {
        let server = try LanguageServerSession()
        let initialized = try #require(
            try server.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])["result"] as? [String: Any])
        #expect((initialized["serverInfo"] as? [String: Any])?["name"] as? String == "storyflow")
        try server.notify("initialized")
        let uri = "file:///work/orphan.flow.xml"
        let text = #"<flow version="1" initial="home"><viewController id="home"/><viewController id="orphan"/></flow>"#
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]])
        let diagnostics = try #require(try server.nextDiagnostics()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["unreachable-scene"])
        let link = (diagnostics.first?["codeDescription"] as? [String: Any])?["href"] as? String
        // The rules reference is the checkout's when the executable was built in it, else the executable's own,
        // written to the cache folder (with --scratch-path elsewhere).
        let builtInCheckout = BuiltProducts.executable("storyflow")?.path.hasPrefix(Repository.root.path) == true
        if builtInCheckout {
            #expect(link?.hasSuffix("docs/rules.md#unreachable-scene") == true, "the checkout's rules reference, found beside the executable")
        } else {
            let page = try #require(link.flatMap { URL(string: $0) }, "a rules reference for an executable built outside the checkout")
            #expect(page.fragment == "unreachable-scene")
            #expect(try String(contentsOf: page, encoding: .utf8).contains("unreachable-scene"), "\(page)")
        }
        #expect(try server.request("shutdown")["result"] is NSNull)
        try server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownEndsTheProcessWithStatusOne() throws {
        let server = try LanguageServerSession()
        try server.request("initialize", ["capabilities": [:]])
        try server.notify("exit")
        #expect(server.waitForExit() == 1)
    }
}
