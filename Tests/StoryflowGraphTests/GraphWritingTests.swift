import Foundation
import StoryflowIO
import StoryflowReader
import Testing

@testable import StoryflowGraph

/// The shortcuts the DOT, JSON and markup writers take on plain text write the same bytes as the general way.
struct GraphWritingTests {
    @Test(arguments: [
        [], [""], ["Players"], ["Players", "PlayersViewController"], ["A & B", "x"], ["Añadir", "·"], ["a\"b", "c\\d"],
        ["tab\there"], [String(repeating: "a", count: 499), String(repeating: "b", count: 500)],
        [String(repeating: "a", count: 500), String(repeating: "b", count: 500)], [String(repeating: "a", count: 1_001)],
    ])
    func aLabelOfLinesIsQuotedAsTheLinesJoined(lines: [String]) {
        var written = UTF8Text()
        GraphDOT.appendQuoted(lines: lines, to: &written)
        #expect(written.bytes == Array(GraphDOT.quoted(lines.joined(separator: "\n")).utf8))
    }

    @Test func markupKeepsTextWithNothingToEscapeAndEscapesTheRest() {
        let escape = { (scalar: Unicode.Scalar) -> String? in scalar == "&" ? "&amp;" : nil }
        #expect(MarkupText.escaped("Añadir · Item", escape) == "Añadir · Item")
        #expect(MarkupText.escaped("A & B", escape) == "A &amp; B")
        #expect(MarkupText.escaped("bell\u{7}·\u{202E}x", escape) == "bell·x", "controls and bidirectional overrides are dropped")
    }

    @Test(arguments: [0, 1, 2, 3, 8, 20])
    func theJSONIsTheSameWhereverItsHalvesMeet(segues: Int) throws {
        // Two scenes and `segues` segues: the halves meet before the segues, or among them (after 3 of 8, 9 of 20).
        let buttons = (0..<segues).map { #"<button title="B\#($0)"><segue kind="show" destination="b"/></button>"# }.joined()
        let flow = #"<flow version="1" initial="a"><viewController id="a" title="A">\#(buttons)</viewController><viewController id="b"/></flow>"#
        let document = try #require(FlowLoader.load(string: flow).document)
        let json = GraphFormat.json.render(FlowPicture(document: document))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
        let edges = try #require(parsed["edges"] as? [[String: Any]])
        #expect(edges.compactMap { $0["trigger"] as? String } == (0..<segues).map { "B\($0)" })
        #expect((parsed["nodes"] as? [[String: Any]])?.count == 2)
        // One item per line, as with the sections written whole.
        #expect(json.components(separatedBy: "\n").filter { $0.hasPrefix("    {") }.count == 2 + segues)
        #expect(json.hasSuffix(segues == 0 ? "  \"edges\": [\n  ]\n}\n" : "}\n  ]\n}\n"))
    }
}
