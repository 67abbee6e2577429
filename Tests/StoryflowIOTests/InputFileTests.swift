import Foundation
import StoryflowIO
import StoryflowTestSupport
import Testing

/// `InputFile`: regular files only, never a wait on a FIFO or an endless device.
@Suite struct InputFileTests {
    @Test func aRegularFileIsRead() throws {
        let scratch = try Scratch()
        let path = try scratch.write("tap 1\n", to: "walk.txt")
        #expect(try InputFile.readText(path) == "tap 1\n")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let scratch = try Scratch()
        let path = scratch.file("pipe")
        try #require(mkfifo(path, 0o600) == 0)
        let error = #expect(throws: InputError.self) { try InputFile.read(path) }
        #expect(error?.reason == "is a FIFO, not a regular file")
    }

    @Test(arguments: [("/dev/zero", "is a character device, not a regular file"), ("/", "is a directory, not a regular file")])
    func otherKindsAreRefused(path: String, reason: String) {
        let error = #expect(throws: InputError.self) { try InputFile.read(path) }
        #expect(error?.reason == reason)
    }

    @Test func aMissingFileSaysSo() {
        let error = #expect(throws: InputError.self) { try InputFile.read("/no/such/file") }
        #expect(error?.reason == "no such file")
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let scratch = try Scratch()
        let path = try scratch.write(String(repeating: "x", count: 2048), to: "big.txt")
        let error = #expect(throws: InputError.self) { try InputFile.read(path, maximumSize: 1024) }
        #expect(error?.reason.hasPrefix("is larger than") == true)
    }
}
