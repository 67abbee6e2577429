/// The lines of a document's UTF-8 bytes, to turn byte offsets into LSP positions and back, and the reader's
/// 1-based line and scalar column into either.
struct LineIndex {
    let bytes: [UInt8]
    private var starts: [Int] = [0]
    let encoding: PositionEncoding

    init(_ bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    var lineCount: Int { starts.count }

    /// The byte range of line `line` (0-based) without its line break.
    func lineRange(_ line: Int) -> Range<Int> {
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The byte offset of `position`; a character past the line's end is its end, a line past the last is the end.
    func offset(of position: Position) -> Int {
        guard position.line < starts.count else { return bytes.count }
        let range = lineRange(position.line)
        var units = 0
        var offset = range.lowerBound
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            if units >= position.character { break }
            units += encoding.width(of: scalar)
            offset += UTF8.width(scalar)
        }
        return min(offset, range.upperBound)
    }

    /// The position of byte `offset`.
    func position(of offset: Int) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = starts.count
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle }
        }
        let prefix = String(decoding: bytes[starts[low]..<clamped], as: UTF8.self)
        return Position(line: low, character: prefix.unicodeScalars.reduce(0) { $0 + encoding.width(of: $1) })
    }

    /// The byte offset of the reader's 1-based `line` and 1-based `column` in Unicode scalars.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return bytes.count }
        let range = lineRange(line - 1)
        var offset = range.lowerBound
        var scalars = 1
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            if scalars >= column { break }
            offset += UTF8.width(scalar)
            scalars += 1
        }
        return offset
    }

    /// The range of the token starting at `offset`: up to the next blank, `>` or line end (at least one character).
    func tokenRange(at offset: Int) -> Range<Int> {
        var end = offset
        while end < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">")].contains(bytes[end]) {
            end += 1
        }
        if end == offset, end < bytes.count { end += 1 }
        return offset..<end
    }

    /// `range` of bytes as positions.
    func range(_ range: Range<Int>) -> TextRange {
        TextRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
    }

    /// The offset of the first character that is not a blank on 1-based `line`.
    func firstNonBlank(line: Int) -> Int {
        guard line >= 1, line <= starts.count else { return bytes.count }
        let range = lineRange(line - 1)
        return range.first { bytes[$0] != UInt8(ascii: " ") && bytes[$0] != UInt8(ascii: "\t") } ?? range.lowerBound
    }
}
