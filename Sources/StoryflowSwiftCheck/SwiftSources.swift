import Dispatch
import Foundation
import StoryflowChecks
import StoryflowIO
import StoryflowModel
import Synchronization

/// Reads an app's Swift files and collects what they reference, parsing them with swift-syntax on several cores.
///
/// Swift files come from pull requests, so parsing is bounded: shapes the parser cannot take in bounded time or
/// memory are found by a pre-scan and reported (`swift-limit`) without parsing; parsing runs on threads with
/// large stacks; and a file still being parsed after `parseTimeLimit` seconds is reported and left behind. After
/// `maximumAbandonedFiles` such files, the files not yet parsed are reported too, so the time a check takes is
/// bounded whatever the files hold.
public enum SwiftSources {
    /// What reading Swift files gave.
    public struct Scan: Sendable {
        /// What the files reference, in file order.
        public var references: [SwiftReference] = []
        /// `swift-limit` findings: files past a limit of the parser, not checked.
        public var findings: [Diagnostic] = []
        /// Files that could not be read, with the reason.
        public var failures: [(file: String, reason: String)] = []
        /// Whether parsing passed `maximumMemory`: parses given up on may still be running, and growing.
        public var exceededMemory = false
    }

    /// The largest Swift file read: 1 MiB, far beyond any hand-written source file (a syntax tree takes some
    /// 250 times its file's size); a larger one is reported, not parsed.
    public static let maximumFileSize = 1 << 20

    /// At most this many files are parsed at once (and no more than the cores), whatever the number of files,
    /// besides those given up on.
    public static let maximumConcurrentFiles = 4

    /// The longest one file is parsed, in seconds; past it the file is reported as not checked.
    public static let parseTimeLimit = 20

    /// How many files may be given up on (their threads left to finish in the background) before the files not
    /// yet parsed are given up on as well.
    public static let maximumAbandonedFiles = 4

    /// The longest all files are parsed, in seconds; the files not parsed by then are reported as not checked.
    public static let totalTimeLimit = 300

    /// The most memory the process may hold while files are parsed: 4 GiB, some four times what four 1 MiB files
    /// take. Past it, the files being parsed are given up on (a shape the pre-scan did not foresee), the rest
    /// are not started, and `Scan.exceededMemory` says so: the caller should end the process, the one way to
    /// stop a parse under way.
    public static let maximumMemory = 4 << 30

    /// The stack each parsing thread gets: swift-syntax's parser recurses once per link of an `else if` chain,
    /// which its nesting limit does not bound, so a 1 MiB file can nest some 80,000 levels. The memory is
    /// reserved, not used, until a file nests that deep.
    static let parserStackSize = 1 << 30

    /// Reads and scans `files`; `progress`, if given, counts the files scanned and names each as it starts.
    public static func references(inFiles files: [String], progress: WorkProgress? = nil) -> Scan {
        progress?.begin("Parsing", unit: "files", total: files.count)
        let outcomes = scan(count: files.count) { index in
            progress?.start(files[index])
            defer { progress?.finish(files[index]) }
            let text: String
            do throws(InputError) {
                text = try InputFile.readText(files[index], maximumSize: maximumFileSize)
            } catch {
                return .unreadable(error.reason)
            }
            return .scanned(SwiftReferenceCollector.references(in: text, file: files[index]))
        }
        var result = Scan()
        for (file, outcome) in zip(files, outcomes) { outcome.add(to: &result, file: file) }
        result.exceededMemory = outcomes.contains { if case .tooLarge = $0 { true } else { false } }
        return result
    }

    /// What one Swift source text references (`file` names it in locations), and its `swift-limit` finding when
    /// it is not checked. Parsed as the files are.
    public static func references(in source: String, file: String) -> (references: [SwiftReference], findings: [Diagnostic]) {
        var result = Scan()
        scan(count: 1) { _ in .scanned(SwiftReferenceCollector.references(in: source, file: file)) }[0].add(to: &result, file: file)
        return (result.references, result.findings)
    }

    /// How scanning one file ended.
    private enum Outcome: Sendable {
        case scanned((references: [SwiftReference], excess: SwiftNestingScan.Excess?, syntaxError: SwiftReferenceCollector.SyntaxError?))
        case unreadable(String)
        case timedOut
        /// Given up on while the process held more than `maximumMemory`.
        case tooLarge
        /// Not started: too many files timed out, or memory or the total time ran out, before it.
        case skipped

        func add(to scan: inout Scan, file: String) {
            switch self {
            case .scanned(let found):
                scan.references += found.references
                if let excess = found.excess {
                    scan.findings.append(
                        SwiftCheckRules.swiftLimit.diagnostic(
                            at: SourceLocation(file: file, line: excess.line, column: excess.column), "this file is not checked: \(excess.reason)"
                        ))
                }
                if let error = found.syntaxError {
                    scan.findings.append(
                        SwiftCheckRules.swiftSyntaxError.diagnostic(
                            at: SourceLocation(file: file, line: error.line, column: error.column),
                            "this is not Swift the parser can read (\(error.message)); what it skipped is not checked"
                        ))
                }
            case .unreadable(let reason):
                scan.failures.append((file, reason))
            case .timedOut:
                scan.findings.append(
                    SwiftCheckRules.swiftLimit.diagnostic(
                        at: SourceLocation(file: file, line: 1, column: 1),
                        "this file is not checked: Swift's parser did not finish it in \(parseTimeLimit) seconds"
                    ))
            case .tooLarge:
                scan.failures.append(
                    (
                        file,
                        """
                        Swift's parser needed more than \(maximumMemory >> 30) GiB for it (the process holds at most that while parsing); not checked, and \
                        the check stops
                        """
                    ))
            case .skipped:
                scan.findings.append(
                    SwiftCheckRules.swiftLimit.diagnostic(
                        at: SourceLocation(file: file, line: 1, column: 1),
                        """
                        this file is not checked: parsing stopped before it (files that took Swift's parser over \(parseTimeLimit) seconds each, more than \
                        \(totalTimeLimit) seconds in all, or more than \(maximumMemory >> 30) GiB)
                        """
                    ))
            }
        }
    }

    /// The shared state of one scan's threads.
    private struct Progress {
        var outcomes: [Outcome?]
        var finished = 0
        /// When each file being scanned now was started.
        var started: [Int: ContinuousClock.Instant] = [:]
        /// How many files were given up on.
        var abandoned = 0
    }

    /// Runs `work` for each of `count` files on up to `maximumConcurrentFiles` threads with large stacks. A file
    /// still running after `parseTimeLimit` is given up on: it counts as timed out, its thread is left to finish
    /// in the background (its result unused), and a new thread takes the files left, until
    /// `maximumAbandonedFiles` were given up on: then the files not started are skipped.
    private static func scan(count: Int, _ work: @escaping @Sendable (Int) -> Outcome) -> [Outcome] {
        guard count > 0 else { return [] }
        let progress = Mutex(Progress(outcomes: Array(repeating: nil, count: count)))
        let next = Atomic<Int>(0)
        let signal = DispatchSemaphore(value: 0)
        let worker: @Sendable () -> Void = {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                progress.withLock { $0.started[index] = .now }
                let outcome = work(index)
                progress.withLock { state in
                    state.started[index] = nil
                    if state.outcomes[index] == nil {
                        state.outcomes[index] = outcome
                        state.finished += 1
                    }
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
            let memoryExceeded = residentMemory() > maximumMemory
            let outOfTime = start.duration(to: .now) > .seconds(totalTimeLimit)
            let (done, replacements) = progress.withLock { state -> (Bool, Int) in
                let late = state.started.filter { memoryExceeded || $0.value.duration(to: .now) > .seconds(parseTimeLimit) }.map(\.key)
                for index in late {
                    state.started[index] = nil
                    state.outcomes[index] = memoryExceeded ? .tooLarge : .timedOut
                    state.finished += 1
                }
                state.abandoned += late.count
                guard memoryExceeded || outOfTime || (!late.isEmpty && state.abandoned >= maximumAbandonedFiles) else {
                    return (state.finished == count, late.count)
                }
                // Memory or time is up, or too many given up on: no thread takes another file, and those not
                // started are skipped.
                for index in min(next.exchange(count, ordering: .relaxed), count)..<count where state.outcomes[index] == nil {
                    state.outcomes[index] = .skipped
                    state.finished += 1
                }
                if memoryExceeded || outOfTime {
                    // What is still parsing is given up on too (its thread goes on until the process ends).
                    for index in state.started.keys {
                        state.outcomes[index] = memoryExceeded ? .tooLarge : .skipped
                        state.finished += 1
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
