import Foundation
import StoryflowCheckRun
import StoryflowLint
import StoryflowTestSupport
import Testing

/// `storyflow check`'s pipeline in-process: files found, checked, baselined and capped, with its notes and errors
/// in the order they happen.
struct CheckRunTests {
    static let orphan = #"<flow version="1" initial="home"><viewController id="home"/><viewController id="orphan"/></flow>"#
    static let clean = #"<flow version="1" initial="home"><viewController id="home"/></flow>"#

    /// A run over `paths`, `configure`d, collecting what it says.
    final class Transcript: @unchecked Sendable {
        var messages: [CheckRun.Message] = []
    }

    func run(_ paths: [String], _ configure: (inout CheckRun.Options) -> Void = { _ in }) -> (CheckRun, Transcript) {
        var options = CheckRun.Options(paths: paths)
        configure(&options)
        let transcript = Transcript()
        return (CheckRun(options: options) { transcript.messages.append($0) }, transcript)
    }

    @Test func aFolderIsSearchedCheckedAndItsFindingsReported() throws {
        let scratch = try Scratch()
        try scratch.write(Self.orphan, to: "a.flow.xml")
        try scratch.write(Self.clean, to: "sub/b.flow.xml")
        try scratch.write("not a flow", to: "notes.txt")
        let (run, transcript) = run([scratch.path])
        let findings = try #require(try run.check())
        #expect(findings.files.map { ($0 as NSString).lastPathComponent } == ["a.flow.xml", "b.flow.xml"])
        let result = try run.finish(findings)
        #expect(result.diagnostics.map(\.rule) == ["unreachable-scene"])
        #expect(result.exitStatus(strict: false) == 0, "a warning fails nothing")
        #expect(result.exitStatus(strict: true) == 1)
        #expect(transcript.messages.isEmpty)
    }

    @Test func nothingToCheckIsAnErrorThatSaysWhereItLooked() throws {
        let scratch = try Scratch()
        let (run, transcript) = run([scratch.path])
        #expect(throws: CheckRun.Stopped.self) { try run.check() }
        guard case .error(let message)? = transcript.messages.last else {
            Issue.record("no error said")
            return
        }
        #expect(message.hasPrefix("no flow files or storyboards to check in `\(scratch.path)`"))
    }

    @Test func forceExcludeLeavingNothingIsNoError() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.orphan, to: "a.flow.xml")
        try scratch.write("excluded: [\"*.flow.xml\"]\n", to: ".storyflow.yml")
        let (run, transcript) = run([file]) { $0.forceExclude = true }
        #expect(try run.check() == nil)
        #expect(transcript.messages.isEmpty)
    }

    @Test func aBaselineRecordsThenHidesFindings() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.orphan, to: "a.flow.xml")
        let baseline = scratch.file("baseline.json")
        let (recording, said) = run([file]) { $0.writeBaseline = baseline }
        let recorded = try recording.finish(try #require(try recording.check()))
        #expect(recorded.recorded && recorded.exitStatus(strict: true) == 0)
        #expect(said.messages.contains(.note("recorded 1 finding in \(baseline)")))
        let (checking, noted) = run([file]) { $0.baseline = baseline }
        let hidden = try checking.finish(try #require(try checking.check()))
        #expect(hidden.diagnostics.isEmpty)
        #expect(noted.messages == [.note("1 finding recorded in \(baseline) not shown")])
    }

    @Test func findingsAreCappedPerRuleAfterTheBaseline() throws {
        let scratch = try Scratch()
        let scenes = (0..<5).map { #"<viewController id="orphan\#($0)"/>"# }.joined()
        let file = try scratch.write(#"<flow version="1" initial="home"><viewController id="home"/>\#(scenes)</flow>"#, to: "a.flow.xml")
        let (run, _) = run([file]) { $0.maximumPerRule = 2 }
        let result = try run.finish(try #require(try run.check()))
        #expect(result.diagnostics.count == 3, "two, and one that counts the rest")
        #expect(result.diagnostics.last?.message.contains("`--max-per-rule 0` shows them all") == true)
    }

    @Test func aFileThatCannotBeReadIsSaidAndFailsTheRun() throws {
        let scratch = try Scratch()
        try scratch.write(Self.clean, to: "a.flow.xml")
        let missing = scratch.file("missing.flow.xml")
        let (run, transcript) = run([scratch.path, missing])
        let result = try run.finish(try #require(try run.check()))
        #expect(result.exitStatus(strict: false) == 2)
        #expect(transcript.messages.contains { if case .error(let text) = $0 { text.contains("missing.flow.xml") } else { false } })
    }

    @Test func watchModeChecksTheSameFiles() throws {
        let scratch = try Scratch()
        try scratch.write(Self.orphan, to: "a.flow.xml")
        let (run, _) = run([scratch.path])
        let outcome = try run.incrementalCheck().checkAll()
        #expect(outcome.files == (try #require(try run.check())).files)
        #expect(outcome.diagnostics.map(\.rule) == ["unreachable-scene"])
    }
}
