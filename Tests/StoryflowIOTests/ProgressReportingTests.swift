import Foundation
import Testing

@testable import StoryflowIO

/// `WorkProgress` and `StatusLine`: what a progress line shows, and how other messages keep clear of it.
@Suite struct ProgressReportingTests {
    @Test func theItemShownIsTheOldestStillRunningElseTheSubject() {
        let progress = WorkProgress()
        progress.begin("Checking", unit: "files", total: 3, subject: "Flows")
        #expect(progress.snapshot == WorkProgress.Snapshot(activity: "Checking", done: 0, total: 3, unit: "files", item: "Flows"))
        progress.start("big.flow.xml")
        progress.start("small.flow.xml")
        progress.finish("small.flow.xml")
        #expect(progress.snapshot.item == "big.flow.xml")
        #expect(progress.snapshot.done == 1)
        progress.start("other.flow.xml")
        #expect(progress.snapshot.item == "big.flow.xml")
        progress.finish("big.flow.xml")
        #expect(progress.snapshot.item == "other.flow.xml")
        progress.finish("other.flow.xml")
        #expect(progress.snapshot == WorkProgress.Snapshot(activity: "Checking", done: 3, total: 3, unit: "files", item: "Flows"))
    }

    @Test func beginningAStepStartsItsCountAgain() {
        let progress = WorkProgress()
        progress.begin("Reading", unit: "scenes", subject: "App.flow.xml")
        progress.advance()
        progress.advance()
        #expect(progress.snapshot.done == 2)
        progress.start("left over")
        progress.begin("Generating walks for")
        #expect(progress.snapshot == WorkProgress.Snapshot(activity: "Generating walks for"))
    }

    @Test func countingFromManyThreadsLosesNothing() {
        let progress = WorkProgress()
        progress.begin("Checking", unit: "files", total: 1_000)
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            progress.start("\(index)")
            progress.finish("\(index)")
        }
        #expect(progress.snapshot.done == 1_000)
        #expect(progress.snapshot.item == nil)
    }

    @Test func textIsWrittenAboveTheStatusLineWhichIsDrawnAgainBelowIt() throws {
        let stream = CapturedStream()
        let status = StatusLine(descriptor: stream.descriptor)
        status.write("before\n")
        status.show("[1/2] Checking a")
        status.show("[1/2] Checking a")
        status.write("storyflow: note: something\n")
        status.show(nil)
        status.show(nil)
        let erase = ControlSequence.eraseLine
        #expect(
            try stream.text()
                == "before\n" + erase + "[1/2] Checking a" + erase + "storyflow: note: something\n" + "[1/2] Checking a" + erase)
    }

    @Test func textThatLeavesItsLineUnfinishedIsNotDrawnOverUntilTheLineEnds() throws {
        let stream = CapturedStream()
        let status = StatusLine(descriptor: stream.descriptor)
        let erase = ControlSequence.eraseLine
        status.show("Reading")
        status.write("Continue? ")
        status.show("Reading (2 scenes)")
        status.show(nil)
        status.show("Reading (3 scenes)")
        status.write("y\n")
        status.show(nil)
        #expect(try stream.text() == erase + "Reading" + erase + "Continue? " + "y\n" + "Reading (3 scenes)" + erase)
    }
}

/// A pipe standing in for standard error: what is written to `descriptor` is read back by `text()`.
final class CapturedStream {
    private let pipe = Pipe()

    var descriptor: Int32 { pipe.fileHandleForWriting.fileDescriptor }

    /// Everything written, once the writing end is closed.
    func text() throws -> String {
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
