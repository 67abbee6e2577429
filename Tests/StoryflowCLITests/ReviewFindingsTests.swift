import Foundation
import StoryflowTestSupport
import Testing

/// Streams, links and signals, as a hostile pull request or an impatient user would bring them.
@Suite struct StreamAndLinkTests {
    @Test func eventsToStandardOutputRedirectedToAFileShareTheDescriptor() throws {
        let scratch = try Scratch()
        let log = scratch.file("log.txt")
        try #require(FileManager.default.createFile(atPath: log, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: log))
        let run = try storyflow(["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", "/dev/stdout"], output: handle)
        try handle.close()
        #expect(run.status == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix(#"{"seq":"#) }.count > 50, "the events are there")
        #expect(lines.contains { $0.hasPrefix("> tap") }, "and so is the transcript")
    }

    @Test(arguments: ["link", "//dev/stdout"])
    func aLinkToStandardOutputIsWrittenThrough(name: String) throws {
        let scratch = try Scratch()
        let path = name == "link" ? scratch.file("out") : name
        if name == "link" { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/stdout") }
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(#"{"seq":1,"#))
        if name == "link" { #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/dev/stdout") }
    }

    @Test func eventsArePutInPlaceWhenStandardOutputCloses() throws {
        let scratch = try Scratch()
        let events = scratch.file("events.jsonl")
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        _ = try storyflow(["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", events], output: pipe.fileHandleForWriting)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["events.jsonl"], "no temporary file left")
    }

    @Test func aTerminatedWalkPutsItsEventsInPlaceAndEndsByTheSignal() throws {
        let scratch = try Scratch()
        let events = scratch.file("events.jsonl")
        let script = try scratch.write(String(repeating: "tap 1\nback\n", count: 100_000), to: "long.walk")
        let executable = try #require(BuiltProducts.executable("storyflow"))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "Flows/Ratings.flow.xml", "--script", script, "--events", events]
        process.currentDirectoryURL = Repository.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        while !FileManager.default.contentsOfDirectory(atPathOrEmpty: scratch.path).contains(where: { $0.hasPrefix(".events") }) {
            usleep(20_000)
        }
        usleep(200_000)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(FileManager.default.contentsOfDirectory(atPathOrEmpty: scratch.path).sorted() == ["events.jsonl", "long.walk"])
        #expect(try String(contentsOfFile: events, encoding: .utf8).hasPrefix(#"{"seq":1,"#))
    }

    @Test func linksInACheckedFolderAreNotFollowed() throws {
        let scratch = try Scratch()
        let outside = try Scratch()
        try outside.write("root:x:0:0:root:/root:/bin/bash\n", to: "passwd.flow.xml")
        try outside.write(flow(title: "Elsewhere"), to: "folder/elsewhere.flow.xml")
        try scratch.write(flow(title: "Home"), to: "repo/home.flow.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("repo/leak.flow.xml"), withDestinationPath: outside.file("passwd.flow.xml"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("repo/out"), withDestinationPath: outside.file("folder"))
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "text", scratch.file("repo")])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("root:x"))
        #expect(run.output.contains("No problems in 1 file."))
        #expect(run.errors.contains("leak.flow.xml: is a symbolic link; not followed in a folder search (name it to check it)"))
        let named = try BuiltProducts.run("storyflow", ["check", scratch.file("repo/leak.flow.xml")])
        #expect(named.status == 1, "a link named on the command line is followed")
    }

    @Test func argumentsQuotedInUsageErrorsShowTheirControls() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "X\u{1B}]0;owned\u{07}", "x"])
        #expect(run.status == 2)
        #expect(run.errors.contains("X␛]0;owned␇"))
        #expect(!run.errors.contains("\u{1B}"))
    }
}

private extension FileManager {
    func contentsOfDirectory(atPathOrEmpty path: String) -> [String] {
        (try? contentsOfDirectory(atPath: path)) ?? []
    }
}
