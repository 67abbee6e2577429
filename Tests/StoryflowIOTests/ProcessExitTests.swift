import Foundation
import StoryflowIO
import Testing

/// Waiting for a child process through its termination handler.
@Suite struct ProcessExitTests {
    @Test(arguments: [("exit 3", Process.TerminationReason.exit, Int32(3)), ("kill -KILL $$", .uncaughtSignal, SIGKILL), ("true", .exit, 0)])
    func theStatusIsSetWhenTheWaitEnds(script: String, reason: Process.TerminationReason, status: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let ended = ProcessExit(of: process)
        try process.run()
        ended.wait()
        #expect(!process.isRunning)
        #expect(process.terminationReason == reason && process.terminationStatus == status)
        // A second wait returns too.
        ended.wait()
    }
}
