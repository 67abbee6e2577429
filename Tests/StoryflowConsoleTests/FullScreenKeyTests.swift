import StoryflowSession
import Testing

@testable import StoryflowConsole

/// Keys written for a headless run, and keys decoded from what a terminal sends.
struct FullScreenKeyTests {
    @Test func symbolsNamesAndCharactersAreKeys() throws {
        let keys = try KeyScript.keys("↑↓←→⏎⎋⇥⇤⌫<s-down><PgDn><c-c><lt>a b李<click 3 4>")
        #expect(
            keys == [
                .up, .down, .left, .right, .enter, .escape, .tab, .shiftTab, .backspace, .shiftDown, .pageDown, .control("c"),
                .character("<"), .character("a"), .character(" "), .character("b"), .character("李"), .click(column: 2, line: 3),
            ])
    }

    @Test(arguments: [
        ("<bogus>", "no key is called <bogus>"),
        ("a<enter", "no '>' ends it; write <lt>"),
        ("<click 0 4>", "a click is <click COLUMN LINE>"),
        ("\u{7}", "control character"),
    ])
    func unreadableKeysSayWhy(keys: String, reason: String) {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.keys(keys) }
        do {
            _ = try KeyScript.keys(keys)
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test func aKeyFileIgnoresLineBreaksAndCommentLines() throws {
        let keys = try KeyScript.keys(file: "# open it\n↓⏎\n  # indented comment\nq\r\n")
        #expect(keys == [.down, .enter, .character("q")])
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.keys(file: "↓\n<nope>\n") }
    }

    @Test func theNumberOfKeysIsBounded() {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.keys(String(repeating: "j", count: KeyScript.maximumKeys + 1)) }
    }

    @Test func keysAreNamedAsTheyAreWritten() {
        #expect(KeyScript.name(of: .enter) == "⏎")
        #expect(KeyScript.name(of: .shiftDown) == "<s-down>")
        #expect(KeyScript.name(of: .character(" ")) == "<space>")
        #expect(KeyScript.name(of: .control("z")) == "<c-z>")
    }

    func decode(_ bytes: [UInt8]) -> [FullScreenKey] {
        var decoder = FullScreenKeyDecoder()
        return bytes.compactMap { decoder.feed($0) }
    }

    @Test func terminalSequencesDecode() {
        #expect(
            decode(Array("\u{1B}[A\u{1B}OB\u{1B}[1;2A\u{1B}[Z\u{1B}[5~\u{1B}[3~\r\t\u{7F}".utf8)) == [
                .up, .down, .shiftUp, .shiftTab, .pageUp, .delete, .enter, .tab, .backspace,
            ])
        #expect(decode(Array("q李".utf8) + [0x03, 0x1A]) == [.character("q"), .character("李"), .control("c"), .control("z")])
    }

    @Test func mousePressesAndWheelTurnsDecodeAndReleasesDoNot() {
        #expect(
            decode(Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<2;3;3M".utf8)) == [
                .click(column: 11, line: 4), .wheelUp, .wheelDown,
            ])
    }

    @Test func aLoneEscIsKnownWhenNothingFollows() {
        var decoder = FullScreenKeyDecoder()
        #expect(decoder.feed(0x1B) == nil)
        #expect(decoder.isPending)
        #expect(decoder.flush() == .escape)
        #expect(!decoder.isPending)
        // Esc, then an arrow: the first Esc was the key.
        #expect(decoder.feed(0x1B) == nil)
        #expect(decoder.feed(0x1B) == .escape)
        #expect(decoder.feed(UInt8(ascii: "[")) == nil)
        #expect(decoder.feed(UInt8(ascii: "B")) == .down)
    }

    @Test func anEndlessSequenceIsDropped() {
        var decoder = FullScreenKeyDecoder()
        // More bytes than any sequence holds: dropped up to its final byte, none of them read as keys.
        let bytes: [UInt8] = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40) + [UInt8(ascii: "~")]
        #expect(bytes.compactMap { decoder.feed($0) }.isEmpty)
        #expect(!decoder.isPending)
        #expect(decoder.feed(UInt8(ascii: "x")) == .character("x"))
    }

    @Test func x10MouseReportsDecodeToo() {
        // ESC [ M, then the button, column and line, each plus 32 (columns and lines from 1).
        #expect(
            decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32, 33 + 11, 33 + 4, UInt8(ascii: "q")]) == [.click(column: 11, line: 4), .character("q")])
        #expect(decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 35, 40, 40]).isEmpty, "a release is no key")
    }
}
