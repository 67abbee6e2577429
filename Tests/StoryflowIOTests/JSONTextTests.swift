import StoryflowIO
import StoryflowTestSupport
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
        var text = UTF8Text()
        text.append("[")
        JSONText.append(raw, to: &text)
        #expect(text.bytes == Array(("[" + literal).utf8))
    }

    @Test("the UTF-8 bytes appended are those of the string literal, for any text", arguments: 0..<20)
    func bytesAgreeWithTheString(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = ["a", "Zz", " ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{202E}", "é", "漢", "🇫🇷", "a long plain run of words"]
        for _ in 0..<100 {
            let text = (0..<generator.below(9)).map { _ in generator.element(of: pieces) }.joined()
            var bytes = UTF8Text()
            JSONText.append(text, to: &bytes)
            #expect(bytes.bytes == Array(JSONText.string(text).utf8), "seed \(seed): \(text.unicodeScalars.map(\.value))")
        }
    }
}
