import Foundation
import StoryflowTestSupport
import Testing

/// Only regular files are read: a FIFO, a device or a folder named as a flow is a clear exit-2 error naming the
/// path, never a wait or an empty file; a folder that cannot be listed is an error, not "no problems".
@Suite struct InputPathTests {
    @Test(arguments: [["check"], ["run"], ["import"], ["export"], ["generate", "swift"]])
    func aFIFOIsRefusedAtOnce(command: [String]) throws {
        let scratch = try Scratch()
        let path = scratch.file("pipe.flow.xml")
        try #require(mkfifo(path, 0o600) == 0)
        let run = try BuiltProducts.run("storyflow", command + [path])
        #expect(run.status == 2)
        #expect(run.errors.contains("\(path): is a FIFO, not a regular file"))
    }

    @Test(arguments: ["/dev/zero", "/proc/self/status"])
    func aNonRegularFileIsNotReadAsEmpty(path: String) throws {
        let run = try BuiltProducts.run("storyflow", ["check", path])
        #expect(run.status == 2)
        #expect(run.errors.contains("\(path): is "))
        #expect(run.errors.contains("not a regular file"))
        #expect(!run.output.contains("empty"))
    }

    @Test func aFIFOInsideACheckedFolderIsNamedAndTheRestIsChecked() throws {
        let scratch = try Scratch()
        try scratch.write(flow(title: "Home"), to: "good.flow.xml")
        try FileManager.default.createDirectory(atPath: scratch.file("sub"), withIntermediateDirectories: true)
        try #require(mkfifo(scratch.file("sub/pipe.flow.xml"), 0o600) == 0)
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "json", scratch.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("sub/pipe.flow.xml: is a FIFO, not a regular file"))
        #expect(run.output.contains(#""files":1"#))
    }

    @Test func aFolderNamedLikeAFlowIsSearchedWithANote() throws {
        let scratch = try Scratch()
        try scratch.write(flow(title: "Home"), to: "odd.flow.xml/inner.flow.xml")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "json", scratch.path])
        #expect(run.status == 0)
        #expect(run.errors.contains("odd.flow.xml: is a folder; searched, not read as a flow"))
        #expect(run.output.contains(#""files":1"#))
    }

    @Test func aSymbolicLinkLoopInAFolderEnds() throws {
        let scratch = try Scratch()
        try scratch.write(flow(title: "Home"), to: "a/good.flow.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("a/loop"), withDestinationPath: "..")
        let run = try BuiltProducts.run("storyflow", ["check", "--format", "json", scratch.path])
        #expect(run.status == 0)
        #expect(run.output.contains(#""files":1"#))
    }

    /// As root, permissions do not stop reading, so the check runs as `nobody` (through `setpriv`) there.
    @Test func anUnreadableFolderIsAnError() throws {
        let scratch = try Scratch()
        try scratch.write(flow(title: "Home"), to: "open/good.flow.xml")
        try scratch.write(flow(title: "Home"), to: "closed/hidden.flow.xml")
        chmod(scratch.path, 0o755)
        chmod(scratch.file("open"), 0o755)
        chmod(scratch.file("open/good.flow.xml"), 0o644)
        chmod(scratch.file("closed"), 0o000)
        var arguments = ["check", "--format", "json", scratch.path]
        var executable = try #require(BuiltProducts.executable("storyflow"))
        if geteuid() == 0 {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs the check as nobody")
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
            executable = URL(fileURLWithPath: "/usr/bin/setpriv")
        }
        let run = try BuiltProducts.run(executable: executable, arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains("\(scratch.file("closed")): cannot list the folder (Permission denied)"))
        #expect(run.output.contains(#""files":1"#))
    }
}
