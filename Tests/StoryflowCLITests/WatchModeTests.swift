import Foundation
import StoryflowTestSupport
import Testing

/// `check --watch` and `run --watch` as a person uses them: the built executable left running while files are
/// saved beside it, the way editors save (a new file renamed over the old one).
struct WatchModeTests {
    private static let clean = """
        <?xml version="1.0"?>
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <tableViewController id="list" title="Things">
            <navigationItem title="Things">
              <barButton placement="right" system="add"><segue id="Add" kind="present" destination="edit"/></barButton>
            </navigationItem>
          </tableViewController>
          <viewController id="edit" title="Edit"><button title="Save"/></viewController>
        </flow>
        """

    /// Saves `text` as an editor does: written beside the file, then renamed over it.
    private func save(_ text: String, to path: String) throws {
        let temporary = (path as NSString).deletingLastPathComponent + "/.\((path as NSString).lastPathComponent).swp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func checkWatchReadsOnlyWhatASaveTouched() throws {
        let scratch = try Scratch()
        try scratch.write(Self.clean, to: "a.flow.xml")
        try scratch.write(Self.clean, to: "sub/b.flow.xml")
        let watch = try WatchedProcess(["check", "--watch", ".", "--format", "xcode"], in: scratch.path)
        try watch.wait(for: "the first check") { _, errors in errors.contains("storyflow: watching — 2 files, 0 errors, 0 warnings; read 2 files in ") }

        try save(Self.clean.replacingOccurrences(of: "destination=\"edit\"", with: "destination=\"edt\""), to: scratch.file("a.flow.xml"))
        try watch.wait(for: "the check after a save") { _, errors in
            errors.contains("storyflow: watching — 2 files, 1 error, 1 warning (+2 −0 since the last check); read 1 file in ")
        }
        #expect(watch.standardOutput.contains("./a.flow.xml:6:49: error: this present segue leads to scene `edt`"), "\(watch.standardOutput)")

        // A configuration changed: everything is read again under it.
        try save("disabled_rules: [unknown-destination, unreachable-scene]\n", to: scratch.file(".storyflow.yml"))
        try watch.wait(for: "the check after the configuration changed") { _, errors in
            errors.contains("2 files, 0 errors, 0 warnings (+0 −2 since the last check); read 2 files in ")
        }

        // A file in a folder made after the watch began is found.
        try FileManager.default.createDirectory(atPath: scratch.file("later"), withIntermediateDirectories: true)
        try save(Self.clean, to: scratch.file("later/c.flow.xml"))
        try watch.wait(for: "the check after a new file") { _, errors in errors.contains("3 files, 0 errors, 0 warnings (+0 −0 since the last check); read ") }

        // A file that is not a flow changes nothing; a removed flow loses its findings.
        let checks = watch.errorCount(of: "storyflow: watching")
        try save("notes", to: scratch.file("notes.txt"))
        try FileManager.default.removeItem(atPath: scratch.file("sub/b.flow.xml"))
        // Waits for a check after those counted: under load, the new folder alone can have made a check that
        // printed the same line before its file was saved.
        try watch.wait(for: "the check after a removal") { _, errors in
            errors.components(separatedBy: "storyflow: watching").count - 1 > checks
                && errors.components(separatedBy: "storyflow: watching").last!.contains("2 files, 0 errors, 0 warnings (+0 −0 since the last check)")
        }
        #expect(watch.errorCount(of: "storyflow: watching") == checks + 1, "the text file started no check: \(watch.standardError)")
        watch.stop()
    }

    @Test func aChangedStoryboardRechecksTheFlowsThatReferenceIt() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            <?xml version="1.0"?>
            <flow version="1" initial="a">
              <viewController id="a" title="A"><button title="Go"><segue kind="present" destination="more"/></button></viewController>
              <storyboardReference id="more" storyboardName='More'/>
            </flow>
            """, to: "main.flow.xml")
        try scratch.write(
            """
            <?xml version="1.0"?>
            <flow version="1" initial="b">
              <viewController id="b" title="B"><button title="Go"><segue kind="present" destination="more"/></button></viewController>
              <storyboardReference id="more" storyboardName="More"/>
            </flow>
            """, to: "second.flow.xml")
        let more = storyboard(initial: "m", scenes: storyboardScene(id: "m", title: "More"))
        try scratch.write(more, to: "More.storyboard")
        try scratch.write(Self.clean, to: "unrelated.flow.xml")
        let watch = try WatchedProcess(["check", "--watch", ".", "--format", "xcode"], in: scratch.path)
        try watch.wait(for: "the first check") { _, errors in errors.contains("storyflow: watching — 4 files") }
        try save(more.replacingOccurrences(of: "title=\"More\"", with: "title=\"Much more\""), to: scratch.file("More.storyboard"))
        // The storyboard, and both flows that reference it (in either quote); not the unrelated flow.
        try watch.wait(for: "the check after the storyboard changed") { _, errors in errors.contains("read 3 files in ") }
        watch.stop()
    }

    @Test func runWatchReplaysTheSessionAndSaysWhatChanged() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.clean, to: "app.flow.xml")
        let run = try WatchedProcess(["run", "app.flow.xml", "--watch", "--quiet", "--width", "40"], in: scratch.path)
        run.type("tap +\n")
        try run.wait(for: "the presented screen") { output, _ in output.contains("│ │ 1 [ Save ]") }

        try save(Self.clean.replacingOccurrences(of: "title=\"Save\"", with: "title=\"Store\""), to: flow)
        try run.wait(for: "the replay") { output, _ in output.contains("[ Store ]") }
        let report = try #require(
            run.standardOutput.range(of: "storyflow: app.flow.xml changed; replayed 1 command on it: the transcript first differs at command 1 (`tap +`):\n"),
            "\(run.standardOutput)")
        let changes = run.standardOutput[report.upperBound...].split(separator: "\n").prefix(2)
        #expect(changes.first?.hasPrefix("  - │ │ 1 [ Save ]  ") == true && changes.last?.hasPrefix("  + │ │ 1 [ Store ]  ") == true, "\(changes)")
        #expect(changes.allSatisfy { $0.count == 40 && $0.hasSuffix("…") }, "each changed line fits the 40-column frame: \(changes)")

        // A broken save keeps the last good version running.
        try save("<flow", to: flow)
        try run.wait(for: "the broken version's report") { _, errors in
            errors.contains("storyflow: app.flow.xml changed, but the new version has errors, so the previous one goes on:\napp.flow.xml:1:6: error:")
        }
        run.type("tap 1\n")
        try run.wait(for: "a step on the version still running") { output, _ in output.contains("> tap 1") }
        try save(Self.clean.replacingOccurrences(of: "title=\"Save\"", with: "title=\"Store\""), to: flow)
        try run.wait(for: "the replay of both commands") { output, _ in output.contains("replayed 2 commands on it: the transcript is the same.") }
        #expect(run.finish() == 0)
    }

    /// An app that saves (the to-do app) gets its data back as the first launch found it before a replay, so the
    /// replayed steps save it once, not twice.
    @Test func runWatchPutsAnAppsOwnDataBackBeforeReplaying() throws {
        let scratch = try Scratch()
        let flowText = try Repository.text("Flows/Todo.flow.xml")
        let flow = try scratch.write(flowText, to: "Todo.flow.xml")
        let jobs = scratch.file("T0Do.json")
        let run = try WatchedProcess(
            ["--flow", flow, "--watch", "--quiet", "--width", "50"], in: scratch.path, product: "Todo", environment: ["TODO_FILE": jobs])
        run.type("tap +\ntype \"Buy milk\" into titleInput\ntap 保存\n")
        // The screen drawn after the tap (the list with the new row), not the form typed into before it.
        try run.wait(for: "the job saved") { output, _ in output.range(of: "> tap 保存").map { output[$0.upperBound...].contains("Buy milk") } ?? false }
        // The file is read until it holds the job (with a deadline), not once: the app may write it after drawing.
        let jobsSaved = { ((try? String(contentsOfFile: jobs, encoding: .utf8)) ?? "").components(separatedBy: "Buy milk").count - 1 }
        try run.wait(for: "the job in the app's file") { _, _ in jobsSaved() == 1 }
        try save(flowText + "\n<!-- saved again -->\n", to: flow)
        try run.wait(for: "the replay") { output, _ in output.contains("replayed 3 commands on it") }
        try run.wait(for: "the replayed job in the app's file") { _, _ in jobsSaved() == 1 }
        #expect(jobsSaved() == 1, "one Buy milk after the replay")
        #expect(run.finish() == 0)
    }

    @Test func checkWatchSeesTheConfigurationAboveTheWatchedFolder() throws {
        let scratch = try Scratch()
        try scratch.write(Self.clean.replacingOccurrences(of: "destination=\"edit\"", with: "destination=\"edt\""), to: "flows/a.flow.xml")
        try scratch.write("severity:\n  unknown-destination: warning\n", to: ".storyflow.yml")
        let watch = try WatchedProcess(["check", "--watch", "flows", "--format", "xcode"], in: scratch.path)
        try watch.wait(for: "the first check") { _, errors in errors.contains("storyflow: watching — 1 file, 0 errors, 2 warnings; read 1 file in ") }
        try save("severity:\n  unknown-destination: error\n", to: scratch.file(".storyflow.yml"))
        try watch.wait(for: "the check under the edited configuration") { _, errors in
            errors.contains("1 file, 1 error, 1 warning (+1 −1 since the last check)")
        }
        watch.stop()
    }

    @Test func runWatchAtThePromptReplaysWhatWasTypedAndKeepsTheLineBeingTyped() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.clean, to: "app.flow.xml")
        let terminal = try InteractiveTests.terminalSession(arguments: ["run", flow, "--watch", "--quiet", "--width", "40"], columns: 60)
        #expect(terminal.waitFor("> "))
        terminal.type("tap +\r")
        #expect(terminal.waitFor("[ Save ]"))
        terminal.type("ba")
        try save(Self.clean.replacingOccurrences(of: "title=\"Save\"", with: "title=\"Store\""), to: flow)
        #expect(terminal.waitFor("replayed 1 command on it: the transcript first differs at command 1 (`tap +`):"), "\(terminal.screen)")
        #expect(terminal.waitFor("[ Store ]"))
        #expect(terminal.waitFor("> ba"), "the line being typed is drawn again")
        terminal.type("\u{15}\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func runWatchListsTheFailuresOfAReplayedScript() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.clean, to: "app.flow.xml")
        let script = try scratch.write("tap +\nexpect title \"Edit\"\n", to: "walk.txt")
        let run = try WatchedProcess(["run", flow, "--watch", "--quiet", "--script", script], in: scratch.path)
        try run.wait(for: "the script") { output, _ in output.contains("> expect title \"Edit\"") }
        try save(Self.clean.replacingOccurrences(of: "title=\"Edit\"", with: "title=\"Change\""), to: flow)
        try run.wait(for: "the replay's failure") { output, _ in
            output.contains("storyflow: the replay fails once:\n  FAILED at walk.txt:2: expected title \"Edit\"")
        }
        run.stop()
    }

    @Test func runWatchFailsAWalkAsRunDoes() throws {
        let result = try runStoryflow(["run", "Flows/Todo.flow.xml", "--watch"], input: "expect failure\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("storyflow: the walk failed once: stdin:1"), "\(result.errors)")
    }

    @Test func runWatchRefusesToRecordReplays() throws {
        let result = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--watch", "--events", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--watch replays the session after every save, which would record it again and again: run without --events to watch."))
    }
}
