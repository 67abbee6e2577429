import Foundation

/// Reads Language Server Protocol messages from a file descriptor: a header section of `Name: value` lines, the
/// one that matters being `Content-Length`, a blank line, then that many bytes of JSON.
///
/// Bad framing never stops the reader: a header section without a usable `Content-Length` is reported and
/// skipped, and reading goes on at the next header. Headers and bodies are bounded, so no input grows memory
/// without limit.
public struct MessageReader {
    /// What the next read found.
    public enum Next: Equatable {
        /// A message's body.
        case message([UInt8])
        /// A header section that could not be used, and why.
        case malformed(String)
        /// The input ended.
        case end
    }

    /// The longest header section taken, in bytes.
    public static let maximumHeaderSize = 8 << 10
    /// The largest body taken, in bytes (a message over it is skipped and reported).
    public static let maximumBodySize = 64 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false

    /// A reader of `descriptor` (standard input for a server).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether a whole message may already be waiting: bytes are buffered, or the descriptor has some to read now.
    public mutating func hasPendingInput() -> Bool {
        if position < buffer.count { return true }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// The next message, malformed header or the end of input.
    public mutating func next() -> Next {
        guard let header = readHeaderSection() else { return .end }
        guard case .success(let length) = header else {
            if case .failure(let problem) = header { return .malformed(problem.reason) }
            return .end
        }
        guard length <= Self.maximumBodySize else {
            return skip(length) ? .malformed("Content-Length \(length) is over the \(Self.maximumBodySize >> 20) MiB a message may have; it was skipped") : .end
        }
        guard let body = read(count: length) else { return .end }
        return .message(body)
    }

    private struct Problem: Error {
        var reason: String
    }

    /// The `Content-Length` of the next header section, or why it has none; `nil` at the end of input.
    private mutating func readHeaderSection() -> Result<Int, Problem>? {
        var length: Int?
        var problem: String?
        var size = 0
        var sawLine = false
        while true {
            guard let line = readLine(limit: Self.maximumHeaderSize - size) else {
                if ended { return sawLine ? .failure(Problem(reason: "the input ended inside a header")) : nil }
                return .failure(Problem(reason: "the header is longer than \(Self.maximumHeaderSize) bytes"))
            }
            size += line.count + 2
            if line.isEmpty {
                if !sawLine { continue }
                break
            }
            sawLine = true
            var text = String(decoding: line, as: UTF8.self)
            // The body of a message whose header was unusable runs into the next header (bodies end without a
            // line break): pick the header up where it starts, so one bad message costs one error.
            if let start = text.range(of: "content-length:", options: .caseInsensitive), start.lowerBound != text.startIndex {
                text = String(text[start.lowerBound...])
            }
            guard let colon = text.firstIndex(of: ":") else {
                problem = problem ?? "the header line `\(text.prefix(60))` has no `:`"
                continue
            }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                if let number = Int(value), number >= 0 {
                    length = number
                } else {
                    problem = problem ?? "Content-Length `\(value.prefix(30))` is not a number of bytes"
                }
            }
        }
        if let problem { return .failure(Problem(reason: problem)) }
        guard let length else { return .failure(Problem(reason: "the header has no Content-Length")) }
        return .success(length)
    }

    /// One line without its `\r\n` (or `\n`); `nil` at the end of input or when the line would pass `limit`
    /// bytes, in which case the line is skipped.
    private mutating func readLine(limit: Int) -> [UInt8]? {
        var line: [UInt8] = []
        var tooLong = false
        while true {
            guard position < buffer.count || fill() else { return nil }
            let byte = buffer[position]
            position += 1
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return tooLong ? nil : line
            }
            if line.count >= limit { tooLong = true } else { line.append(byte) }
        }
    }

    private mutating func read(count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        body.reserveCapacity(min(count, 1 << 20))
        while body.count < count {
            guard position < buffer.count || fill() else { return nil }
            let take = min(count - body.count, buffer.count - position)
            body += buffer[position..<(position + take)]
            position += take
        }
        return body
    }

    private mutating func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            guard position < buffer.count || fill() else { return false }
            let take = min(left, buffer.count - position)
            position += take
            left -= take
        }
        return true
    }

    /// Reads what is available into the buffer; false at the end of input.
    private mutating func fill() -> Bool {
        if ended { return false }
        if position >= buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
                return true
            }
            if count < 0, errno == EINTR { continue }
            ended = true
            return false
        }
    }
}

/// Writes Language Server Protocol messages to a file descriptor, each with its `Content-Length` header.
public struct MessageWriter {
    private let descriptor: Int32

    /// A writer to `descriptor` (standard output for a server).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` as one framed message; false when the other side has gone.
    @discardableResult
    public func write(_ message: JSON) -> Bool {
        let body = Array(message.text.utf8)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
