import Testing

@testable import StoryflowTerminal

@Suite("Terminal width")
struct TerminalWidthTests {
    @Test("ASCII and Latin count one column per character")
    func ascii() {
        #expect(TerminalWidth.columns(of: "Players") == 7)
        #expect(TerminalWidth.columns(of: "Texas Hold’em Poker") == 19)
        #expect(TerminalWidth.columns(of: "") == 0)
    }

    @Test(
        "CJK ideographs, kana, Hangul, fullwidth forms and CJK punctuation count two",
        arguments: [
            ("取消", 4), ("保存", 4), ("高级工程师", 10), ("ひらがな", 8), ("カタカナ", 8), ("한국어", 6),
            ("ＡＢＣ", 6), ("、。「」", 8), ("Bill 取消 Evans", 15), ("\u{3000}", 2),
        ])
    func wide(text: String, columns: Int) {
        #expect(TerminalWidth.columns(of: text) == columns)
    }

    @Test(
        "emoji with emoji presentation count two",
        arguments: [
            ("✅", 2), ("🥱", 2), ("✅ Done", 7), ("❤\u{FE0F}", 2), ("👍🏽", 2), ("🇨🇳", 2), ("👨‍👩‍👧", 2),
        ])
    func emoji(text: String, columns: Int) {
        #expect(TerminalWidth.columns(of: text) == columns)
    }

    @Test("combining marks, joiners and variation selectors count zero")
    func zeroWidth() {
        #expect(TerminalWidth.columns(of: "e\u{301}") == 1)
        #expect(TerminalWidth.columns(of: "\u{301}") == 0)
        #expect(TerminalWidth.columns(of: "\u{200D}") == 0)
        #expect(TerminalWidth.columns(of: "\u{FE0F}") == 0)
        #expect(TerminalWidth.columns(of: "\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(TerminalWidth.columns(of: "ℹ︎ ⓘ › ✓ ⊖ ⊕ ≡ │") == 15)
    }

    @Test("control characters are removed or turned into spaces")
    func sanitizing() {
        #expect(TerminalWidth.sanitized("a\tb\nc\r") == "a b c ")
        #expect(TerminalWidth.sanitized("red\u{1B}[31mtext\u{7}") == "red[31mtext")
        #expect(TerminalWidth.sanitized("\u{202E}evil\u{2066}") == "evil")
        #expect(TerminalWidth.sanitized("取消 ✅") == "取消 ✅")
    }

    @Test("truncation ends in an ellipsis and fills the budget exactly")
    func truncation() {
        #expect(TerminalWidth.truncated("Players", toColumns: 10) == "Players")
        #expect(TerminalWidth.truncated("Russian Roulette", toColumns: 8) == "Russian…")
        #expect(TerminalWidth.truncated("Players", toColumns: 1) == "…")
        #expect(TerminalWidth.truncated("Players", toColumns: 0) == "")
        #expect(TerminalWidth.truncated("高级工程师", toColumns: 6) == "高级… ")
        #expect(TerminalWidth.truncated("高级工程师", toColumns: 5) == "高级…")
        for budget in 1...12 {
            #expect(TerminalWidth.columns(of: TerminalWidth.truncated("a高级工程师✅🥱", toColumns: budget)) == budget)
        }
    }

    @Test("padding aligns text in exactly the budget")
    func padding() {
        #expect(TerminalWidth.padded("取消", toColumns: 6) == "取消  ")
        #expect(TerminalWidth.padded("取消", toColumns: 6, alignment: .trailing) == "  取消")
        #expect(TerminalWidth.padded("取消", toColumns: 7, alignment: .center) == " 取消  ")
        #expect(TerminalWidth.padded("Choose Game", toColumns: 6) == "Choos…")
    }

    @Test("wrapping breaks at spaces, inside over-long words and between CJK characters")
    func wrapping() {
        #expect(
            TerminalWidth.wrapped("Are you sure you want to delete this item?", toColumns: 16)
                == ["Are you sure you", "want to delete", "this item?"])
        #expect(TerminalWidth.wrapped("高级软件工程师面试准备", toColumns: 7) == ["高级软", "件工程", "师面试", "准备"])
        #expect(TerminalWidth.wrapped("Supercalifragilistic", toColumns: 8) == ["Supercal", "ifragili", "stic"])
        #expect(TerminalWidth.wrapped("one two three four", toColumns: 8, maximumLines: 2) == ["one two", "three…"])
        #expect(TerminalWidth.wrapped("anything", toColumns: 0).isEmpty)
    }

    @Test("styled lines keep their width through slicing and overlaying")
    func styledLines() {
        let line = StyledLine("ab", style: .bold) + StyledLine("高级", style: .dim) + StyledLine("cd")
        #expect(line.width == 8)
        #expect(line.prefix(columns: 3).plainText == "ab ")
        #expect(line.dropping(columns: 3).plainText == " 级cd")
        #expect(line.overlaid(with: StyledLine("XY"), atColumn: 1).plainText == "aXY 级cd")
        #expect(line.overlaid(with: StyledLine("XY"), atColumn: 1).width == 8)
        #expect(line.truncated(toColumns: 4).plainText == "ab… ")
        #expect(line.fitted(toColumns: 10).width == 10)
    }

    @Test("styling adds escape codes only when colour is on")
    func styling() {
        let line = StyledLine("Done", style: .bold) + StyledLine(" x")
        #expect(line.rendered(color: false) == "Done x")
        #expect(line.rendered(color: true) == "\u{1B}[1mDone\u{1B}[0m x")
    }

    @Test("colour only on a terminal without NO_COLOR, TERM=dumb or --plain")
    func colorPolicy() {
        #expect(ColorPolicy.usesColor(isTerminal: true, environment: [:], plain: false))
        #expect(!ColorPolicy.usesColor(isTerminal: false, environment: [:], plain: false))
        #expect(!ColorPolicy.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"], plain: false))
        #expect(ColorPolicy.usesColor(isTerminal: true, environment: ["NO_COLOR": ""], plain: false))
        #expect(!ColorPolicy.usesColor(isTerminal: true, environment: ["TERM": "dumb"], plain: false))
        #expect(!ColorPolicy.usesColor(isTerminal: true, environment: [:], plain: true))
    }

    @Test("a text's width is the sum of its characters', ASCII or not")
    func textWidthIsTheSumOfItsCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", " ", "~", "\u{7F}", "\t", "\r\n", "\u{1B}", "é", "e\u{301}", "漢", "✅", "🇫🇷", "\u{200B}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(TerminalWidth.columns(of: text) == text.reduce(0) { $0 + TerminalWidth.columns(of: $1) }, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(TerminalWidth.columns(of: "Players ~ 42") == 12)
        #expect(TerminalWidth.columns(of: "a\u{7F}b") == 2)
    }

    @Test("printable ASCII is wrapped by bytes exactly as by characters")
    func asciiWrapsAsCharactersDo() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Zz", " ", "  ", "~", "word", "Supercalifragilistic", "--flag", "tap \"Add\""]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let budget = Int.random(in: 1...24, using: &generator)
            #expect(TerminalWidth.isPrintableASCII(text))
            #expect(TerminalWidth.wrapped(text, toColumns: budget) == TerminalWidth.wrappedCharacters(text, toColumns: budget), "\(text) at \(budget)")
        }
        #expect(!TerminalWidth.isPrintableASCII("tab\there"))
        #expect(!TerminalWidth.isPrintableASCII("Añadir"))
    }

    @Test("items are filled greedily onto lines that fit, measured as they are shown")
    func itemsFillLinesThatFit() {
        #expect(TerminalWidth.filled(["tap ROW", "back", "dismiss"], separator: " · ", toColumns: 16) == ["tap ROW · back", "dismiss"])
        #expect(TerminalWidth.filled(["漢字", "ab"], separator: "  ", toColumns: 8) == ["漢字  ab"])
        #expect(TerminalWidth.filled(["漢字", "abc"], separator: "  ", toColumns: 8) == ["漢字", "abc"])
        #expect(TerminalWidth.filled(["one two three"], separator: " · ", toColumns: 7) == ["one two", "three"])
        var generator = SystemRandomNumberGenerator()
        let words = ["a", "tap", "Añadir", "漢字", "✅ done", "expect screen", "e\u{301}"]
        for _ in 0..<500 {
            let items = (0..<Int.random(in: 1...8, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            let budget = Int.random(in: 6...30, using: &generator)
            let lines = TerminalWidth.filled(items, separator: " · ", toColumns: budget)
            #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= budget }, "\(items) at \(budget): \(lines)")
            // Nothing lost or reordered: the same characters once spaces and separators are set aside.
            func letters(_ text: String) -> String { text.filter { $0 != " " && $0 != "·" } }
            #expect(letters(lines.joined()) == letters(items.joined()))
        }
    }
}
