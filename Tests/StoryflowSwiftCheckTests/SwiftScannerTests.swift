import Foundation
import StoryflowIO
import StoryflowModel
import StoryflowSwiftParsing
import StoryflowTestSupport
import Testing

@testable import StoryflowSwiftCheck

/// `storyflow-swift-scan` run as `check --swift` runs it: the same findings as parsing in this process, and a
/// clear account of a scanner that is missing, from another version, or stops part way.
@Suite struct SwiftScannerTests {
    /// The scanner the build made, beside the tests.
    static func builtScanner() throws -> SwiftScanner {
        let executable = try #require(BuiltProducts.executable(SwiftScanner.executableName), "swift build builds storyflow-swift-scan")
        return SwiftScanner(executable: executable)
    }

    @Test func theScannerFindsWhatParsingInProcessFinds() throws {
        let scratch = try Scratch()
        let good = try scratch.write(
            """
            final class Players: TableViewController {
                func add() { performSegue(withIdentifier: "AddPlayer", sender: nil) }
                @IBAction func done(_ segue: StoryboardSegue) {}
            }
            """, to: "Good.swift")
        let broken = try scratch.write("func f( {\n  dequeueReusableCell(withIdentifier: \"Cell\")\n", to: "Broken.swift")
        let nested = try scratch.write(String(repeating: "[", count: 30) + "\n", to: "Nested.swift")
        let large = scratch.file("Large.swift")
        _ = FileManager.default.createFile(atPath: large, contents: Data(count: SwiftParsingLimits.maximumFileSize + 1))
        let files = [good, broken, scratch.file("Missing.swift"), nested, large, "/dev/zero"]
        let progress = WorkProgress()
        let scanned = try Self.builtScanner().scan(files, progress: progress)
        let inProcess = SwiftSources.references(inFiles: files)
        #expect(scanned.references == inProcess.references)
        #expect(scanned.references.map(\.name) == ["AddPlayer", "done", "Cell"])
        #expect(scanned.findings == inProcess.findings)
        #expect(scanned.findings.map(\.rule) == ["swift-syntax-error", "swift-limit"])
        #expect(scanned.failures.map(\.file) == [scratch.file("Missing.swift"), large, "/dev/zero"])
        #expect(scanned.failures.map(\.reason) == inProcess.failures.map(\.reason))
        #expect(!scanned.exceededMemory)
        // Every file the scanner started is counted as finished.
        #expect(progress.snapshot.activity == "Parsing" && progress.snapshot.total == files.count)
        #expect(progress.snapshot.done == files.count)
    }

    @Test func noFilesGiveAnEmptyScan() throws {
        let scanned = try Self.builtScanner().scan([])
        #expect(scanned.references.isEmpty && scanned.findings.isEmpty && scanned.failures.isEmpty)
    }

    @Test func theScannerBesideTheRunningProgramIsFound() throws {
        let found = try SwiftScanner.installed()
        #expect(found.executable.lastPathComponent == SwiftScanner.executableName)
        #expect(FileManager.default.isExecutableFile(atPath: found.executable.path))
    }

    @Test func theScannerIsLookedForBesideTheProgramThenInAbsoluteFoldersOfPath() {
        #expect(
            SwiftScanner.searchFolders(running: "/opt/storyflow/bin/storyflow", path: "rel:/usr/local/bin::./x:/bin").map(\.path) == [
                "/opt/storyflow/bin", "/usr/local/bin", "/bin",
            ])
        // A program named without a folder (no /proc) is not looked beside: that would be the current folder.
        #expect(SwiftScanner.searchFolders(running: "storyflow", path: nil).isEmpty)
    }

    @Test func theScannerEndsWhenNoOneReadsIt() throws {
        let executable = try #require(BuiltProducts.executable(SwiftScanner.executableName))
        let process = Process()
        process.executableURL = executable
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // storyflow ignores SIGPIPE, as the test runner may: the scanner must not inherit that.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let ended = ProcessExit(of: process)
        try process.run()
        try output.fileHandleForReading.close()
        try input.fileHandleForWriting.write(contentsOf: Data("/nonexistent.swift\0".utf8))
        try input.fileHandleForWriting.close()
        ended.wait()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
    }

    @Test func aMissingScannerIsReportedNotRun() throws {
        let missing = SwiftScanner(executable: URL(fileURLWithPath: "/nonexistent/storyflow-swift-scan"))
        #expect(throws: SwiftScanner.Failure.self) { try missing.scan(["A.swift"]) }
        do {
            _ = try missing.scan(["A.swift"])
        } catch {
            #expect(error.description.hasPrefix("could not start /nonexistent/storyflow-swift-scan"))
        }
    }

    @Test func theScannerTakesNoArguments() throws {
        let help = try BuiltProducts.run(SwiftScanner.executableName, ["--help"])
        #expect(help.status == 0 && help.errors.hasPrefix("usage: storyflow-swift-scan < PATHS"))
        let wrong = try BuiltProducts.run(SwiftScanner.executableName, ["Players.swift"])
        #expect(wrong.status == 2 && wrong.output.isEmpty)
    }

    /// A stand-in scanner: a shell script that writes `lines` on standard output, then runs `ending`.
    static func fakeScanner(in scratch: borrowing Scratch, writing lines: [String], then ending: String = "exit 0") throws -> SwiftScanner {
        let quoted = lines.map { "printf '%s\\n' '\($0)'" }.joined(separator: "\n")
        let path = try scratch.write("#!/bin/sh\ncat > /dev/null\n\(quoted)\n\(ending)\n", to: "fake-scanner")
        chmod(path, 0o755)
        return SwiftScanner(executable: URL(fileURLWithPath: path))
    }

    @Test func whatAScannerDecidedBeforeItCrashedStands() throws {
        let scratch = try Scratch()
        let decided = SwiftScanMessage.decided(
            file: 0, outcome: .scanned(references: [.init(kind: .reuseIdentifier, name: "Cell", line: 3, column: 9)], excess: nil, syntaxError: nil))
        let scanner = try Self.fakeScanner(
            in: scratch,
            writing: ["ready\t1", "started\t0", String(decided.text.dropLast()), "started\t1"],
            then: "echo 'parser crashed' >&2; kill -SEGV $$")
        let scanned = try scanner.scan(["A.swift", "B.swift", "C.swift"])
        #expect(scanned.references.map { "\($0.location):\($0.name)" } == ["A.swift:3:9:Cell"])
        #expect(scanned.failures.map(\.file) == ["B.swift", scanner.executable.path])
        #expect(scanned.failures[0].reason == "not checked: storyflow-swift-scan stopped while parsing it")
        #expect(
            scanned.failures[1].reason
                == "stopped before parsing 1 Swift file, not checked (C.swift): it was stopped by signal 11 and said: parser crashed")
    }

    @Test func aScannerThatStopsInTheMiddleOfALineLeavesWhatItDecided() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(
            in: scratch, writing: ["ready\t1", "started\t0", "failed\t0\tno such file", "started\t1"],
            then: "printf 'reference\\t1\\tseg'; kill -SEGV $$")
        let scanned = try scanner.scan(["A.swift", "B.swift"])
        #expect(scanned.failures.map(\.file) == ["A.swift", "B.swift", scanner.executable.path])
        #expect(scanned.failures.map(\.reason).prefix(2) == ["no such file", "not checked: storyflow-swift-scan stopped while parsing it"])
        #expect(scanned.failures[2].reason == "stopped while parsing Swift files: it was stopped by signal 11")
    }

    @Test func aScannerThatExitsWithoutDoneLeavesItsFilesUnchecked() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(in: scratch, writing: ["ready\t1"], then: "exit 0")
        let scanned = try scanner.scan(["A.swift", "B.swift"])
        #expect(scanned.failures.map(\.file) == [scanner.executable.path])
        #expect(scanned.failures[0].reason == "stopped before parsing 2 Swift files, not checked (A.swift, B.swift): it exited with status 0")
    }

    @Test func aScannerThatRunsTooLongIsStopped() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(in: scratch, writing: ["ready\t1", "started\t0"], then: "exec sleep 60")
        let scanned = try scanner.scan(["A.swift"], timeLimit: 2)
        #expect(
            scanned.failures.map(\.reason) == [
                "not checked: storyflow-swift-scan stopped while parsing it",
                "stopped while parsing Swift files: it did not finish in 2 seconds and was stopped",
            ])
    }

    @Test func everyDecidedFileCountsOnceAndALateStartIsIgnored() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(
            in: scratch, writing: ["ready\t1", "skipped\t0", "too-large\t1", "started\t1", "started\t2", "failed\t2\tno such file", "done"])
        let progress = WorkProgress()
        let scanned = try scanner.scan(["A.swift", "B.swift", "C.swift"], progress: progress)
        #expect(progress.snapshot.done == 3 && progress.snapshot.item == nil)
        #expect(scanned.exceededMemory && scanned.findings.map(\.rule) == ["swift-limit"])
    }

    @Test func aScannerThatEndsInsideALineAfterExitingNormallyIsRefused() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(in: scratch, writing: ["ready\t1"], then: "printf 'sta'; exit 0")
        do {
            _ = try scanner.scan(["A.swift"])
            Issue.record("a scanner that ended inside a line was believed")
        } catch {
            #expect(error.description == "\(scanner.executable.path) ended in the middle of a message (it exited with status 0)")
        }
    }

    @Test(arguments: [
        (["ready\t99"], "writes version 99 of its messages, where storyflow reads version 1: install the two together"),
        (["{\"ready\":{\"version\":1}}"], "wrote what storyflow cannot read: is it from another version of Storyflow? Install the two together"),
        (
            ["ready\t1", "reference\t0\tsegue\t\tShow\t1"],
            "wrote what storyflow cannot read: is it from another version of Storyflow? Install the two together"
        ),
        (["ready\t1", "started\t7"], "named a file it was not given"),
        (["ready\t1", "failed\t0\tno such file", "timed-out\t0"], "decided a file twice"),
        (["started\t0"], "named a file it was not given"),
    ])
    func aScannerThatWritesWhatStoryflowCannotReadIsRefused(lines: [String], complaint: String) throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(in: scratch, writing: lines, then: "exec sleep 30")
        do {
            _ = try scanner.scan(["A.swift"])
            Issue.record("a scanner writing \(lines) was believed")
        } catch {
            #expect(error.description.hasPrefix("\(scanner.executable.path) \(complaint) (it was stopped by signal 15"), "\(error.description)")
        }
    }

    @Test func aScannerThatDoesNotStartIsReportedWithWhatItSaidMadeVisible() throws {
        let scratch = try Scratch()
        let scanner = try Self.fakeScanner(in: scratch, writing: [], then: "printf 'bad \\033[31mred\\n' >&2; exit 3")
        do {
            _ = try scanner.scan(["A.swift"])
            Issue.record("a scanner that wrote nothing was believed")
        } catch {
            #expect(error.description == "\(scanner.executable.path) did not start parsing: it exited with status 3 and said: bad \u{241B}[31mred")
        }
    }

    @Test func everyMessageReadsBack() throws {
        let awkward = "a\nb\tc\u{1B}[0m\"\\é😀\u{0}\r\n\\t"
        let messages: [SwiftScanMessage] = [
            .ready(version: SwiftScanMessage.version), .started(file: 0), .done,
            .decided(file: 3, outcome: .failed(reason: awkward)), .decided(file: 1, outcome: .timedOut), .decided(file: 1, outcome: .tooLarge),
            .decided(file: 2, outcome: .skipped), .decided(file: 5, outcome: .scanned(references: [], excess: nil, syntaxError: nil)),
            .decided(
                file: 4,
                outcome: .scanned(
                    references: [
                        .init(kind: .segueIdentifier(call: awkward), name: awkward, line: 1, column: 2),
                        .init(kind: .unwindActionMethod, name: "done", line: 3, column: 4),
                        .init(kind: .storyboardIdentifier, name: "", line: 5, column: 6),
                    ]
                        + [SwiftReference.Kind.reuseIdentifier, .registeredReuseIdentifier, .segueActionMethod, .inputName, .resultName].map {
                            .init(kind: $0, name: "x", line: 7, column: 8)
                        },
                    excess: .init(line: 5, column: 6, text: awkward), syntaxError: .init(line: 7, column: 8, text: awkward))),
        ]
        var reader = SwiftScanMessageReader()
        for message in messages {
            let lines = message.text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect(lines.last?.isEmpty == true, "each line ends in a line feed: \(message)")
            var read: [SwiftScanMessage] = []
            for line in lines.dropLast() { if let complete = try reader.read(line) { read.append(complete) } }
            #expect(read == [message])
        }
    }

    @Test(arguments: ["", "ready", "ready\t", "ready\t-1", "ready\t1\t2", "started\tx", "done\t1", "reference\t0\tsegue-ish\t\tA\t1\t1", "scanned", "hello"])
    func linesItDoesNotWriteAreRefused(line: String) {
        var reader = SwiftScanMessageReader()
        #expect(throws: SwiftScanMessageReader.Malformed.self) { try reader.read(Array(line.utf8)) }
    }
}
