import Foundation
import StoryflowTestSupport
import Testing

/// `check --write-baseline` and `check --baseline` as a team adopting Storyflow uses them: old findings stay
/// hidden while the file is edited around them, new ones are reported, and SARIF carries the same fingerprints.
struct BaselineCommandTests {
    private static let flow = """
        <?xml version="1.0"?>
        <flow version="1" initial="a">
          <viewController id="a" title="A">
            <button title="Go"><segue kind="present" destination="nowhere"/></button>
          </viewController>
        </flow>
        """

    @Test func oldFindingsStayHiddenWhenLinesMoveAndNewOnesAreReported() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.flow, to: "app.flow.xml")
        let baseline = scratch.file("baseline.json")
        let recorded = try runStoryflow(["check", file, "--write-baseline", baseline, "--format", "xcode"])
        #expect(recorded.status == 0, "what is recorded fails nothing: \(recorded.output)")
        #expect(recorded.output.contains("[unknown-destination]"), "recording still reports")
        #expect(recorded.errors.contains("storyflow: note: recorded 1 finding in \(baseline)"))

        let moved = Self.flow.replacingOccurrences(
            of: "<flow version=\"1\" initial=\"a\">", with: "<flow version=\"1\" initial=\"a\">\n  <!-- moved down -->\n"
        )
        .replacingOccurrences(
            of: "</flow>",
            with:
                """
                  <viewController id=\"b\" title=\"B\" storyboardIdentifier=\"B\">\n    <button title=\"Go\"><segue kind=\"present\" \
                destination=\"elsewhere\"/></button>\n  </viewController>\n</flow>
                """
        )
        try scratch.write(moved, to: "app.flow.xml")
        let checked = try runStoryflow(["check", file, "--baseline", baseline, "--format", "xcode"])
        #expect(checked.status == 1)
        #expect(!checked.output.contains("`nowhere`"), "the recorded finding, now two lines lower, stays hidden: \(checked.output)")
        #expect(checked.output.contains("app.flow.xml:9:24: error: this present segue leads to scene `elsewhere`"), "\(checked.output)")
        #expect(checked.errors.contains("storyflow: note: 1 finding recorded in \(baseline) not shown"))

        // SARIF names files relative to the folder the check runs in: from the baseline's folder, the fingerprints
        // are the baseline's.
        let sarif = try WatchedProcess(["check", "app.flow.xml", "--format", "sarif"], in: scratch.path)
        _ = sarif.finish()
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        let fingerprint = try #require(written.firstMatch(of: #/"fingerprint" : "([0-9a-f]{16})"/#)?.1)
        #expect(
            sarif.standardOutput.contains("\"storyflowFingerprint/v1\" : \"\(fingerprint)\""),
            "SARIF carries the baseline's fingerprint: \(sarif.standardOutput)")
    }

    @Test func fixedFindingsAreCountedSoTheBaselineCanBeRefreshed() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.flow, to: "app.flow.xml")
        let baseline = scratch.file("baseline.json")
        _ = try runStoryflow(["check", file, "--write-baseline", baseline])
        try scratch.write(Self.flow.replacingOccurrences(of: "nowhere", with: "a"), to: "app.flow.xml")
        let checked = try runStoryflow(["check", file, "--baseline", baseline, "--format", "xcode"])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(
            checked.errors.contains(
                """
                1 finding of \(baseline) no longer found in the files checked (fixed, or moved to another scene); `--write-baseline \(baseline)` records what \
                is left
                """
            ))
    }

    @Test func aBaselineMatchesFromAnyFolderAndKeepsFilesNotChecked() throws {
        let scratch = try Scratch()
        try scratch.write(Self.flow, to: "App/a.flow.xml")
        try scratch.write(Self.flow, to: "App/b.flow.xml")
        let baseline = scratch.file("baseline.json")
        _ = try runStoryflow(["check", scratch.file("App"), "--write-baseline", baseline])
        // The same files named from another folder, one of them only: nothing new, nothing fixed.
        let one = try WatchedProcess(
            ["check", "a.flow.xml", "--baseline", "../baseline.json", "--write-baseline", "../baseline.json", "--format", "xcode"], in: scratch.file("App"))
        #expect(one.finish() == 0)
        #expect(one.standardOutput.isEmpty, "\(one.standardOutput)")
        #expect(!one.standardError.contains("no longer found"), "\(one.standardError)")
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            written.contains("\"file\" : \"App/a.flow.xml\"") && written.contains("\"file\" : \"App/b.flow.xml\""), "b.flow.xml's entry is kept: \(written)")
    }

    @Test func identicalFindingsGetDistinctSARIFFingerprints() throws {
        // Two identical lines in one scene: the same fingerprint, told apart in SARIF by order.
        let scratch = try Scratch()
        try scratch.write(
            Self.flow.replacingOccurrences(
                of: "    <button title=\"Go\">",
                with: "    <button title=\"Go\"><segue kind=\"present\" destination=\"nowhere\"/></button>\n    <button title=\"Go\">"), to: "app.flow.xml")
        let sarif = try WatchedProcess(["check", "app.flow.xml", "--format", "sarif"], in: scratch.path)
        _ = sarif.finish()
        let hashes = sarif.standardOutput.matches(of: #/"storyflowFingerprint\/v1" : "([0-9a-f:]+)"/#).map { String($0.1) }
        #expect(hashes.count == 2, "\(sarif.standardOutput)")
        #expect(hashes.count == 2 && hashes[1] == hashes[0] + ":2", "\(hashes)")
    }

    @Test func aBadBaselineIsAUsageError() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.flow, to: "app.flow.xml")
        let baseline = try scratch.write("not json", to: "baseline.json")
        let checked = try runStoryflow(["check", file, "--baseline", baseline])
        #expect(checked.status == 2)
        #expect(
            checked.errors.contains("storyflow: error: \(baseline): is not a storyflow baseline (write one with `storyflow check --write-baseline FILE`)"),
            "\(checked.errors)")
        let missing = try runStoryflow(["check", file, "--baseline", scratch.file("none.json")])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("none.json: no such file"), "\(missing.errors)")
    }
}

/// `check --force-exclude`, as hooks and plugins run it: files named on the command line that the configuration
/// excludes stay out.
struct ForceExcludeTests {
    @Test func excludedFilesNamedOnTheCommandLineStayOut() throws {
        // This repository's .storyflow.yml excludes Flows/broken/.
        let broken = "Flows/broken/unknown-destination.flow.xml"
        #expect(try runStoryflow(["check", broken]).status == 1, "named, it is checked")
        let onlyExcluded = try runStoryflow(["check", "--force-exclude", broken])
        #expect(onlyExcluded.status == 0 && onlyExcluded.output.isEmpty, "\(onlyExcluded.output)\(onlyExcluded.errors)")
        let mixed = try runStoryflow(["check", "--force-exclude", "--format", "xcode", broken, "Flows/Ratings.flow.xml"])
        #expect(mixed.status == 0, "\(mixed.output)")
    }
}
