import Foundation
import StoryflowSwiftCheck
import StoryflowSwiftParsing
import Synchronization

/// `storyflow-swift-scan`: parses the Swift files whose paths arrive on standard input (each ended by a NUL byte)
/// with swift-syntax, and writes what it finds as `SwiftScanMessage`s on standard output.
/// `storyflow check --swift` runs it (`SwiftScanner`); it is a program of its own so that `storyflow` does not
/// carry swift-syntax.
@main
enum SwiftScanCommand {
    /// The messages not yet written, and when they last were: messages come from several parsing threads, and
    /// are written in batches (a write wakes `storyflow`, which shares the cores with the parsing threads).
    static let output = Mutex((pending: [UInt8](), written: ContinuousClock.now))

    /// The most bytes kept before they are written.
    static let batchSize = 1 << 16

    /// The longest a message waits to be written, so progress shows as files are parsed.
    static let batchDelay = Duration.milliseconds(50)

    static func main() {
        // storyflow ignores SIGPIPE, and so would this process, which it starts: should storyflow end, the next
        // write ends the scan instead of leaving it parsing for no one.
        signal(SIGPIPE, SIG_DFL)
        if CommandLine.arguments.count > 1 {
            let usage = """
                usage: storyflow-swift-scan < PATHS
                Parses the Swift files whose paths are on standard input, each ended by a NUL byte, for `storyflow check \
                --swift`, which runs it, and writes what it finds on standard output.

                """
            FileHandle.standardError.write(Data(usage.utf8))
            exit(CommandLine.arguments.dropFirst().allSatisfy { ["-h", "--help"].contains($0) } ? 0 : 2)
        }
        let paths = FileHandle.standardInput.readDataToEndOfFile().split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
        write(.ready(version: SwiftScanMessage.version))
        _ = SwiftSources.outcomes(forFiles: paths) { event in
            switch event {
            case .started(let index): write(.started(file: index))
            case .decided(let index, let outcome): write(.decided(file: index, outcome: outcome))
            }
        }
        write(.done, now: true)
        // Files given up on may still be parsing on their threads: ending the process stops them.
        exit(0)
    }

    /// Writes `message` with those pending, at once when `now`, else when the batch is full or old enough.
    static func write(_ message: SwiftScanMessage, now: Bool = false) {
        output.withLock { output in
            output.pending += message.text.utf8
            guard now || output.pending.count >= batchSize || output.written.duration(to: .now) >= batchDelay else { return }
            do {
                try FileHandle.standardOutput.write(contentsOf: output.pending)
            } catch {
                // No one reads what the scan finds. `_exit`: other threads may be parsing, or ending the process.
                _exit(1)
            }
            output.pending.removeAll(keepingCapacity: true)
            output.written = .now
        }
    }
}
