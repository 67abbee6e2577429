import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow graph --format html`: one self-contained page with the drawing and each scene's screen, checked
/// against a checked-in page (the drawing, which depends on Graphviz's version, left out), and clicked in a
/// real headless browser.
struct GraphHTMLTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let dotMissing: Comment = "Graphviz's dot is not installed (apt-get install graphviz)"

    /// The page with the drawing replaced by `<svg>…</svg>`.
    static func withoutDrawing(_ page: String) -> String {
        guard let start = page.range(of: "<svg"), let end = page.range(of: "</svg>", options: .backwards) else { return page }
        return page.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "<svg>…</svg>")
    }

    /// The page with its style sheet and script (the same on every page) replaced by `<style>…</style>` and
    /// `<script>…</script>`: only Ratings' checked-in page holds them, once.
    static func withoutSharedParts(_ page: String) -> String {
        var result = page
        for (open, close) in [("<style>", "</style>"), ("<script>", "</script>")] {
            guard let start = result.range(of: open), let end = result.range(of: close, range: start.upperBound..<result.endIndex) else { continue }
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: open + "…" + close)
        }
        return result
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing), arguments: ["Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers"])
    func eachExampleAppsPageMatchesItsCheckedInPage(app: String) throws {
        let run = try runStoryflow(["graph", "Flows/\(app).flow.xml", "--format", "html"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("<svg"))
        let page = Self.withoutDrawing(run.output)
        Golden.assertMatches(
            app == "Ratings" ? page : Self.withoutSharedParts(page), file: "Tests/StoryflowCLITests/Transcripts/graph/\(app)-flow-xml.html.golden")
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func thePageNeedsNoNetwork() throws {
        let page = try runStoryflow(["graph", "Flows/Ratings.flow.xml", "--format", "html"]).output
        #expect(!page.contains("src="), "no script, image or frame is loaded from elsewhere")
        #expect(!page.contains("<link"))
        let addresses = page.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(addresses.allSatisfy { $0.hasPrefix("://www.w3.org/") }, "only the SVG namespaces: \(addresses)")
    }

    @Test(.enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func namesCannotBreakOutOfThePage() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(
            #"""
            <flow version="1" name="&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;" initial="a"><viewController id="a" title="&lt;img src=x onerror=y()&gt; \#
            &amp; &quot;q&quot;"/></flow>
            """#,
            to: "names.flow.xml")
        let run = try runStoryflow(["graph", flow, "--format", "html"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("<script>x()"))
        #expect(!run.output.contains("<img"))
        #expect(run.output.contains("&lt;img src=x onerror=y()&gt; &amp; &quot;q&quot;"))
    }

    @Test(.enabled(if: chromium != nil, "no headless browser is installed (apt-get install chromium)"), .enabled(if: GraphCommandTests.dot != nil, dotMissing))
    func clickingASceneInABrowserShowsItsScreen() throws {
        let scratch = try Scratch()
        let page = scratch.file("Ratings.html")
        #expect(try runStoryflow(["graph", "Flows/Ratings.flow.xml", "-o", page]).status == 0)
        // A page of the test's own loads the picture in a frame, clicks the game picker's box, and writes down
        // which screen the picture then shows and the address it gives.
        let harness = try scratch.write(
            """
            <!DOCTYPE html><html><body><iframe id="page" src="Ratings.html#scene=players"></iframe><pre id="result">not run</pre>
            <script>
            window.addEventListener("load", function () {
              var picture = document.getElementById("page").contentDocument;
              var before = Array.prototype.map.call(picture.querySelectorAll("section.scene.shown"), function (s) { return s.dataset.scene; });
              var box = Array.prototype.filter.call(picture.querySelectorAll("g.node"), function (g) {
                return g.querySelector("title").textContent === "gamePicker";
              })[0];
              box.dispatchEvent(new MouseEvent("click", {bubbles: true}));
              var after = Array.prototype.map.call(picture.querySelectorAll("section.scene.shown"), function (s) { return s.dataset.scene; });
              var screen = picture.querySelector("section.scene.shown pre.screen").textContent;
              document.getElementById("result").textContent = "before: " + before.join(",") + "; after: " + after.join(",")
                + "; address: " + picture.location.hash + "; screen shows Tic-Tac-Toe: " + (screen.indexOf("Tic-Tac-Toe") >= 0);
            });
            </script></body></html>
            """, to: "harness.html")
        let run = try BuiltProducts.run(
            executable: URL(fileURLWithPath: Self.chromium!),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                "--user-data-dir=" + scratch.file("profile"), "--dump-dom", URL(fileURLWithPath: harness).absoluteString,
            ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("<pre id=\"result\">before: players; after: gamePicker; address: #scene=gamePicker; screen shows Tic-Tac-Toe: true</pre>"),
            "\(run.output)")
    }
}
