import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// Input written to hurt the reader: each must give a diagnostic quickly, read no file, open no socket.
@Suite struct HostileInputTests {
    @Test func externalEntityReferencingALocalFileIsRefusedWithoutReadingIt() {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-secret-\(UUID()).txt")
        try? "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let result = read(
            """
            <?xml version="1.0"?>
            <!DOCTYPE flow [ <!ENTITY xxe SYSTEM "file://\(secret.path)"> ]>
            <flow version="1" name="&xxe;"><viewController id="a" title="&xxe;"/></flow>
            """)
        #expect(result.document == nil)
        #expect(rules(result) == ["xml-doctype"])
        #expect(positions(result) == ["2:1"])
        #expect(!result.diagnostics.contains { $0.message.contains("TOP-SECRET") })
    }

    @Test func externalEntityReferencingAURLIsRefused() {
        let result = read(
            """
            <?xml version="1.0"?>
            <!DOCTYPE flow SYSTEM "http://127.0.0.1:9/evil.dtd">
            <flow version="1"><viewController id="a" title="&remote;"/></flow>
            """)
        #expect(result.document == nil)
        #expect(rules(result) == ["xml-doctype"])
    }

    /// The time limit catches a hang, not a slow machine: how fast it is refused belongs in the benchmarks.
    @Test(.timeLimit(.minutes(1))) func billionLaughsIsRefusedWithoutExpandingIt() {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            entities += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        let result = read("<?xml version=\"1.0\"?>\n<!DOCTYPE flow [\(entities)]>\n<flow version=\"1\" name=\"&lol9;\"/>")
        #expect(result.document == nil)
        #expect(rules(result) == ["xml-doctype"])
    }

    @Test func entityReferenceWithoutDeclarationIsASyntaxError() {
        let result = read("<flow version=\"1\" name=\"&undefined;\"/>")
        #expect(result.document == nil)
        #expect(rules(result).contains("xml-syntax"))
    }

    @Test(.timeLimit(.minutes(1))) func hundredThousandNestedElementsHitTheDepthLimit() {
        let depth = 100_000
        let xml = "<flow version=\"1\">" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</flow>"
        let result = read(xml)
        #expect(result.document == nil)
        #expect(rules(result).first == "xml-limit")
    }

    @Test(.timeLimit(.minutes(1))) func fiftyMegabyteAttributeValueHitsTheLengthLimit() {
        var xml = "<flow version=\"1\" name=\""
        xml += String(repeating: "a", count: 50 * 1024 * 1024)
        xml += "\"/>"
        let result = read(xml)
        #expect(result.document == nil)
        #expect(rules(result).first == "xml-limit")
        #expect(result.diagnostics.first?.location.line == 1)
    }

    @Test func invalidUTF8IsASyntaxErrorWithItsLine() {
        var bytes = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<flow version=\"1\" name=\"".utf8)
        bytes.append(contentsOf: [0xC3, 0x28, 0xFF])
        bytes.append(contentsOf: Data("\"/>\n".utf8))
        let result = FlowLoader.load(data: bytes, file: "bad-utf8.flow.xml")
        #expect(result.document == nil)
        #expect(rules(result).first == "xml-syntax")
        #expect(result.diagnostics.first?.location.line == 2)
    }

    @Test func emptyFileIsReported() {
        let result = read("")
        #expect(result.document == nil)
        #expect(rules(result) == ["xml-syntax"])
    }

    @Test func truncatedFileIsReportedAtItsEnd() {
        let result = read("<flow version=\"1\">\n  <viewController id=\"a\">\n")
        #expect(result.document == nil)
        #expect(rules(result).contains("xml-syntax"))
        #expect(result.diagnostics.allSatisfy { $0.location.line >= 2 })
    }

    /// A document that does not start with `<` is not XML, which is said before libxml2 is asked (it would call
    /// one of one to three bytes "extra content").
    @Test(arguments: ["x", "ab", "flow version=1"])
    func aDocumentNotStartingWithAnElementIsNotXML(xml: String) {
        let result = read(xml)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.message).allSatisfy { $0.hasPrefix("this is not XML: it starts with `\(xml)`") })
        #expect(positions(result) == ["1:1"])
    }

    /// UTF-16 text (with or without its byte order mark) and a UTF-8 byte order mark are left to libxml2.
    @Test(arguments: [[0xEF, 0xBB, 0xBF, 0x3C], [0xFF, 0xFE, 0x3C, 0x00], [0x00, 0x3C]] as [[UInt8]])
    func encodingMarksAreNotCalledNotXML(start: [UInt8]) {
        #expect(FlowLoader.notXML(start, file: "a.flow.xml") == nil)
    }

    /// In UTF-16 the source scanner's byte reading of a tag goes astray (a `"` byte inside `≤`, NULs inside
    /// names); an attribute the scanner cannot match by name takes its element's location, and nothing past
    /// libxml2's name is read.
    @Test func anAttributeTheScannerCannotMatchInUTF16TakesItsElementsLocation() throws {
        let text = #"<flow version="1"><viewController id="a" title="≤b" b="1"/></flow>"#
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)] }
        let result = FlowLoader.load(data: Data(bytes), file: "a.flow.xml")
        let unknown = try #require(result.diagnostics.first { $0.rule == "unknown-attribute" })
        #expect("\(unknown.location.line):\(unknown.location.column)" == "1:39")
    }

    @Test(arguments: [("<a", "1:3"), ("<a>", "1:4")])
    func aShortDocumentThatOpensAnElementSaysItIsNotClosed(xml: String, end: String) {
        let result = read(xml)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.message) == ["the file ends before `<a>` (opened at line 1, column 1) is closed: add `</a>` at the end"])
        #expect(positions(result) == [end])
    }
}
