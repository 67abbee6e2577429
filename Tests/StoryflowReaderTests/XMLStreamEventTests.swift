import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// The events `XMLStreamReader` hands its handler, compared with what libxml2's `xmlTextReader` delivered before
/// the reader moved to SAX2: decoded references, whole text without whitespace-only runs, empty elements, names
/// with prefixes, namespace declarations listed first, and nothing from a push that ends in a fatal error.
@Suite struct XMLStreamEventTests {
    @Test func referencesInAttributesAndTextArriveDecoded() {
        let events = record(
            #"<root a="1&amp;2 &#38; &#x4E2D;&#20013; &lt;&gt;&quot;&apos;"><item t="x&amp;y&#x26;z">a&amp;b &#x4E2D; &lt;<![CDATA[c<d&amp;]]>e</item></root>"#,
            materializing: ["item"]
        )
        #expect(
            events.lines == [
                #"open root d0 1:1 [a=1&2 & 中中 <>"'@1:7]"#,
                "subtree item 1:63-1 [t=x&y&z@1:69] text=a&b 中 <c<d&amp;e",
                "close root d0 line 1",
            ])
    }

    @Test func whitespaceOnlyTextIsDroppedAndOtherTextIsWhole() {
        let events = record(
            "<root><i>  \t  </i><i> <!--c--> x </i><i>a<?pi x?> </i><i> <![CDATA[ ]]> </i><i>&#32;</i><i> y <?pi?> z </i></root>",
            materializing: ["i"]
        )
        #expect(
            events.lines.filter { $0.hasPrefix("subtree") } == [
                "subtree i 1:7-1 [] text=",
                "subtree i 1:19-1 [] text= x ",
                "subtree i 1:38-1 [] text=a",
                "subtree i 1:55-1 [] text=",
                "subtree i 1:77-1 [] text=",
                "subtree i 1:89-1 [] text= y  z ",
            ])
    }

    @Test func textSplitAcrossChunksAndReferencesIsDeliveredWhole() {
        let text = String(repeating: "long text &amp; more ", count: 200)
        let events = record("<root><i>\(text)</i></root>", materializing: ["i"])
        let expected = String(repeating: "long text & more ", count: 200)
        #expect(events.lines.contains("subtree i 1:7-1 [] text=\(expected)"))
    }

    @Test func emptyElementsEndOnTheirStartLineAndOthersOnTheirEndTag() {
        let xml = "<root>\n<a/>\n<b></b>\n<c>\n</c>\n<d\n/>\n<e\n></e\n>\n</root>\n"
        #expect(
            record(xml).lines == [
                "open root d0 1:1 []", "open a d1 2:1 []", "close a d1 line 2", "open b d1 3:1 []", "close b d1 line 3",
                "open c d1 4:1 []", "close c d1 line 5", "open d d1 6:1 []", "close d d1 line 6",
                "open e d1 8:1 []", "close e d1 line 9", "close root d0 line 11",
            ])
        #expect(
            record(xml, materializing: ["a", "b", "c", "d", "e"]).lines.filter { $0.hasPrefix("subtree") } == [
                "subtree a 2:1-2 [] text=", "subtree b 3:1-3 [] text=", "subtree c 4:1-5 [] text=",
                "subtree d 6:1-6 [] text=", "subtree e 8:1-9 [] text=",
            ])
    }

    @Test func prefixedNamesAreQualifiedAndNamespaceDeclarationsComeFirst() {
        let events = record(#"<root a="1" xmlns:x="urn:x" x:b="2" xmlns="urn:d"><x:item x:c="3" d="4"/><x:item x:c="5"/></root>"#)
        #expect(
            events.lines == [
                "open root d0 1:1 [xmlns:x=urn:x@1:13, xmlns=urn:d@1:37, a=1@1:7, x:b=2@1:29]",
                "open x:item d1 1:51 [x:c=3@1:59, d=4@1:67]", "close x:item d1 line 1",
                "open x:item d1 1:74 [x:c=5@1:82]", "close x:item d1 line 1",
                "close root d0 line 1",
            ])
    }

    @Test func commentsBeforeInsideAndAfterTheRootElement() {
        let events = record("<!-- first -->\n<root>\n<!-- inner --><b/>\n  <a/>\n</root>\n<!-- last -->\n")
        #expect(
            events.lines == [
                "open root d0 2:1 []", "open b d1 3:15 []", "close b d1 line 3", "comment  inner  @3:1 next=3:15...3",
                "open a d1 4:3 []", "close a d1 line 4", "close root d0 line 5",
                "comment  first  @1:1 next=2:1...5", "comment  last  @6:1 next=nil",
            ])
    }

    @Test func aFatalErrorDropsWhatItsPushParsedLikeXmlTextReader() {
        // A small file is one push: an error anywhere means the handler sees nothing.
        let small = record("<root><a/><a/><b></root>")
        #expect(small.lines.isEmpty)
        #expect(small.succeeded == false)
        // A larger one: the 512-byte pushes before the one holding the error are delivered.
        let items = String(repeating: "<item/>", count: 100)
        let large = record("<root>" + items + "</wrong>" + items + "</root>")
        #expect(large.lines.filter { $0.hasPrefix("open item") }.count == 72)
        #expect(large.succeeded == false)
    }

    @Test func nestingDeeperThanTheLimitStopsAtTheFirstElementTooDeep() {
        let depth = XMLStreamReader.maximumDepth + 5
        let xml = "<root>\n" + String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth) + "</root>"
        let events = record(xml)
        #expect(events.succeeded == false)
        #expect(events.lines.filter { $0.hasPrefix("open") }.count == XMLStreamReader.maximumDepth)
        #expect(
            events.diagnostics == ["xml-limit 2:\(3 * (XMLStreamReader.maximumDepth - 1) + 1) elements are nested more than 200 deep; flatten the document"])
    }

    @Test func nestingPastLibxml2sTreeLimitInTheSamePushReportsLibxml2sError() {
        let xml = "<root>" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</root>"
        let events = record(xml)
        #expect(events.succeeded == false)
        #expect(events.diagnostics == ["xml-limit 1:777 Excessive depth in document: 256 use XML_PARSE_HUGE option"])
    }

    @Test func aTextNodeOverLibxml2sLimitIsReportedAsTheTreeBuilderDid() {
        let xml = "<root><i>" + String(repeating: "a", count: 10_000_100) + "</i></root>"
        let events = record(xml, materializing: ["i"])
        #expect(events.succeeded == false)
        #expect(events.diagnostics.count == 1)
        #expect(events.diagnostics.first?.hasPrefix("xml-syntax 1:") == true)
        #expect(events.diagnostics.first?.hasSuffix(" xmlSAX2Characters: huge text node") == true)
    }

    @Test func aDoctypeThePrescanCannotSeeStillStopsTheRead() {
        let xml = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE root [ <!ENTITY e \"x\"> ]>\n<root a=\"&e;\"/>"
        var bytes = [UInt8]()
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let events = record(bytes: bytes)
        #expect(events.lines.isEmpty)
        #expect(events.diagnostics == ["xml-doctype 1:1 DOCTYPE declarations are not allowed: remove it"])
    }

    @Test func xmlIDValuesThatAreNotNamesAreReported() {
        let events = record(#"<root><a xml:id="1bad"/><a xml:id="good"/></root>"#)
        #expect(events.diagnostics == ["xml-syntax 1:23 xml:id : attribute value 1bad is not an NCName"])
        #expect(events.succeeded == false)
    }

    // MARK: Support

    private func record(_ xml: String, materializing names: Set<String> = []) -> Recording {
        record(bytes: Array(xml.utf8), materializing: names)
    }

    private func record(bytes: [UInt8], materializing names: Set<String> = []) -> Recording {
        let handler = RecordingHandler(materializing: names)
        let reader = XMLStreamReader(file: "events.xml")
        let succeeded = bytes.withUnsafeBufferPointer { reader.read(ByteSource(inMemory: $0), handler: handler) }
        let diagnostics = reader.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column) \($0.message)" }
        return Recording(lines: handler.lines, succeeded: succeeded, diagnostics: diagnostics)
    }
}

private struct Recording {
    var lines: [String]
    var succeeded: Bool
    var diagnostics: [String]
}

/// Writes each event as a line.
private final class RecordingHandler: XMLStreamHandler {
    let materializing: Set<String>
    var lines: [String] = []

    init(materializing: Set<String>) {
        self.materializing = materializing
    }

    func shouldMaterialize(_ name: String, depth: Int) -> Bool { materializing.contains(name) }

    func open(_ node: XMLNode, depth: Int) {
        lines.append("open \(node.name) d\(depth) \(node.location.line):\(node.location.column) \(attributes(node))")
    }

    func close(_ name: String, depth: Int, line: Int) {
        lines.append("close \(name) d\(depth) line \(line)")
    }

    func subtree(_ node: XMLNode, depth: Int) {
        lines.append("subtree \(node.name) \(node.location.line):\(node.location.column)-\(node.endLine) \(attributes(node)) text=\(node.text)")
        for child in node.children { subtree(child, depth: depth + 1) }
    }

    func comment(_ text: String, location: StoryflowModel.SourceLocation, next: FollowingElement?) {
        let next = next.map { "\($0.start.line):\($0.start.column)...\($0.endLine)" } ?? "nil"
        lines.append("comment \(text) @\(location.line):\(location.column) next=\(next)")
    }

    private func attributes(_ node: XMLNode) -> String {
        "[" + node.attributes.map { "\($0.name)=\($0.value)@\($0.location.line):\($0.location.column)" }.joined(separator: ", ") + "]"
    }
}
