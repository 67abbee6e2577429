import Dispatch
import Foundation
import StoryflowIO
import StoryflowModel
import StoryflowSwiftCheck
import Synchronization

/// Reads an app's Swift files and collects what they reference, parsing them with swift-syntax on several cores.
///
/// Swift files come from pull requests, so parsing is bounded: shapes the parser cannot take in bounded time or
/// memory are found by a pre-scan and reported (`swift-limit`) without parsing; parsing runs on threads with
/// large stacks; and a file still being parsed after `SwiftParsingLimits.parseTimeLimit` seconds is reported and
/// left behind. After `SwiftParsingLimits.maximumAbandonedFiles` such files, the files not yet parsed are reported too, so the time a check takes is
/// bounded whatever the files hold.
public enum SwiftSources {
    /// What happened to one file of a scan, as it happens.
    public enum Event: Sendable {
        /// A thread started parsing the file at this index.
        case started(Int)
        /// The file at this index has its outcome, which does not change after.
        case decided(Int, SwiftFileOutcome)
    }

    /// At most this many files are parsed at once (and no more than the cores), whatever the number of files,
    /// besides those given up on.
    public static let maximumConcurrentFiles = 4

    /// The stack each parsing thread gets: swift-syntax's parser recurses once per link of an `else if` chain,
    /// which its nesting limit does not bound, so a 1 MiB file can nest some 80,000 levels. The memory is
    /// reserved, not used, until a file nests that deep.
    static let parserStackSize = 1 << 30

    /// Reads and scans `files`, telling `events` as each file is started and decided; the outcomes in file order.
    /// When an outcome is `.tooLarge`, parses given up on may still be running, and growing: the caller should end
    /// the process, the one way to stop a parse under way.
    public static func outcomes(forFiles files: [String], events: @escaping @Sendable (Event) -> Void = { _ in }) -> [SwiftFileOutcome] {
        scan(count: files.count, events: events) { index in
            let text: String
            do throws(InputError) {
                text = try InputFile.readText(files[index], maximumSize: SwiftParsingLimits.maximumFileSize)
            } catch {
                return .failed(reason: error.reason)
            }
            return SwiftReferenceCollector.outcome(of: text)
        }
    }

    /// Reads and scans `files` in this process, as `storyflow-swift-scan` does for `check --swift`.
    public static func references(inFiles files: [String]) -> SwiftScan {
        SwiftScan(files: files, outcomes: outcomes(forFiles: files))
    }

    /// What one Swift source text references (`file` names it in locations), and its `swift-limit` finding when
    /// it is not checked. Parsed as the files are.
    public static func references(in source: String, file: String) -> (references: [SwiftReference], findings: [Diagnostic]) {
        let scan = SwiftScan(files: [file], outcomes: scan(count: 1, events: { _ in }) { _ in SwiftReferenceCollector.outcome(of: source) })
        return (scan.references, scan.findings)
    }

    /// The shared state of one scan's threads.
    private struct Progress {
        var outcomes: [SwiftFileOutcome?]
        var finished = 0
        /// When each file being scanned now was started.
        var started: [Int: ContinuousClock.Instant] = [:]
        /// How many files were given up on.
        var abandoned = 0

        /// Gives the file at `index` its outcome and tells `events`, unless it has one already.
        mutating func decide(_ index: Int, _ outcome: SwiftFileOutcome, _ events: (Event) -> Void) {
            guard outcomes[index] == nil else { return }
            outcomes[index] = outcome
            finished += 1
            events(.decided(index, outcome))
        }
    }

    /// Runs `work` for each of `count` files on up to `maximumConcurrentFiles` threads with large stacks. A file
    /// still running after `SwiftParsingLimits.parseTimeLimit` is given up on: it counts as timed out, its thread is left to finish
    /// in the background (its result unused), and a new thread takes the files left, until
    /// `SwiftParsingLimits.maximumAbandonedFiles` were given up on: then the files not started are skipped.
    private static func scan(
        count: Int, events: @escaping @Sendable (Event) -> Void, _ work: @escaping @Sendable (Int) -> SwiftFileOutcome
    ) -> [SwiftFileOutcome] {
        guard count > 0 else { return [] }
        let progress = Mutex(Progress(outcomes: Array(repeating: nil, count: count)))
        let next = Atomic<Int>(0)
        let signal = DispatchSemaphore(value: 0)
        let worker: @Sendable () -> Void = {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                // Told under the lock, so a file's start always comes before its outcome.
                progress.withLock { state in
                    state.started[index] = .now
                    events(.started(index))
                }
                let outcome = work(index)
                progress.withLock { state in
                    state.started[index] = nil
                    state.decide(index, outcome, events)
                }
                signal.signal()
            }
        }
        for _ in 0..<max(1, min(count, maximumConcurrentFiles, ProcessInfo.processInfo.activeProcessorCount)) {
            startLargeStackThread(worker)
        }
        let start = ContinuousClock.now
        while true {
            _ = signal.wait(timeout: .now() + 0.25)
            let memoryExceeded = residentMemory() > SwiftParsingLimits.maximumMemory
            let outOfTime = start.duration(to: .now) > .seconds(SwiftParsingLimits.totalTimeLimit)
            let (done, replacements) = progress.withLock { state -> (Bool, Int) in
                let late = state.started.filter { memoryExceeded || $0.value.duration(to: .now) > .seconds(SwiftParsingLimits.parseTimeLimit) }.map(\.key)
                for index in late {
                    state.started[index] = nil
                    state.decide(index, memoryExceeded ? .tooLarge : .timedOut, events)
                }
                state.abandoned += late.count
                guard memoryExceeded || outOfTime || (!late.isEmpty && state.abandoned >= SwiftParsingLimits.maximumAbandonedFiles) else {
                    return (state.finished == count, late.count)
                }
                // Memory or time is up, or too many given up on: no thread takes another file, and those not
                // started are skipped.
                for index in min(next.exchange(count, ordering: .relaxed), count)..<count {
                    state.decide(index, .skipped, events)
                }
                if memoryExceeded || outOfTime {
                    // What is still parsing is given up on too (its thread goes on until the process ends).
                    for index in state.started.keys.sorted() {
                        state.decide(index, memoryExceeded ? .tooLarge : .skipped, events)
                    }
                    state.started = [:]
                }
                return (state.finished == count, 0)
            }
            if done { break }
            for _ in 0..<replacements { startLargeStackThread(worker) }
        }
        return progress.withLock { $0.outcomes.map { $0 ?? .timedOut } }
    }

    /// The memory the process holds now (its resident set), from `/proc/self/statm`; 0 when it cannot be read.
    private static func residentMemory() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func startLargeStackThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = parserStackSize
        thread.start()
    }
}
