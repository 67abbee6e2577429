import Foundation
import StoryflowTestSupport
import Testing

@testable import StoryflowIO

/// `OutputFile`: atomic for regular files, through for everything else, never a lost or replaced file.
@Suite struct OutputFileTests {
    @Test func aNewFileIsWrittenWithTheUmasksPermissionsAndNoTemporaryLeft() throws {
        let scratch = try Scratch()
        let path = scratch.file("out.flow.xml")
        try OutputFile.write("hello\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\n")
        let mask = umask(0)
        umask(mask)
        #expect(Scratch.mode(of: path) == 0o666 & ~mask)
        #expect(scratch.names == ["out.flow.xml"])
    }

    @Test func anExistingFileKeepsItsPermissions() throws {
        let scratch = try Scratch()
        let path = try scratch.write("old", to: "private.json")
        chmod(path, 0o600)
        try OutputFile.write("new", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(Scratch.mode(of: path) == 0o600)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let scratch = try Scratch()
        let target = try scratch.write("old", to: "target.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.json"), withDestinationPath: "target.json")
        try OutputFile.write("new", to: scratch.file("link.json"))
        #expect(Scratch.kind(of: scratch.file("link.json")) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(scratch.names == ["link.json", "target.json"])
    }

    @Test func notFollowingLinksReplacesTheLinkAndLeavesItsTarget() throws {
        let scratch = try Scratch()
        let target = try scratch.write("old", to: "target.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.json"), withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("dangling.json"), withDestinationPath: "made.json")
        try OutputFile.write("new", to: scratch.file("link.json"), followingLinks: false)
        try OutputFile.write("new", to: scratch.file("dangling.json"), followingLinks: false)
        #expect(Scratch.kind(of: scratch.file("link.json")) == S_IFREG)
        #expect(try String(contentsOfFile: scratch.file("link.json"), encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(scratch.names == ["dangling.json", "link.json", "target.json"], "no file made where the dangling link led")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.json"), withDestinationPath: "made.json")
        try OutputFile.write("new", to: scratch.file("link.json"))
        #expect(try String(contentsOfFile: scratch.file("made.json"), encoding: .utf8) == "new")
        #expect(Scratch.kind(of: scratch.file("link.json")) == S_IFLNK)
    }

    @Test func aLinkLoopIsRefused() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: scratch.file("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("b"), withDestinationPath: "a")
        #expect(throws: OutputError.self) { try OutputFile.write("x", to: scratch.file("a")) }
    }

    @Test func aDirectoryIsRefused() throws {
        let scratch = try Scratch()
        let error = #expect(throws: OutputError.self) { try OutputFile.write("x", to: scratch.path) }
        #expect(error?.reason == "is a directory")
    }

    @Test func aDiscardedWriteLeavesTheOldFileWhole() throws {
        let scratch = try Scratch()
        let path = try scratch.write("old", to: "data.json")
        let file = try OutputFile(path: path)
        try file.write("half of the new")
        file.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(scratch.names == ["data.json"])
    }

    @Test func aFileReleasedWithoutCommitLeavesTheOldFileWhole() throws {
        let scratch = try Scratch()
        let path = try scratch.write("old", to: "data.json")
        do {
            let file = try OutputFile(path: path)
            try file.write("new")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(scratch.names == ["data.json"])
    }

    @Test(.enabled(if: Scratch.isRoot, "making a device node needs root"))
    func aDeviceIsWrittenThroughNotReplaced() throws {
        let scratch = try Scratch()
        let path = scratch.file("null")
        try #require(mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        try OutputFile.write("discarded\n", to: path)
        #expect(Scratch.kind(of: path) == S_IFCHR)
        #expect(scratch.names == ["null"])
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
        let scratch = try Scratch()
        let path = scratch.file("pipe")
        try #require(mkfifo(path, 0o600) == 0)
        let error = #expect(throws: OutputError.self) { try OutputFile.write("x", to: path) }
        #expect(error?.reason == "is a FIFO with no reader")
        #expect(Scratch.kind(of: path) == S_IFIFO)
    }

    @Test func aFIFOWithAReaderIsWrittenThrough() throws {
        let scratch = try Scratch()
        let path = scratch.file("pipe")
        try #require(mkfifo(path, 0o600) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("through", to: path)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through")
        #expect(Scratch.kind(of: path) == S_IFIFO)
    }

    @Test func staleTemporariesAreRemovedAndFreshOnesKept() throws {
        let scratch = try Scratch()
        let path = try scratch.write("[]", to: "jobs.json")
        let stale = try scratch.write("", to: ".jobs.json.storyflow-old")
        let fresh = try scratch.write("", to: ".jobs.json.storyflow-new")
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, stale, &times, 0)
        OutputFile.removeStaleTemporaries(for: path, olderThan: 60)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}
