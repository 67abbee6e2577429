import StoryflowModel
import Testing

@testable import StoryflowReader

/// A file that ends with elements still open (a flow being typed: its last end tags not written yet) gets one
/// error naming the innermost open element, where it was opened, the ones around it, and the end tags that close
/// them, where libxml2 says "Extra content at the end of the document" or "Premature end of data".
@Suite struct TruncatedDocumentTests {
    func syntaxErrors(_ text: String, file: String = "Half.flow.xml") -> [Diagnostic] {
        FlowLoader.load(string: text, file: file).diagnostics.filter { $0.rule == "xml-syntax" }
    }

    @Test func aMissingLastEndTagIsNamedWithWhereItWasOpened() throws {
        let errors = syntaxErrors("<flow version=\"1\" initial=\"a\">\n  <viewController id=\"a\"/>\n")
        #expect(errors.count == 1)
        #expect(errors.first?.message == "the file ends before `<flow>` (opened at line 1, column 1) is closed: add `</flow>` at the end")
        #expect(errors.first?.location.line == 3)
    }

    @Test func severalOpenElementsAreClosedInnermostFirst() throws {
        let text = """
            <flow version="1" initial="a">
              <viewController id="a" title="a > b">
                <!-- <button> in a comment is not an element -->
                <button title="Open">
            """
        let message = try #require(syntaxErrors(text).first?.message)
        #expect(
            message.hasPrefix("the file ends before `<button>` (opened at line 4, column 5) is closed, inside `<viewController>` (line 2), `<flow>` (line 1)"))
        #expect(message.hasSuffix("add `</button></viewController></flow>` at the end"), "\(message)")
    }

    @Test func nestingDeeperThanLibxmlsLimitIsThatLimitsFinding() throws {
        let text = "<flow version=\"1\">" + String(repeating: "<view>", count: 300)
        let result = FlowLoader.load(string: text, file: "Deep.flow.xml")
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("the file ends before") }, "\(result.diagnostics.map(\.message))")
        #expect(Array(text.utf8).withUnsafeBufferPointer { UnclosedElements.find(in: $0) }.isEmpty, "deeper than libxml2 reads")
    }

    @Test func anEndTagThatClosesAnOuterElementNamesTheOneStillOpen() throws {
        let errors = syntaxErrors("<flow version=\"1\">\n  <viewController id=\"a\">\n</flow>\n")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 3)
        #expect(
            errors.first?.message == """
                `</flow>` here does not close `<viewController>` (opened at line 2), the innermost element still open: add `</viewController>` where \
                that element ends, correct this end tag's name, or remove this end tag if its start tag is gone
                """)
    }

    @Test func aMisspeltEndTagIsExplainedTheSameWay() throws {
        let errors = syntaxErrors("<flow version=\"1\">\n  <viewController id=\"a\">\n  </viewControler>\n</flow>\n")
        #expect(errors.first?.message.hasPrefix("`</viewControler>` here does not close `<viewController>` (opened at line 2)") == true, "\(errors)")
    }

    @Test func aTruncatedStoryboardIsExplainedToo() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            """
        let message = try #require(syntaxErrors(text, file: "Main.storyboard").first?.message)
        #expect(message.hasPrefix("the file ends before `<scenes>` (opened at line 3, column 5) is closed, inside `<document>` (line 2)"), "\(message)")
    }
}
