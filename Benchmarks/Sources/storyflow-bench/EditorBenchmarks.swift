import Foundation

/// The editor-facing figures: `storyflow lsp` answering a change, and `check --watch` answering a save.
enum EditorBenchmarks {
    /// The median time from sending `didChange` with the whole of `path` (a title edited each time) to reading
    /// its `publishDiagnostics`, over `changes` edits of one session of `storyflow lsp`.
    static func languageServerLatency(storyflow: String, path: String, changes: Int) throws -> Double {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: storyflow)
        server.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        server.standardInput = input
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        var reader = FramedReader(handle: output.fileHandleForReading)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let uri = "file://" + path
        func framed(_ message: [String: Any]) throws -> Data {
            let body = try JSONSerialization.data(withJSONObject: message)
            return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        func send(_ message: [String: Any]) throws {
            input.fileHandleForWriting.write(try framed(message))
        }
        try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        _ = try reader.next()
        try send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]],
        ])
        _ = try reader.next()
        var latencies: [Double] = []
        for version in 2...(changes + 1) {
            let edited = text.replacingOccurrences(of: "title=\"", with: "title=\"\(version)", options: [], range: text.range(of: "title=\""))
            // The message is made before the clock starts: what is timed is the server's work and the pipe's.
            let message = try framed([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": edited]],
                ],
            ])
            let start = DispatchTime.now().uptimeNanoseconds
            input.fileHandleForWriting.write(message)
            _ = try reader.next()
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        try send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = try reader.next()
        try send(["jsonrpc": "2.0", "method": "exit"])
        server.waitUntilExit()
        return latencies.sorted()[latencies.count / 2]
    }
}

extension EditorBenchmarks {
    /// The median ratio, over `pairs` pairs run in turn (each first in every other pair), of `check --watch
    /// FOLDER`'s first pass (from its start to its first status line) to a plain `check FOLDER` (from its start to
    /// the end of its standard error, as it exits), both on a copy placed alike (`withProjectCopy`), started
    /// through Foundation's `Process` and read through a pipe here, so both pay the same launch.
    static func firstPassRatio(storyflow: String, folder: String, pairs: Int) throws -> (check: Double, firstPass: Double, ratio: Double) {
        var checks: [Double] = []
        var firstPasses: [Double] = []
        var ratios: [Double] = []
        for pair in 0..<pairs {
            var checkSeconds = 0.0
            func check() throws -> Double { try withProjectCopy(of: folder) { try launchedCheckSeconds(storyflow: storyflow, folder: $0) } }
            if pair.isMultiple(of: 2) { checkSeconds = try check() }
            let firstPass = try watchLatency(storyflow: storyflow, folder: folder, saved: nil, saves: 0).firstPass
            if !pair.isMultiple(of: 2) { checkSeconds = try check() }
            checks.append(checkSeconds)
            firstPasses.append(firstPass)
            ratios.append(firstPass / max(checkSeconds, 1e-9))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(checks), median(firstPasses), median(ratios))
    }

    /// `check FOLDER` timed as `watchLatency` times the first pass: from starting it through `Process` to the end
    /// of its standard error (the pipe closes as it exits), with its report sent to /dev/null.
    static func launchedCheckSeconds(storyflow: String, folder: String) throws -> Double {
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: storyflow)
        checker.arguments = ["check", folder, "--format", "xcode"]
        let errors = Pipe()
        checker.standardOutput = FileHandle.nullDevice
        checker.standardError = errors
        let launched = DispatchTime.now().uptimeNanoseconds
        try checker.run()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - launched) / 1e9
        checker.waitUntilExit()
        return seconds
    }

    /// What `watchLatency` measures, in seconds.
    struct WatchTimes {
        /// From starting `check --watch` to its first status line (start-up and the first check of every file).
        var firstPass: Double
        /// The median time the check reports for reading the saved file again (0 with no save).
        var recheck: Double
        /// The median time from the save to the check's status line (waiting for more changes included).
        var endToEnd: Double
    }

    /// `check --watch` on a copy of `folder`: the first pass, and, over `saves` saves of the file at `saved` in it
    /// (written beside it and renamed over it, as editors save, a comment added after the XML declaration), the
    /// time the check reports for reading it again and the time from the save to the check's status line.
    static func watchLatency(storyflow: String, folder: String, saved: String?, saves: Int) throws -> WatchTimes {
        try withProjectCopy(of: folder) { try watchLatency(storyflow: storyflow, copy: $0, saved: saved, saves: saves) }
    }

    /// Runs `body` with a copy of `folder` placed as a project's flows sit in a project: a folder in a folder of
    /// its own under the temporary directory, removed after. `check --watch` also watches the folder above the
    /// one named, and the kernel's cost of a first watch grows with the entries that folder holds (8 ms for a
    /// /tmp of 3,700), which a copy straight in /tmp would measure.
    static func withProjectCopy<Result>(of folder: String, _ body: (String) throws -> Result) throws -> Result {
        let project = NSTemporaryDirectory() + "storyflow-bench-watch-\(getpid())"
        try? FileManager.default.removeItem(atPath: project)
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let copy = project + "/flows"
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        return try body(copy)
    }

    private static func watchLatency(storyflow: String, copy: String, saved: String?, saves: Int) throws -> WatchTimes {
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: storyflow)
        watcher.arguments = ["check", "--watch", copy, "--format", "xcode"]
        let errors = Pipe()
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = errors
        let launched = DispatchTime.now().uptimeNanoseconds
        try watcher.run()
        defer {
            kill(watcher.processIdentifier, SIGKILL)
            watcher.waitUntilExit()
        }
        var lines = LineReader(handle: errors.fileHandleForReading)
        _ = try lines.next { $0.hasPrefix("storyflow: watching") }
        let firstPass = Double(DispatchTime.now().uptimeNanoseconds - launched) / 1e9
        guard let saved, saves > 0 else { return WatchTimes(firstPass: firstPass, recheck: 0, endToEnd: 0) }
        let file = copy + "/" + saved
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let beside = (file as NSString).deletingLastPathComponent + "/.saving.swp"
        var rechecks: [Double] = []
        var endToEnd: [Double] = []
        for save in 0..<saves {
            let text = original.replacingOccurrences(of: "?>", with: "?><!-- save \(save) -->", options: [], range: original.range(of: "?>"))
            try text.write(toFile: beside, atomically: false, encoding: .utf8)
            let start = DispatchTime.now().uptimeNanoseconds
            guard rename(beside, file) == 0 else { throw BenchError("cannot save \(file)") }
            let line = try lines.next { $0.hasPrefix("storyflow: watching") }
            endToEnd.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            guard let match = line.firstMatch(of: #/read 1 file in (\d+) ms/#), let milliseconds = Double(match.1) else {
                throw BenchError("check --watch read more than the saved file: \(line)")
            }
            rechecks.append(milliseconds / 1000)
        }
        return WatchTimes(firstPass: firstPass, recheck: rechecks.sorted()[rechecks.count / 2], endToEnd: endToEnd.sorted()[endToEnd.count / 2])
    }
}

/// Reads lines from a pipe.
struct LineReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next line for which `accept` holds, skipping others.
    mutating func next(where accept: (String) -> Bool) throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                if accept(line) { return line }
                continue
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw BenchError("check --watch ended") }
            buffer.append(chunk)
        }
    }
}

/// Reads `Content-Length` framed messages from a pipe.
struct FramedReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next message's body.
    mutating func next() throws -> Data {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                guard let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
                    throw BenchError("storyflow lsp wrote a header without a length: \(header)")
                }
                if buffer.count - end.upperBound >= length {
                    let body = buffer[end.upperBound..<(end.upperBound + length)]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    return Data(body)
                }
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw BenchError("storyflow lsp closed its output") }
            buffer.append(chunk)
        }
    }
}
