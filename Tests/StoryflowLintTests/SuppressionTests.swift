import StoryflowLint
import StoryflowModel
import StoryflowReader
import Testing

/// `<!-- storyflow:disable RULE -->` and `<!-- storyflow:disable-file RULE -->` comments.
@Suite struct SuppressionTests {
    private func check(_ text: String) -> [Diagnostic] {
        Linter.check(FlowLoader.load(string: text, file: "s.flow.xml"))
    }

    @Test func disableSilencesTheNextElementOnly() {
        let diagnostics = check(
            """
            <flow version="1" initial="home">
              <viewController id="home"/>
              <!-- storyflow:disable unreachable-scene -->
              <viewController id="orphan"/>
              <viewController id="other"/>
            </flow>
            """)
        #expect(diagnostics.map(\.rule) == ["unreachable-scene"])
        #expect(diagnostics.map(\.location.line) == [5])
    }

    @Test func disableCoversEverythingInsideTheElement() {
        let diagnostics = check(
            """
            <flow version="1" initial="home">
              <!-- storyflow:disable show-without-navigation-controller -->
              <viewController id="home">
                <button title="A"><segue kind="show" destination="a"/></button>
                <button title="B"><segue kind="show" destination="a"/></button>
              </viewController>
              <viewController id="a"/>
            </flow>
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func disableFileSilencesTheWholeFileAndNamesOnlyItsRules() {
        let diagnostics = check(
            """
            <!-- storyflow:disable-file unreachable-scene -->
            <flow version="1" initial="home">
              <viewController id="home"><button title="Go"><segue kind="present" destination="nowhere"/></button></viewController>
              <viewController id="orphan"/>
            </flow>
            """)
        #expect(diagnostics.map(\.rule) == ["unknown-destination"])
    }

    @Test func unknownRuleIDsInCommentsAreReported() {
        let diagnostics = check(
            """
            <flow version="1" initial="home">
              <viewController id="home"/>
              <!-- storyflow:disable unreachable-scen all -->
              <viewController id="orphan"/>
            </flow>
            """)
        #expect(diagnostics.map(\.rule) == ["unknown-rule-in-suppression"])
        #expect(diagnostics.first?.location == SourceLocation(file: "s.flow.xml", line: 3, column: 3))
        #expect(diagnostics.first?.message.contains("did you mean `unreachable-scene`?") == true)
    }
}
