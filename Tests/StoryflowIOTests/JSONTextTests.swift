import StoryflowIO
import Testing

/// `JSONText`: strings written into JSON by hand hold any text safely, written as a `String` or as UTF-8 bytes.
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("Players", #""Players""#),
        ("", #""""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("line\nnext\r\tend", #""line\nnext\r\tend""#),
        ("\u{1B}[2J\u{7F}", #""\u001b[2J\u007f""#),
        ("admin\u{202E}txt", #""admin\u202etxt""#),
        ("Texas Hold’em ★ 選手", #""Texas Hold’em ★ 選手""#),
    ])
    func aStringIsALiteralWithItsControlsEscaped(raw: String, literal: String) {
        #expect(JSONText.string(raw) == literal)
        var bytes: [UInt8] = Array("[".utf8)
        JSONText.append(raw, toUTF8: &bytes)
        #expect(bytes == Array(("[" + literal).utf8))
    }

    @Test("the UTF-8 bytes appended are those of the string literal, for any text")
    func bytesAgreeWithTheString() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Zz", " ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{202E}", "é", "漢", "🇫🇷", "a long plain run of words"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var bytes: [UInt8] = []
            JSONText.append(text, toUTF8: &bytes)
            #expect(bytes == Array(JSONText.string(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
