import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowBaseline

/// Fingerprints identify a finding by what it is about, not where the file's lines put it.
final class FingerprintTests {
    private static let flow = """
        <?xml version="1.0"?>
        <flow version="1" initial="a">
          <viewController id="a" title="A">
            <button title="Go"><segue kind="show" destination="nowhere"/></button>
          </viewController>
          <viewController id="b" title="B">
            <button title="Go"><segue kind="show" destination="nowhere"/></button>
          </viewController>
        </flow>
        """

    /// One folder for the whole test, so every version of the file has the same path.
    private let scratch: Scratch

    init() throws {
        scratch = try Scratch()
    }

    private func fingerprint(line: Int, column: Int = 24, in text: String, message: String = "no scene `nowhere`") throws -> Fingerprint {
        let file = try scratch.write(text, to: "f.flow.xml")
        let diagnostic = Diagnostic(
            location: SourceLocation(file: file, line: line, column: column), severity: .error, rule: "unknown-destination", message: message)
        return try #require(Fingerprinter.fingerprints(of: [diagnostic])[diagnostic])
    }

    @Test func linesAddedAboveKeepTheFingerprint() throws {
        let before = try fingerprint(line: 4, in: Self.flow)
        let moved = Self.flow.replacingOccurrences(of: "<flow version=\"1\" initial=\"a\">", with: "<flow version=\"1\" initial=\"a\">\n  <!-- a note -->\n\n")
        let after = try fingerprint(line: 7, in: moved)
        #expect(before.hash == after.hash)
        #expect(before.scene == "a")
    }

    @Test func theSameElementInAnotherSceneHasAnotherFingerprint() throws {
        let first = try fingerprint(line: 4, in: Self.flow)
        let second = try fingerprint(line: 7, in: Self.flow)
        #expect(second.scene == "b")
        #expect(first.hash != second.hash)
    }

    @Test func anEditedElementHasAnotherFingerprint() throws {
        let before = try fingerprint(line: 4, in: Self.flow)
        let edited = try fingerprint(line: 4, in: Self.flow.replacingOccurrences(of: "title=\"Go\"><segue", with: "title=\"Next\"><segue"))
        #expect(before.hash != edited.hash)
    }

    @Test func indentationDoesNotCount() throws {
        let before = try fingerprint(line: 4, in: Self.flow)
        let reindented = try fingerprint(line: 4, column: 22, in: Self.flow.replacingOccurrences(of: "    <button", with: "\t\t<button"))
        #expect(before.hash == reindented.hash)
    }

    @Test func onALongLineOnlyTheElementCounts() throws {
        // A storyboard written on one line: editing another element of the line keeps the fingerprint.
        let line =
            #"""
            <flow version="1" initial="a"><viewController id="a" title="A"><button title="Go"><segue kind="show" \#
            destination="nowhere"/></button></viewController></flow>
            """#
        let column = line.distance(from: line.startIndex, to: line.range(of: "<segue")!.lowerBound) + 1
        let before = try fingerprint(line: 1, column: column, in: line)
        let edited = line.replacingOccurrences(of: "title=\"A\"", with: "title=\"Ä longer title\"")
        let after = try fingerprint(line: 1, column: column + 13, in: edited)
        #expect(before.hash == after.hash)
        #expect(
            Fingerprint.element(at: SourceLocation(file: "f", line: 1, column: column), in: SourceText(Array(line.utf8)))
                == #"<segue kind="show" destination="nowhere"/>"#)
    }

    @Test func positionsInMessagesDoNotCount() throws {
        #expect(Fingerprint.withoutPositions("first declared at line 12") == "first declared at line #")
        #expect(Fingerprint.withoutPositions("declared on lines 3, 5 and 9 of it") == "declared on lines # of it")
        #expect(Fingerprint.withoutPositions("see Ratings.flow.xml:20:7") == "see Ratings.flow.xml:#:#")
        #expect(Fingerprint.withoutPositions("3 segues lead here") == "3 segues lead here")
        let before = try fingerprint(line: 4, in: Self.flow, message: "also at line 7")
        let after = try fingerprint(line: 4, in: Self.flow, message: "also at line 9")
        #expect(before.hash == after.hash)
    }

    @Test func anUnreadableFileStillGetsAFingerprint() {
        let diagnostic = Diagnostic(location: SourceLocation(file: "/nonexistent/x.flow.xml", line: 3, column: 1), severity: .error, rule: "r", message: "m")
        let fingerprint = Fingerprinter.fingerprints(of: [diagnostic])[diagnostic]
        #expect(fingerprint?.hash.count == 16)
        #expect(fingerprint?.scene == "")
    }

    @Test func pathsInsideTheCurrentFolderAreRelative() {
        let current = FileManager.default.currentDirectoryPath
        #expect(Fingerprinter.relativePath("./Flows/../Flows/Ratings.flow.xml") == "Flows/Ratings.flow.xml")
        #expect(Fingerprinter.relativePath(current + "/Flows/Ratings.flow.xml") == "Flows/Ratings.flow.xml")
        #expect(Fingerprinter.relativePath("/elsewhere/x.storyboard") == "/elsewhere/x.storyboard")
    }
}
