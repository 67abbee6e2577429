import Foundation
import StoryflowLint
import StoryflowTestSupport
import StoryflowWatch
import Testing

/// `--watch`'s incremental check on a temporary folder: each file's findings are kept, and a save checks again
/// only what it touched.
struct IncrementalCheckTests {
    static let clean = #"<flow version="1" initial="home"><viewController id="home"/></flow>"#
    static let orphan = #"<flow version="1" initial="home"><viewController id="home"/><viewController id="orphan"/></flow>"#

    func check(in scratch: borrowing Scratch) -> IncrementalCheck {
        let folder = scratch.path
        return IncrementalCheck(linter: Linter()) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".flow.xml") }.sorted()
            return IncrementalCheck.Collected(files: names.map { folder + "/" + $0 }, foundInFolders: [folder], failures: [])
        }
    }

    @Test func aSaveChecksAgainOnlyTheFileItChanged() throws {
        let scratch = try Scratch()
        let first = try scratch.write(Self.clean, to: "a.flow.xml")
        try scratch.write(Self.orphan, to: "b.flow.xml")
        let check = check(in: scratch)
        let all = try check.checkAll()
        #expect(all.rechecked == 2)
        #expect(all.diagnostics.map(\.rule) == ["unreachable-scene"])
        try scratch.write(Self.orphan, to: "a.flow.xml")
        let update = try #require(try check.update(changed: [first]))
        #expect(update.rechecked == 1)
        #expect(update.diagnostics.map(\.rule) == ["unreachable-scene", "unreachable-scene"], "b's finding is kept")
    }

    @Test func aChangeToAnotherKindOfFileChecksNothing() throws {
        let scratch = try Scratch()
        try scratch.write(Self.clean, to: "a.flow.xml")
        let check = check(in: scratch)
        _ = try check.checkAll()
        let notes = try scratch.write("notes", to: "notes.txt")
        #expect(try check.update(changed: [notes]) == nil)
    }

    @Test func aNewFileIsFoundAndARemovedOneLosesItsFindings() throws {
        let scratch = try Scratch()
        let first = try scratch.write(Self.orphan, to: "a.flow.xml")
        let check = check(in: scratch)
        #expect(try check.checkAll().diagnostics.count == 1)
        let second = try scratch.write(Self.orphan, to: "c.flow.xml")
        let added = try #require(try check.update(changed: [second]))
        #expect(added.files.count == 2)
        #expect(added.diagnostics.count == 2)
        try FileManager.default.removeItem(atPath: first)
        let removed = try #require(try check.update(changed: [first]))
        #expect(removed.files.map { ($0 as NSString).lastPathComponent } == ["c.flow.xml"])
        #expect(removed.diagnostics.count == 1)
    }

    @Test func aConfigurationChangeChecksEverythingAgain() throws {
        let scratch = try Scratch()
        try scratch.write(Self.orphan, to: "a.flow.xml")
        try scratch.write(Self.clean, to: "b.flow.xml")
        let check = check(in: scratch)
        _ = try check.checkAll()
        let configuration = try scratch.write("disabled_rules: [unreachable-scene]\n", to: ".storyflow.yml")
        let again = try #require(try check.update(changed: [configuration]))
        #expect(again.rechecked == 2)
    }

    @Test func aSavedStoryboardChecksAgainTheFilesThatReferenceIt() throws {
        let scratch = try Scratch()
        try scratch.write(
            #"<flow version="1" initial="home"><viewController id="home"/><storyboardReference id="more" storyboardName='More'/></flow>"#,
            to: "a.flow.xml")
        let more = try scratch.write(Self.clean, to: "More.flow.xml")
        try scratch.write(Self.clean, to: "c.flow.xml")
        let check = check(in: scratch)
        #expect(try check.checkAll().rechecked == 3)
        try scratch.write(Self.orphan, to: "More.flow.xml")
        let update = try #require(try check.update(changed: [more]))
        #expect(update.rechecked == 2, "More and a, which references it; not c")
    }
}
