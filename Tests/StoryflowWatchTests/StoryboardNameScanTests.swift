import Testing

@testable import StoryflowWatch

/// The raw scan for `storyboardName` attributes that tells a watch which files to check again when a storyboard
/// is saved.
struct StoryboardNameScanTests {
    func names(_ text: String) -> Set<String> {
        StoryboardNameScan.names(in: Array(text.utf8))
    }

    @Test func readsEitherQuoteAndSpacesAroundTheEqualsSign() {
        #expect(names(#"<storyboardReference id="a" storyboardName="More"/>"#) == ["More"])
        #expect(names("<storyboardReference storyboardName = 'Settings' />") == ["Settings"])
        #expect(names("<x storyboardName\n\t=\r\n\"Tabs\"/>") == ["Tabs"])
        #expect(
            names(#"<a storyboardName="One"/><b storyboardName='Two'/><c storyboardName="One"/>"#) == ["One", "Two"]
        )
    }

    @Test func passesOverWhatIsNotAnAttributeValue() {
        #expect(names("<text>storyboardName is a word here</text>").isEmpty)
        #expect(names("storyboardName").isEmpty)
        #expect(names(#"<a storyboardNames="Not"/>"#).isEmpty)
        #expect(names(#"<a storyboardName="Unfinished/>"#).isEmpty)
        #expect(names(#"<!-- storyboardName=" --><a storyboardName='More'/>"#) == ["More"], "a value left open in one quote")
        #expect(names(#"<a storyboardName=""/>"#) == [""])
        #expect(names("").isEmpty)
    }

    @Test func keepsTheValueAsWritten() {
        #expect(names(#"<a storyboardName="Me &amp; You"/>"#) == ["Me &amp; You"])
        #expect(names(#"<a storyboardName="Réglages"/>"#) == ["Réglages"])
    }

    /// The regular expression watch mode used before the scan (XML white space only), on generated text.
    @Test func findsWhatTheRegularExpressionFinds() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["storyboardName", "=", " ", "\n", "\"", "'", "More", "<a ", "/>", "storyboard", "Name", "é"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = Set(text.matches(of: #/storyboardName[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/#).map { String($0.1 ?? $0.2 ?? "") })
            #expect(names(text) == expected, "\(text)")
        }
    }
}
