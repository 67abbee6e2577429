/// A file's bytes with its lines found, to turn the reader's 1-based line and column (in Unicode scalars) into
/// byte offsets and back, quickly on any line: a line longer than `checkpointSpacing` bytes keeps, the first time
/// it is asked about, the scalar and UTF-16 counts at every checkpoint along it, so a position on a 1 MB line (a
/// storyboard written on one line) costs a few kilobytes of decoding, not the whole line.
public final class SourceText: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    private var starts: [Int] = [0]
    /// Per long line: the positions of its checkpoints (byte offset, scalars and UTF-16 units before it).
    private var checkpoints: [Int: [Checkpoint]] = [:]

    /// How far apart checkpoints are on a long line, in bytes.
    public static let checkpointSpacing = 4_096

    /// A place on a line: its byte offset and the scalars and UTF-16 units from the line's start to it.
    public struct Checkpoint: Sendable, Equatable {
        public var byte: Int
        public var scalars: Int
        public var utf16: Int
    }

    /// Text of `bytes` (UTF-8).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    /// How many lines the text has (a final line without a line break counts).
    public var lineCount: Int { starts.count }

    /// The byte range of 0-based `line` without its line break; empty past the end.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0, line < starts.count else { return bytes.count..<bytes.count }
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The 0-based line holding byte `offset`.
    public func line(containing offset: Int) -> Int {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = starts.count
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle }
        }
        return low
    }

    /// The place on 0-based `line` after `scalars` Unicode scalars (the line's end when it has fewer).
    public func checkpoint(line: Int, scalars: Int) -> Checkpoint {
        checkpoint(line: line, reaching: \.scalars, scalars)
    }

    /// The place on 0-based `line` at byte `offset` (or the first scalar boundary after it).
    public func checkpoint(line: Int, byte offset: Int) -> Checkpoint {
        checkpoint(line: line, reaching: \.byte, offset)
    }

    /// The place on 0-based `line` after `units` UTF-16 code units (the line's end when it has fewer).
    public func checkpoint(line: Int, utf16 units: Int) -> Checkpoint {
        checkpoint(line: line, reaching: \.utf16, units)
    }

    /// The first place on `line` whose `measure` reaches `value`: from the last checkpoint before it, scalar by
    /// scalar.
    private func checkpoint(line: Int, reaching measure: KeyPath<Checkpoint, Int>, _ value: Int) -> Checkpoint {
        let range = lineRange(line)
        var place = nearest(on: line, range: range) { $0[keyPath: measure] <= value }
        walk(&place, until: range.upperBound) { $0[keyPath: measure] >= value }
        return place
    }

    /// The byte offset of the reader's 1-based `line` and 1-based scalar `column`.
    public func byteOffset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return bytes.count }
        return checkpoint(line: line - 1, scalars: max(0, column - 1)).byte
    }

    private func nearest(on line: Int, range: Range<Int>, where accept: (Checkpoint) -> Bool) -> Checkpoint {
        let start = Checkpoint(byte: range.lowerBound, scalars: 0, utf16: 0)
        guard range.count > Self.checkpointSpacing else { return start }
        let marks = checkpoints[line] ?? makeCheckpoints(line: line, range: range)
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if accept(marks[middle]) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? start : marks[low - 1]
    }

    private func makeCheckpoints(line: Int, range: Range<Int>) -> [Checkpoint] {
        var marks: [Checkpoint] = []
        var place = Checkpoint(byte: range.lowerBound, scalars: 0, utf16: 0)
        var next = range.lowerBound + Self.checkpointSpacing
        while place.byte < range.upperBound {
            walk(&place, until: range.upperBound) { $0.byte >= next }
            marks.append(place)
            next += Self.checkpointSpacing
        }
        checkpoints[line] = marks
        return marks
    }

    /// Moves `place` scalar by scalar until `stop` holds or `end` is reached.
    private func walk(_ place: inout Checkpoint, until end: Int, stop: (Checkpoint) -> Bool) {
        while place.byte < end, !stop(place) {
            let lead = bytes[place.byte]
            let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            place.byte = min(end, place.byte + max(1, width))
            place.scalars += 1
            place.utf16 += width == 4 ? 2 : 1
        }
    }
}
