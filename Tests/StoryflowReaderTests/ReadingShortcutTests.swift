import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// The reading thread's shortcuts give what the plain definitions give: whitespace-only text found eight bytes at
/// a time, and attribute values taken from the value cache.
@Suite struct ReadingShortcutTests {
    /// Every byte libxml2 can hand over as character data: XML's whitespace and everything from the space up.
    private static let characterBytes: [UInt8] = [0x09, 0x0A, 0x0D] + Array(0x20...0xFF)

    @Test func blankTextAgreesWithTheFourWhitespaceCharacters() {
        var random = SplitMix64(seed: 39)
        let whitespace: [UInt8] = [0x20, 0x0A, 0x09, 0x0D]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...40, using: &random)
            var bytes = (0..<count).map { _ in whitespace.randomElement(using: &random)! }
            // Half the samples get one byte of content at a random position.
            if count > 0, Bool.random(using: &random) {
                bytes[Int.random(in: 0..<count, using: &random)] = Self.characterBytes.randomElement(using: &random)!
            }
            let expected = bytes.allSatisfy(whitespace.contains)
            #expect(bytes.withUnsafeBufferPointer(BlankText.isBlank) == expected, "\(bytes)")
        }
    }

    @Test func blankTextFindsContentInEveryPositionOfAWord() {
        for count in 1...24 {
            for position in 0..<count {
                for content: UInt8 in [0x21, 0x7F, 0x80, 0xA1, 0xFF] {
                    var bytes = [UInt8](repeating: 0x20, count: count)
                    bytes[position] = content
                    #expect(!bytes.withUnsafeBufferPointer(BlankText.isBlank), "\(content) at \(position) of \(count)")
                }
            }
            #expect([UInt8](repeating: 0x0D, count: count).withUnsafeBufferPointer(BlankText.isBlank))
        }
    }

    @Test(arguments: [(0, 64), (16_384, 64), (20_000, 128), (100_000, 512), (300_000, 1_024), (50_000_000, 1_024)])
    func theValueCacheHasASlotPer256BytesWithinItsBounds(documentSize: Int, slots: Int) {
        #expect(ValueCache(documentSize: documentSize).slotCount == slots)
    }

    /// Values from a small alphabet and of every length around the cache's limit, so slots are shared, replaced
    /// and hit, with equal lengths of different bytes; each comes back as the string of its own bytes, in tables
    /// of each size.
    @Test(arguments: [0, 20_000, 100_000, 300_000])
    func theValueCacheGivesTheStringOfTheBytes(documentSize: Int) {
        var random = SplitMix64(seed: 2026)
        let alphabet = Array("abAB01 é日😀".utf8)
        let cache = ValueCache(documentSize: documentSize)
        var earlier: [[UInt8]] = []
        for _ in 0..<20_000 {
            let bytes: [UInt8]
            if let again = earlier.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
                bytes = again
            } else {
                let count = Int.random(in: 0...(ValueCache.longestCachedValue + 8), using: &random)
                let text = String(decoding: (0..<count).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
                bytes = Array(text.utf8)
                earlier.append(bytes)
            }
            let made = bytes.withUnsafeBufferPointer { cache.string($0) }
            #expect(Array(made.utf8) == bytes)
        }
    }

    @Test func theValueHashUsesEveryByte() {
        for count in 1...24 {
            let base = [UInt8](repeating: 0x61, count: count)
            let hash = base.withUnsafeBytes { ValueCache.hash($0.baseAddress!, count: count) }
            for position in 0..<count {
                var changed = base
                changed[position] = 0x62
                let other = changed.withUnsafeBytes { ValueCache.hash($0.baseAddress!, count: count) }
                #expect(other >> 54 != hash >> 54, "byte \(position) of \(count) does not reach the top ten bits")
            }
        }
    }
}
