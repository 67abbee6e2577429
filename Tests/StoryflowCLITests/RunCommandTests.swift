import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow run` as a user or CI runs it: scripts, piped input, exit statuses, the events file.
struct RunCommandTests {
    @Test func theReadmeCommandPrintsTheCheckedInTranscriptTwiceOver() throws {
        let arguments = ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk"]
        let first = try runStoryflow(arguments)
        let second = try runStoryflow(arguments)
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output == second.output)
        #expect(first.output == (try Repository.text("Tests/StoryflowSessionTests/Transcripts/Ratings-80.txt")), "the walk TranscriptTests records")
    }

    @Test func aFailedExpectationSaysWhatWasThereAndExitsWithOne() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-\(UUID().uuidString).walk")
        try "expect title Players\nexpect title Gamers\ntap +\nexpect title \"Add Player\"\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", script.path])
        #expect(run.status == 1)
        #expect(run.output.contains("FAILED at \(script.lastPathComponent):2: expected title \"Gamers\", but the title is \"Players\""))
        #expect(run.output.contains("ok: title \"Add Player\""), "the session goes on after a failure")
    }

    @Test func failFastStopsAWalkAtItsFirstFailure() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-\(UUID().uuidString).walk")
        try "tap +\nexpect title Gamers\ntap Cancel\nexpect title Nope\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", script.path, "--fail-fast"])
        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(
                """
                FAILED at \(script.lastPathComponent):2: expected title \"Gamers\", but the title is \"Add Player\"\nStopped at the first failure, as \
                --fail-fast asks (2 commands not run).\n
                """
            ))
        #expect(!run.output.contains("> tap Cancel"))
        #expect(
            run.errors.hasSuffix("storyflow: the walk failed once: \(script.lastPathComponent):2\nstoryflow: stopped at the first failure (--fail-fast)\n"),
            "\(run.errors)")
        // Piped commands stop there too, without reading on.
        let piped = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--fail-fast"], input: "tap 9\ntap +\n")
        #expect(piped.output.contains("FAILED at stdin:1: Nothing is numbered 9."))
        #expect(piped.output.hasSuffix("\nStopped at the first failure, as --fail-fast asks; the rest of the input is not read.\n"), "\(piped.output)")
        #expect(!piped.output.contains("> tap +"))
        // A walk that fails on its last command has nothing left to stop: comments after it are no commands.
        try "tap +\nexpect title Gamers\n# the end\n\n".write(to: script, atomically: true, encoding: .utf8)
        let last = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", script.path, "--fail-fast"])
        #expect(last.status == 1)
        #expect(!last.output.contains("Stopped at the first failure") && !last.errors.contains("stopped at the first failure"))
        // Without a walk there is nothing to stop.
        let prompt = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--fail-fast", "--watch"])
        #expect(
            prompt.status != 0
                && prompt.errors.contains("--fail-fast cannot be used with --watch: it stops a walk (--script, or commands piped in) at its first failure"))
    }

    @Test func failFastStopsBeforeTheFirstCommandWhenTheLaunchFails() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-\(UUID().uuidString).walk")
        try "expect title Z\ntap 1\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try runStoryflow(["run", "Flows/broken/sample-row-unknown-prototype.flow.xml", "--script", script.path, "--fail-fast"])
        #expect(run.status == 1)
        #expect(run.output.contains("FAILED at launch: launching raised an error"))
        #expect(run.output.hasSuffix("Stopped at the first failure, as --fail-fast asks (2 commands not run).\n"), "\(run.output)")
        #expect(run.errors.contains("storyflow: the walk failed once: launch\n"), "\(run.errors)")
    }

    @Test func aSignalEndsASessionReadingPipedCommands() throws {
        let session = try WatchedProcess(["run", Repository.path("Flows/Ratings.flow.xml")], in: Repository.path(""))
        session.type("tap +\n")
        try session.wait(for: "the first step") { output, _ in output.contains("Add Player") }
        // The input stays open: the session is waiting for the next line when the signal comes.
        #expect(session.endsBySignal(SIGTERM), "\(session.standardError)")
    }

    @Test func pipedCommandsAreAStrictWalkWithLineNumbers() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--width", "60"], input: "tap 9\nfrobnicate\ntap +\n")
        #expect(run.status == 1, "piped input is a walk: a step that cannot be done fails it")
        #expect(run.output.contains("> tap 9\n  FAILED at stdin:1: Nothing is numbered 9. You can tap: 1 Bill Evans"))
        #expect(run.output.contains("> frobnicate\n  FAILED at stdin:2: Unknown command 'frobnicate'."))
        let errors = run.errors.split(separator: "\n").map(String.init)
        #expect(errors.count == 3)
        #expect(errors.first?.hasPrefix("stdin:1: error: Nothing is numbered 9.") == true)
        #expect(errors.dropFirst().first == "stdin:2: error: Unknown command 'frobnicate'. Type 'help' to list the commands.")
        #expect(errors.last == "storyflow: the walk failed 2 times: stdin:1, stdin:2")
        #expect(run.output.contains("Add Player"))
        let frame = run.output.split(separator: "\n").filter { $0.hasPrefix("┌") }
        #expect(frame.allSatisfy { $0.count == 60 })
        #expect(!run.output.contains("\u{1B}["), "no colour off a terminal")
    }

    @Test func theEventsFileHoldsOneJSONObjectPerEvent() throws {
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--events", events.path], input: "tap +\n")
        #expect(run.status == 0)
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == #"{"seq":1,"event":"init","scene":"tabs","class":"TabBarController","instance":"TabBarController#1"}"#)
        #expect(lines.contains { $0.contains(#""event":"prepare","scene":"players""#) && $0.contains(#""segue":"AddPlayer""#) })
        for (index, line) in lines.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["seq"] as? Int == index + 1)
        }
    }

    @Test func theHelpStatesEachDefaultOnce() throws {
        let help = try runStoryflow(["run", "--help"]).output
        #expect(help.components(separatedBy: "(default: 12)").count == 2, "ArgumentParser states --rows' default itself")
        #expect(help.contains("How many table rows are in view."))
    }

    @Test func aFlowWithErrorsOrAMissingScriptExitsWithTwo() throws {
        let broken = try runStoryflow(["run", "Flows/broken/xml-syntax.flow.xml"])
        #expect(broken.status == 2)
        #expect(broken.errors.contains("storyflow: error: cannot run Flows/broken/xml-syntax.flow.xml"))
        let missing = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", "no/such.walk"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read the script no/such.walk"))
    }

    @Test func helpListsTheStepperCommands() throws {
        let run = try runStoryflow(["run", "--help"])
        #expect(run.status == 0)
        for text in ["--script", "--events", "--width", "--plain", "tap accessory NUMBER", "expect title TEXT", "scenes"] {
            #expect(run.output.contains(text), "\(text)")
        }
    }
}
