import Foundation

/// A language server spoken to as an editor speaks to it: framed JSON-RPC messages on its input, framed replies
/// read from its output with a deadline (60 s: a hover waits for the main actor, which other tests may hold), so a
/// server that stops answering fails the test instead of hanging it.
/// The server is the built `storyflow lsp` in a process of its own, or one in the test's process, given the
/// other ends of two pipes.
public final class LanguageServerSession {
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Waits for the server to end; its exit status.
    private let waitForServer: () -> Int32
    /// Stops a server still running when the session ends.
    private let stopServer: () -> Void
    /// Notifications read while waiting for a response, oldest first.
    public private(set) var notifications: [[String: Any]] = []

    public struct Timeout: Error, CustomStringConvertible {
        public var waitingFor: String
        public var description: String { "no reply from the language server within 60 s, waiting for \(waitingFor)" }
    }

    /// Starts the built `storyflow lsp` with `arguments`.
    public init(arguments: [String] = []) throws {
        guard let executable = BuiltProducts.executable("storyflow") else { throw BuiltProducts.MissingExecutable(product: "storyflow") }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = Repository.root
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        waitForServer = {
            process.waitUntilExit()
            return process.terminationStatus
        }
        stopServer = { if process.isRunning { process.terminate() } }
    }

    /// Starts a server in this process: `start` is given the descriptor the server reads and the one it writes,
    /// and returns a function that waits at most the given seconds for it to end, with its exit status (nil if it
    /// did not end). The session closes the server's input when it ends, and the end it reads, so a server that was
    /// not told to exit, or is blocked writing, ends then. Not on the main thread: a server waits for the main actor.
    public init(inProcess start: (_ input: Int32, _ output: Int32) -> (_ seconds: Double) -> Int32?) {
        precondition(!Thread.isMainThread, "the server asks the main actor for hover's screen: talk to it from another thread")
        signal(SIGPIPE, SIG_IGN)
        let wait = start(input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor)
        let input = input, output = output
        // A server still running after a minute is stuck: the exit status -1 fails what expects one.
        waitForServer = { wait(60) ?? -1 }
        stopServer = {
            try? input.fileHandleForWriting.close()
            try? output.fileHandleForReading.close()
            _ = wait(60)
        }
    }

    deinit {
        stopServer()
    }

    /// Writes `bytes` as they are: for framing tests.
    public func sendRaw(_ bytes: String) {
        input.fileHandleForWriting.write(Data(bytes.utf8))
    }

    /// Sends a notification.
    public func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its response (notifications read meanwhile are kept in `notifications`).
    @discardableResult
    public func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try response(to: id)
    }

    /// The next message with `"id": id`.
    public func response(to id: Any) throws -> [String: Any] {
        while true {
            let message = try read(waitingFor: "the response to request \(id)")
            let received = message["id"].map { $0 is NSNull ? "null" : "\($0)" } ?? "none"
            if message["method"] == nil, received == "\(id)" { return message }
            notifications.append(message)
        }
    }

    /// The next `textDocument/publishDiagnostics` notification (one already read first).
    public func nextDiagnostics() throws -> [String: Any] {
        if let index = notifications.firstIndex(where: { $0["method"] as? String == "textDocument/publishDiagnostics" }) {
            return notifications.remove(at: index)["params"] as! [String: Any]
        }
        while true {
            let message = try read(waitingFor: "publishDiagnostics")
            if message["method"] as? String == "textDocument/publishDiagnostics" { return message["params"] as! [String: Any] }
            notifications.append(message)
        }
    }

    /// The next message for which `accept` holds (others read meanwhile are kept in `notifications`).
    public func nextMessage(where accept: ([String: Any]) -> Bool) throws -> [String: Any] {
        if let index = notifications.firstIndex(where: accept) { return notifications.remove(at: index) }
        while true {
            let message = try read(waitingFor: "a message from the server")
            if accept(message) { return message }
            notifications.append(message)
        }
    }

    public func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Closes the server's input and waits for it to exit; its exit status.
    public func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        return waitForServer()
    }

    /// Waits for the server to exit (after `exit`); its exit status.
    public func waitForExit() -> Int32 {
        waitForServer()
    }

    private func read(waitingFor what: String) throws -> [String: Any] {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let end = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                let length = Int(header.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
                let start = end + separator.count
                if buffer.count >= start + length {
                    let body = Data(buffer[start..<(start + length)])
                    buffer.removeFirst(start + length)
                    return try JSONSerialization.jsonObject(with: body) as! [String: Any]
                }
            }
            try fill(waitingFor: what)
        }
    }

    private func fill(waitingFor what: String) throws {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 60_000) > 0 else { throw Timeout(waitingFor: what) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { throw Timeout(waitingFor: what + " (the server closed its output)") }
        buffer += chunk[0..<count]
    }
}

/// A document position in LSP's form.
public func lspPosition(_ line: Int, _ character: Int) -> [String: Any] {
    ["line": line, "character": character]
}
