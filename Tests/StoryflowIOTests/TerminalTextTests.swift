import StoryflowIO
import Testing

/// `TerminalText`: no control from a file reaches a terminal live; printable text of every script is kept.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}]0;title\u{07}", "␛]0;title␇"),
        ("\u{1B}]52;c;cHduZWQ=\u{07}", "␛]52;c;cHduZWQ=␇"),
        ("a\u{1B}[2Jb", "a␛[2Jb"),
        ("\u{9B}31m", "\\u{9B}31m"),
        ("\u{7F}", "␡"),
        ("line\nnext\r", "line␊next␍"),
        ("\u{0}", "␀"),
        ("admin\u{202E}txt.exe", "admin\\u{202E}txt.exe"),
        ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ("a\u{200E}b\u{200F}c\u{061C}d", "a\\u{200E}b\\u{200F}c\\u{61C}d"),
    ])
    func controlsAreMadeVisible(raw: String, shown: String) {
        #expect(TerminalText.visible(raw) == shown)
        #expect(!TerminalText.visible(raw).unicodeScalars.contains { TerminalText.needsEscaping($0) })
    }

    @Test func printableTextIsKept() {
        let text = "Players ★★★★☆ 選手 Ünïcödé 👩‍💻 Texas Hold’em — ok"
        #expect(TerminalText.visible(text) == text)
    }

    @Test func tabsAreKeptOnlyWhenAsked() {
        #expect(TerminalText.visible("a\tb") == "a␉b")
        #expect(TerminalText.visible("a\tb", keepingTabs: true) == "a\tb")
    }

    @Test func visibleLinesKeepsLineFeedsOnly() {
        #expect(TerminalText.visibleLines("one\u{1B}\ntwo") == "one␛\ntwo")
    }
}
