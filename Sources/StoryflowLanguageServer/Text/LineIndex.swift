import StoryflowModel

/// A document's UTF-8 bytes and lines, to turn byte offsets into LSP positions in the negotiated encoding and
/// back, and the reader's 1-based line and scalar column into either (through `SourceText`, so a position on a
/// very long line costs no more than one on a short one).
struct LineIndex {
    let text: SourceText
    let encoding: PositionEncoding

    init(_ bytes: [UInt8], encoding: PositionEncoding) {
        text = SourceText(bytes)
        self.encoding = encoding
    }

    var bytes: [UInt8] { text.bytes }
    var lineCount: Int { text.lineCount }

    /// The byte offset of `position`; a character past the line's end is its end, a line past the last is the end.
    func offset(of position: Position) -> Int {
        guard position.line < text.lineCount else { return bytes.count }
        let range = text.lineRange(position.line)
        switch encoding {
        case .utf8: return text.checkpoint(line: position.line, byte: min(range.upperBound, range.lowerBound + position.character)).byte
        case .utf16: return text.checkpoint(line: position.line, utf16: position.character).byte
        case .utf32: return text.checkpoint(line: position.line, scalars: position.character).byte
        }
    }

    /// The position of byte `offset`.
    func position(of offset: Int) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        let line = text.line(containing: clamped)
        let place = text.checkpoint(line: line, byte: clamped)
        let character =
            switch encoding {
            case .utf8: place.byte - text.lineRange(line).lowerBound
            case .utf16: place.utf16
            case .utf32: place.scalars
            }
        return Position(line: line, character: character)
    }

    /// The byte offset of the reader's 1-based `line` and 1-based `column` in Unicode scalars.
    func offset(line: Int, column: Int) -> Int {
        text.byteOffset(line: line, column: column)
    }

    /// The range of the token starting at `offset`: up to the next blank, `>` or line end (at least one character,
    /// at most 200 bytes).
    func tokenRange(at offset: Int) -> Range<Int> {
        var end = offset
        while end < bytes.count, end - offset < 200,
            ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">")].contains(bytes[end])
        {
            end += 1
        }
        if end == offset, end < bytes.count { end += 1 }
        while end < bytes.count, end > offset, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return offset..<end
    }

    /// `range` of bytes as positions.
    func range(_ range: Range<Int>) -> TextRange {
        TextRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
    }

    /// The offset of the first character that is not a blank on 1-based `line`.
    func firstNonBlank(line: Int) -> Int {
        guard line >= 1, line <= text.lineCount else { return bytes.count }
        let range = text.lineRange(line - 1)
        return range.first { bytes[$0] != UInt8(ascii: " ") && bytes[$0] != UInt8(ascii: "\t") } ?? range.lowerBound
    }
}
