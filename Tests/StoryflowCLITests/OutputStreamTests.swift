import Foundation
import StoryflowTestSupport
import Testing

/// Standard output that cannot be written ends `storyflow` cleanly: a full disk is an I/O error (a message and
/// exit 2), a reader that went away (`| head`) ends it quietly by SIGPIPE, as `cat` or `grep` end.
@Suite struct OutputStreamTests {
    /// The commands that write to standard output; `STORYBOARD` stands for a storyboard the test writes.
    static let commands: [[String]] = [
        ["check", "Flows/broken/xml-syntax.flow.xml"],
        ["rules"],
        ["run", "Flows/Ratings.flow.xml", "--script", "Flows/Ratings.walk"],
        ["import", "STORYBOARD"],
        ["graph", "Flows/Ratings.flow.xml", "--format", "dot"],
        ["graph", "Flows/Ratings.flow.xml", "--format", "json"],
        ["paths", "Flows/Ratings.flow.xml"],
    ]

    func withStoryboard(_ arguments: [String], in scratch: borrowing Scratch) throws -> [String] {
        let path = try scratch.write(storyboard(initial: "a", scenes: storyboardScene(id: "a", title: "Home")), to: "Main.storyboard")
        return arguments.map { $0 == "STORYBOARD" ? path : $0 }
    }

    @Test(arguments: commands)
    func aFullDiskIsAnIOError(arguments: [String]) throws {
        let scratch = try Scratch()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try storyflow(try withStoryboard(arguments, in: scratch), output: full)
        #expect(run.reason == .exit)
        #expect(run.status == 2)
        #expect(run.errors.hasSuffix("storyflow: error: standard output cannot be written: No space left on device\n"))
    }

    @Test(arguments: commands)
    func aClosedPipeEndsQuietly(arguments: [String]) throws {
        let scratch = try Scratch()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try storyflow(try withStoryboard(arguments, in: scratch), output: pipe.fileHandleForWriting)
        #expect(run.reason == .uncaughtSignal)
        #expect(run.status == SIGPIPE)
        #expect(!run.errors.contains("standard output"))
    }
}
