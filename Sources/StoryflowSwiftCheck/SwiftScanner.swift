import Dispatch
import Foundation
import StoryflowIO
import Synchronization

/// Runs `storyflow-swift-scan`, the executable that parses an app's Swift files with swift-syntax for
/// `check --swift`, and gathers what it finds into a `SwiftScan`.
///
/// The parser has an executable of its own so that `storyflow` does not carry swift-syntax: each start of a Swift
/// program pays for every protocol conformance in its binary, and swift-syntax would bring over 40% of them to
/// commands that never read Swift (docs/performance.md). A crash of the parser on a hostile file ends the
/// scanner, not `storyflow`: what it decided stands, and the files it had not decided are reported as not
/// checked.
public struct SwiftScanner: Sendable {
    /// The scanner's file name, looked for beside `storyflow`.
    public static let executableName = "storyflow-swift-scan"

    /// Why no scan was made.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, and what to do.
        public var description: String
    }

    /// The scanner run.
    public var executable: URL

    /// A scanner that runs `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The scanner installed with the running program: the executable beside it (its symbolic links followed),
    /// or else the first in an absolute folder of `PATH`.
    public static func installed() throws(Failure) -> SwiftScanner {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folders = searchFolders(running: running, path: ProcessEnvironment.values(of: ["PATH"])["PATH"])
        for candidate in folders.map({ $0.appendingPathComponent(executableName) }) where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return SwiftScanner(executable: candidate)
        }
        throw Failure(
            description: """
                check --swift parses Swift with \(executableName), which is neither beside \(TerminalText.visible(running)) nor on PATH: \
                `swift build --product \(executableName)` builds it beside storyflow (as `swift build` does); install the two together
                """)
    }

    /// The folders the scanner is looked for in, in order: the running program's (`running`, its path), then
    /// those of `path` (`PATH`'s value). Only absolute folders: a relative one would be looked up in the current
    /// folder, which may be a pull request's.
    static func searchFolders(running: String, path: String?) -> [URL] {
        ([running.hasPrefix("/") ? (running as NSString).deletingLastPathComponent : nil] + (path ?? "").split(separator: ":").map(String.init))
            .compactMap { $0 }.filter { $0.hasPrefix("/") }.map { URL(fileURLWithPath: $0) }
    }

    /// How long a scanner may take, in seconds, before it is stopped: its own limits end it well before
    /// (`SwiftParsingLimits.totalTimeLimit`), so only a scanner stuck past them, or not Storyflow's, reaches it.
    public static let timeLimit = SwiftParsingLimits.totalTimeLimit + 60

    /// Reads and parses `files` in the scanner, counting them on `progress` as they are parsed; the scanner is
    /// stopped after `timeLimit` seconds.
    public func scan(_ files: [String], progress: WorkProgress? = nil, timeLimit: Int = Self.timeLimit) throws(Failure) -> SwiftScan {
        let process = Process()
        process.executableURL = executable
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let ended = ProcessExit(of: process)
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start \(TerminalText.visible(executable.path)): \(error.localizedDescription)")
        }
        // The paths are written, and the scanner's complaints read, on other threads, so no pipe fills and stalls it.
        let complaints = Mutex(Data())
        let helpers = DispatchGroup()
        DispatchQueue.global().async(group: helpers) {
            try? input.fileHandleForWriting.write(contentsOf: Data(files.map { $0 + "\0" }.joined().utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: helpers) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            complaints.withLock { $0 = data.prefix(4_096) }
        }
        let watchdog = Watchdog(processIdentifier: process.processIdentifier, seconds: timeLimit)
        var reading = MessageReading(files: files, progress: progress)
        let misread = reading.read(output.fileHandleForReading)
        if misread != nil { process.terminate() }
        ended.wait()
        // Killed by the watchdog: it sent SIGKILL, and that is how the scanner ended.
        let stoppedLate = watchdog.disarm() && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        helpers.wait()
        let said = TerminalText.visible(String(decoding: complaints.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        let ending =
            if stoppedLate {
                "did not finish in \(timeLimit) seconds and was stopped"
            } else if process.terminationReason == .uncaughtSignal {
                "was stopped by signal \(process.terminationStatus)"
            } else {
                "exited with status \(process.terminationStatus)"
            }
        let account = ending + (said.isEmpty ? "" : " and said: \(said)")
        let exitedNormally = process.terminationReason == .exit && process.terminationStatus == 0
        if let misread = misread ?? (reading.unfinishedLine && exitedNormally ? "ended in the middle of a message" : nil) {
            throw Failure(description: "\(TerminalText.visible(executable.path)) \(misread) (it \(account))")
        }
        guard reading.ready else {
            throw Failure(description: "\(TerminalText.visible(executable.path)) did not start parsing: it \(account)")
        }
        let decided = reading.outcomes.compactMap { $0 }
        if reading.done, exitedNormally, decided.count == files.count {
            return SwiftScan(files: files, outcomes: decided)
        }
        return reading.partialScan(scanner: executable.path, account: account)
    }

    /// Stops a process that runs too long: it kills it after a number of seconds unless disarmed first.
    private final class Watchdog: Sendable {
        /// Whether the process was killed, and whether the watchdog was disarmed.
        private let state = Mutex((killed: false, disarmed: false))

        init(processIdentifier: Int32, seconds: Int) {
            // Held weakly: a watchdog disarmed and released is not kept until its time.
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [weak self] in
                self?.state.withLock { state in
                    guard !state.disarmed else { return }
                    state.killed = kill(processIdentifier, SIGKILL) == 0
                }
            }
        }

        /// Disarms the watchdog once the process has ended; whether it had killed the process.
        func disarm() -> Bool {
            state.withLock { state in
                state.disarmed = true
                return state.killed
            }
        }
    }

    /// What has been read of the scanner's messages.
    private struct MessageReading {
        let files: [String]
        let progress: WorkProgress?
        var outcomes: [SwiftFileOutcome?]
        var reader = SwiftScanMessageReader()
        var started = Set<Int>()
        var ready = false
        var done = false
        /// Whether the output ended inside a line.
        var unfinishedLine = false

        init(files: [String], progress: WorkProgress?) {
            self.files = files
            self.progress = progress
            outcomes = Array(repeating: nil, count: files.count)
        }

        /// Reads messages from `handle` until it ends; what is wrong with them if something is, to end the scan.
        mutating func read(_ handle: FileHandle) -> String? {
            progress?.begin("Parsing", unit: "files", total: files.count)
            // Bytes in an array, not `Data`, whose byte-at-a-time access is several times slower.
            var pending: [UInt8] = []
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty else { break }
                pending += [UInt8](chunk)
                var lineStart = pending.startIndex
                while let newline = pending[lineStart...].firstIndex(of: 0x0A) {
                    if let wrong = take(pending[lineStart..<newline]) { return wrong }
                    lineStart = newline + 1
                }
                pending.removeSubrange(..<lineStart)
            }
            unfinishedLine = !pending.isEmpty
            return nil
        }

        /// What the scanner decided before it stopped early (most likely on a file that crashed Swift's parser),
        /// the files it was parsing reported as not checked, and a failure of `scanner` that names the files it
        /// had not started (the first few, and how many) and tells how it ended (`account`).
        func partialScan(scanner: String, account: String) -> SwiftScan {
            let reached = files.indices.filter { outcomes[$0] != nil || started.contains($0) }
            var scan = SwiftScan(
                files: reached.map { files[$0] },
                outcomes: reached.map { outcomes[$0] ?? .failed(reason: "not checked: \(SwiftScanner.executableName) stopped while parsing it") })
            let notStarted = files.indices.filter { outcomes[$0] == nil && !started.contains($0) }.map { files[$0] }
            let named = notStarted.prefix(3).map { TerminalText.visible($0) }.joined(separator: ", ") + (notStarted.count > 3 ? ", ..." : "")
            let what =
                notStarted.isEmpty
                ? "stopped while parsing Swift files"
                : "stopped before parsing \(notStarted.count) Swift file\(notStarted.count == 1 ? "" : "s"), not checked (\(named))"
            scan.failures.append((scanner, "\(what): it \(account)"))
            return scan
        }

        /// Takes one line in; what is wrong with it if something is.
        private mutating func take(_ line: ArraySlice<UInt8>) -> String? {
            let read: SwiftScanMessage?
            do throws(SwiftScanMessageReader.Malformed) {
                read = try reader.read(line)
            } catch {
                return "wrote what storyflow cannot read: is it from another version of Storyflow? Install the two together"
            }
            guard let message = read else { return nil }
            switch message {
            case .ready(let version):
                guard version == SwiftScanMessage.version else {
                    return "writes version \(version) of its messages, where storyflow reads version \(SwiftScanMessage.version): install the two together"
                }
                ready = true
            case .started(let index):
                guard ready, files.indices.contains(index) else { return "named a file it was not given" }
                guard outcomes[index] == nil else { return nil }
                started.insert(index)
                progress?.start(files[index])
            case .decided(let index, let outcome):
                guard ready, files.indices.contains(index) else { return "named a file it was not given" }
                guard outcomes[index] == nil else { return "decided a file twice" }
                outcomes[index] = outcome
                // A file decided without being started (skipped) counts as done too.
                if started.remove(index) != nil { progress?.finish(files[index]) } else { progress?.advance() }
            case .done:
                done = true
            }
            return nil
        }
    }
}
