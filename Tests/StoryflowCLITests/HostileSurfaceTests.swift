import Foundation
import StoryflowTestSupport
import Testing

/// The reproducers of the hardening round for the newer surfaces (`paths -o`, baselines, closed streams, watch
/// mode, coverage files, the language server's ids), each reduced, run through the built executable.
struct HostileSurfaceTests {
    @Test func pathsNeverWritesThroughALinkPlantedInTheOutputFolder() throws {
        let scratch = try Scratch()
        try scratch.write("# the victim\n", to: "outside/victim")
        try FileManager.default.createDirectory(atPath: scratch.file("walks"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("walks/01-players.walk"), withDestinationPath: "../outside/victim")
        let run = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "-o", scratch.file("walks")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOfFile: scratch.file("outside/victim"), encoding: .utf8) == "# the victim\n")
        #expect(Scratch.kind(of: scratch.file("walks/01-players.walk")) == S_IFREG, "the link itself is replaced by the walk")
        #expect(run.output.contains("note: replaced 1 symbolic link in"))
        #expect(try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", scratch.file("walks/01-players.walk")]).status == 0)
    }

    @Test func pathsSaysWhyItCannotWrite() throws {
        let scratch = try Scratch()
        try scratch.write("a file, not a folder\n", to: "file")
        let run = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "-o", scratch.file("file/walks")])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the walks to \(scratch.file("file/walks")): Not a directory"), "\(run.errors)")
    }

    @Test func aBaselineThatCannotBeReadIsNeverReplaced() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(flow(title: "A").replacingOccurrences(of: "</flow>", with: "<viewController id=\"lost\"/></flow>"), to: "a.flow.xml")
        let conflicted = "<<<<<<< HEAD\n{\"version\": 1, \"tool\": \"storyflow\", \"findings\": []}\n=======\n{}\n>>>>>>> theirs\n"
        let baseline = try scratch.write(conflicted, to: "baseline.json")
        let run = try runStoryflow(["check", flow, "--write-baseline", baseline])
        #expect(run.status == 2)
        #expect(run.errors.contains("is not a storyflow baseline"), "\(run.errors)")
        #expect(run.errors.contains("does not replace a baseline it cannot read"))
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == conflicted, "nothing of it is lost")
    }

    @Test func aBaselineIsWrittenOverALinkNotThroughItAndThroughAStream() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(flow(title: "A"), to: "a.flow.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("baseline.json"), withDestinationPath: "outside.json")
        let run = try runStoryflow(["check", flow, "--write-baseline", scratch.file("baseline.json")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Scratch.kind(of: scratch.file("baseline.json")) == S_IFREG)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("outside.json")), "nothing made where the link led")
        let streamed = try runStoryflow(["check", flow, "--write-baseline", "/dev/stdout"])
        #expect(streamed.status == 0, "\(streamed.errors)")
        #expect(streamed.output.contains("\"findings\""))
    }

    @Test func pathsRefusesAnOutputFolderThatIsALink() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("walks"), withDestinationPath: "elsewhere")
        let run = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "-o", scratch.file("walks") + "/"])
        #expect(run.status == 2)
        #expect(run.errors.contains("is a symbolic link; walks are written only into a folder itself"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("elsewhere")).isEmpty)
    }

    @Test func aClosedStandardOutputNeverMixesTheTranscriptIntoTheEventsFile() throws {
        let scratch = try Scratch()
        let events = scratch.file("e.jsonl")
        let executable = try #require(BuiltProducts.executable("storyflow"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" run Flows/Ratings.flow.xml --script Flows/Ratings.walk --events \"$1\" >&-", executable.path, events]
        process.currentDirectoryURL = Repository.root
        try process.run()
        process.waitUntilExit()
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") }, "only events: \(lines.filter { !$0.hasPrefix("{") }.prefix(3))")
    }

    /// The last summary line `check --watch` wrote, from `watching — ` on.
    private static func lastSummary(_ errors: String) -> String {
        errors.split(separator: "\n").last { $0.contains("watching — ") }.map(String.init) ?? ""
    }

    @Test func checkWatchFollowsAFolderRemovedOrMovedAndMadeAgainAndNotesALink() throws {
        let scratch = try Scratch()
        try scratch.write(flow(title: "A"), to: "d/a.flow.xml")
        let watch = try WatchedProcess(["check", "--watch", "d"], in: scratch.path)
        try watch.wait(for: "the first check") { _, errors in Self.lastSummary(errors).contains("watching — 1 file,") }
        for (index, away) in ["remove", "move"].enumerated() {
            if away == "remove" {
                try FileManager.default.removeItem(atPath: scratch.file("d"))
            } else {
                try FileManager.default.moveItem(atPath: scratch.file("d"), toPath: scratch.file("d.old"))
            }
            try watch.wait(for: "the check after the folder went (\(away))") { _, errors in Self.lastSummary(errors).contains("watching — 0 files,") }
            try FileManager.default.createDirectory(atPath: scratch.file("d"), withIntermediateDirectories: false)
            try scratch.write(flow(title: "B"), to: "d/b\(index).flow.xml")
            try watch.wait(for: "the check of the folder made again (\(away))") { _, errors in Self.lastSummary(errors).contains("watching — 1 file,") }
        }
        try FileManager.default.removeItem(atPath: scratch.file("d/b1.flow.xml"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("d/b1.flow.xml"), withDestinationPath: "/etc/hostname")
        try watch.wait(for: "the note on the link") { _, errors in
            errors.contains("d/b1.flow.xml: is a symbolic link; not followed in a folder search")
        }
        watch.stop()
        #expect(!watch.standardError.contains("Document is empty"))
    }

    @Test func coverageFilesRefuseNegativeCountsAndWriteNoLiveControls() throws {
        let scratch = try Scratch()
        let negative = try scratch.write(
            #"{"format":"storyflow-coverage","version":1,"files":{"Flows/Ratings.flow.xml":{"runs":1,"#
                + #""scenes":{"players":-3},"segues":{},"tabs":{},"rows":{}}}}"#,
            to: "negative.json")
        let refused = try runStoryflow(["coverage", negative, "--flow", "Flows/Ratings.flow.xml"])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("scenes \"players\" of Flows/Ratings.flow.xml has a negative count (-3)"), "\(refused.errors)")
        let hostile = try scratch.write(
            "{\"format\":\"storyflow-coverage\",\"version\":1,\"files\":{\"Flows/Ratings.flow.xml\":{\"runs\":1,"
                + "\"scenes\":{\"\u{9B}31m\u{202E}x\u{200F}\":1},\"segues\":{},\"tabs\":{},\"rows\":{}}}}",
            to: "hostile.json")
        let script = try scratch.write("tap 1\n", to: "walk")
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", script, "--coverage", hostile])
        #expect(run.status == 0, "\(run.errors)")
        let written = try String(contentsOfFile: hostile, encoding: .utf8)
        #expect(written.contains("\\u009b31m\\u202ex\\u200f"), "\(written)")
        #expect(!written.unicodeScalars.contains { [0x9B, 0x202E, 0x200F].contains($0.value) })
        let report = try runStoryflow(["coverage", hostile, "--flow", "Flows/Ratings.flow.xml", "--format", "json"])
        #expect(!report.output.unicodeScalars.contains { [0x9B, 0x202E, 0x200F].contains($0.value) })
    }

    @Test func aRequestWhoseIDCannotBeAnsweredExactlyIsRefused() throws {
        let server = try LanguageServerSession()
        server.sendRaw("Content-Length: 56\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":12345678901234567890,\"method\":\"x\"}")
        let response = try server.response(to: "null")
        let error = try #require(response["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32600)
        #expect((error["message"] as? String)?.contains("an integer from -2147483648 to 2147483647") == true)
        #expect(server.finish() == 1)
    }
}
