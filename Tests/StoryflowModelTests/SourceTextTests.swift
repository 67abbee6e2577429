import StoryflowModel
import Testing

/// `SourceText` agrees with decoding each line from its start, on short lines and on lines long enough to have
/// checkpoints, in scalars, UTF-16 units and bytes.
struct SourceTextTests {
    private static let pieces = ["a", "é", "中", "😀", " ", "<x>", "\r"]

    /// A line of `count` pieces chosen by a fixed generator, so a failure repeats.
    private func line(_ count: Int, seed: UInt64) -> String {
        var state = seed
        var text = ""
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += Self.pieces[Int(state >> 33) % (Self.pieces.count - 1)]
        }
        return text
    }

    @Test(arguments: [(10, UInt64(1)), (3_000, 2), (20_000, 3)])
    func placesAgreeWithDecodingFromTheLineStart(count: Int, seed: UInt64) {
        let first = line(count, seed: seed)
        let text = "short\n" + first + "\r\nlast"
        let source = SourceText(Array(text.utf8))
        #expect(source.lineCount == 3)
        let scalars = Array(first.unicodeScalars)
        let lineStart = 6
        for (index, scalar) in scalars.enumerated() where index % 97 == 0 || index == scalars.count - 1 {
            let byte = lineStart + String(String.UnicodeScalarView(scalars[..<index])).utf8.count
            let utf16 = String(String.UnicodeScalarView(scalars[..<index])).utf16.count
            let place = source.checkpoint(line: 1, scalars: index)
            #expect([place.byte, place.scalars, place.utf16] == [byte, index, utf16], "scalar \(index) (\(scalar))")
            #expect(source.checkpoint(line: 1, byte: byte) == place)
            #expect(source.checkpoint(line: 1, utf16: utf16) == place)
            #expect(source.byteOffset(line: 2, column: index + 1) == byte)
            #expect(source.line(containing: byte) == 1)
        }
        #expect(source.checkpoint(line: 1, scalars: scalars.count + 5).byte == source.lineRange(1).upperBound, "past the end is the end")
    }
}
