import Foundation
import StoryflowIO
import Synchronization
import Testing

/// Piped commands read line by line: line endings, a last line without one, bytes that are not UTF-8, and a line
/// too long to keep.
struct InputLinesTests {
    /// The lines `bytes` gives when written to a pipe that is then closed.
    func lines(of bytes: [UInt8]) throws -> [InputLines.Next] {
        let pipe = Pipe()
        // Written on another thread: more than a pipe holds would block a writer on this one.
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(bytes))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        // Nothing asks to stop: the lines end where the pipe does, however long the writer takes.
        var input = InputLines(descriptor: pipe.fileHandleForReading.fileDescriptor, shouldStop: { false })
        var found: [InputLines.Next] = []
        while true {
            let next = input.next()
            found.append(next)
            if next == .end || found.count > 10 { return found }
        }
    }

    @Test func linesEndAtLineBreaksAndAtTheEnd() throws {
        #expect(
            try lines(of: Array("tap +\r\ntype \"é\" into name\n\nlast".utf8)) == [
                .line("tap +"), .line("type \"é\" into name"), .line(""), .line("last"), .end,
            ])
        #expect(try lines(of: [0x74, 0xFF, 0x0A]) == [.line("t\u{FFFD}"), .end])
        #expect(try lines(of: []) == [.end])
    }

    /// A signal handler only sets a flag; one that came just before the wait began must not leave the reading
    /// blocked until the next line. Here the stop is asked with no signal at all, while the input stays open.
    @Test(.timeLimit(.minutes(1))) func aStopAskedForWhileWaitingEndsTheInputWithoutALine() throws {
        let pipe = Pipe()
        let stop = StopFlag()
        let asker = Thread {
            usleep(300_000)
            stop.isSet.store(true, ordering: .relaxed)
        }
        asker.start()
        var input = InputLines(descriptor: pipe.fileHandleForReading.fileDescriptor, shouldStop: { stop.isSet.load(ordering: .relaxed) })
        #expect(input.next() == .end)
        try pipe.fileHandleForWriting.close()
    }

    @Test func aLineTooLongIsSkippedAndReadingGoesOn() throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: InputLines.maximumLineLength + 100_000)
        #expect(try lines(of: Array("first\n".utf8) + long + Array("\nnext\n".utf8) + long) == [.line("first"), .tooLong, .line("next"), .tooLong, .end])
    }
}

/// A flag one thread sets and another reads, as a signal handler's is.
private final class StopFlag: Sendable {
    let isSet = Atomic<Bool>(false)
}
