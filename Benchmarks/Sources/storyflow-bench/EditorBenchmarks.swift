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
        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }
        try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        _ = try reader.next()
        try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]]])
        _ = try reader.next()
        var latencies: [Double] = []
        for version in 2...(changes + 1) {
            let edited = text.replacingOccurrences(of: "title=\"", with: "title=\"\(version)", options: [], range: text.range(of: "title=\""))
            let start = DispatchTime.now().uptimeNanoseconds
            try send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": edited]],
            ]])
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
