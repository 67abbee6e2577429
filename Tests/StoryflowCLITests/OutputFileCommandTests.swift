import Foundation
import StoryflowTestSupport
import Testing

/// `import -o` and `run --events` write as `OutputFile` does: a regular file replaced atomically with its
/// permissions kept, a link written through, a device never replaced, a folder refused.
@Suite struct OutputFileCommandTests {
    func importInto(_ output: String, in scratch: borrowing Scratch) throws -> ProductRun {
        let source = try scratch.write(storyboard(initial: "a", scenes: storyboardScene(id: "a", title: "Home")), to: "Main.storyboard")
        return try BuiltProducts.run("storyflow", ["import", source, "-o", output])
    }

    @Test func importKeepsTheModeOfTheFileItReplaces() throws {
        let scratch = try Scratch()
        let output = try scratch.write("old", to: "Main.flow.xml")
        chmod(output, 0o600)
        #expect(try importInto(output, in: scratch).status == 0)
        var status = stat()
        stat(output, &status)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(#"title="Home""#))
    }

    @Test func importWritesThroughALink() throws {
        let scratch = try Scratch()
        try scratch.write("old", to: "real.flow.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.flow.xml"), withDestinationPath: "real.flow.xml")
        #expect(try importInto(scratch.file("link.flow.xml"), in: scratch).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("link.flow.xml")) == "real.flow.xml")
        #expect(try String(contentsOfFile: scratch.file("real.flow.xml"), encoding: .utf8).contains(#"title="Home""#))
    }

    /// A file the user may write in a folder they may not: no new file can be made beside it, so it is rewritten
    /// in place. As root, permissions do not apply, so the import runs as nobody (through `setpriv`).
    @Test func aFileInAFolderThatCannotBeWrittenIsRewrittenInPlace() throws {
        let scratch = try Scratch()
        let source = try scratch.write(storyboard(initial: "a", scenes: storyboardScene(id: "a", title: "Home")), to: "Main.storyboard")
        let output = try scratch.write("old", to: "locked/out.flow.xml")
        chmod(scratch.path, 0o755)
        chmod(source, 0o644)
        chmod(output, 0o666)
        var executable = try #require(BuiltProducts.executable("storyflow"))
        var arguments = ["import", source, "-o", output]
        if Scratch.isRoot {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs the import as nobody")
            chmod(scratch.file("locked"), 0o755)
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
            executable = URL(fileURLWithPath: "/usr/bin/setpriv")
        } else {
            chmod(scratch.file("locked"), 0o555)
        }
        let run = try BuiltProducts.run(executable: executable, arguments)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(#"title="Home""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("locked")) == ["out.flow.xml"])
        #expect(Scratch.mode(of: output) == 0o666)
    }

    @Test func importRefusesAFolder() throws {
        let scratch = try Scratch()
        let run = try importInto(scratch.path, in: scratch)
        #expect(run.status == 2)
        #expect(run.errors.contains("\(scratch.path): cannot be written: is a directory"))
    }

    @Test(.enabled(if: geteuid() == 0, "making a device node needs root"))
    func eventsToADeviceNodeLeaveItADevice() throws {
        let scratch = try Scratch()
        let device = scratch.file("null")
        try #require(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", device])
        #expect(run.status == 0)
        var status = stat()
        lstat(device, &status)
        #expect(status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func eventsToStandardOutputAreWrittenThrough() throws {
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", "/dev/stdout"])
        #expect(run.status == 0)
        #expect(run.output.contains(#"{"seq":1,"event":"#))
        #expect(run.output.contains("> tap"))
    }

    @Test func eventsReplaceARegularFileWhole() throws {
        let scratch = try Scratch()
        let events = try scratch.write(String(repeating: "stale line\n", count: 10_000), to: "events.jsonl")
        let run = try BuiltProducts.run("storyflow", ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk", "--events", events])
        #expect(run.status == 0)
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"seq":1,"#) == true)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"seq":"#) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["events.jsonl"])
    }
}
