import StoryflowModel
import Testing

@testable import StoryflowReader

/// Segues: every kind, their attributes, where they are declared (the trigger) and what is wrong with them.
@Suite struct SegueReaderTests {
    /// The segues of the first scene of a flow whose first scene is `body`.
    func segues(_ body: String) -> (segues: [Segue], result: LoadResult) {
        let result = read("<flow version=\"1\">\n\(body)\n</flow>")
        return (result.document?.scenes.first?.segues ?? [], result)
    }

    @Test(arguments: SegueKind.allCases.filter { $0 != .unwind })
    func everyKindWithADestinationIsRead(kind: SegueKind) throws {
        let (segues, result) = segues("<viewController id=\"a\"><segue id=\"s\" kind=\"\(kind.rawValue)\" destination=\"b\"/></viewController>")
        #expect(result.diagnostics.isEmpty)
        let segue = try #require(segues.first)
        #expect(segue.kind == kind)
        #expect(segue.destination == "b")
        #expect(segue.identifier == "s")
        #expect(segue.trigger == .manual)
        #expect(segue.animates)
        #expect(segue.unwindAction == nil)
        #expect(segue.presentation == nil && segue.transition == nil && segue.customClass == nil)
    }

    @Test func presentationTransitionAnimatedAndClassAreRead() throws {
        let (segues, result) = segues(
            """
            <viewController id="a">
              <segue id="s" kind="present" destination="b" presentation="formSheet" transition="flipHorizontal" animated="false"/>
              <segue id="c" kind="custom" destination="b" class="FadeSegue" animated="NO"/>
            </viewController>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(segues.count == 2)
        #expect(segues[0].presentation == .formSheet)
        #expect(segues[0].transition == .flipHorizontal)
        #expect(segues[0].animates == false)
        #expect(segues[1].customClass == "FadeSegue")
        #expect(segues[1].animates == false)
    }

    @Test(arguments: [("backToList", "backToList"), ("backToT0Do:", "backToT0Do"), ("unwindToT0Do(segue:)", "unwindToT0Do"), ("done(_:)", "done")])
    func unwindActionsAreNormalized(written: String, normalized: String) throws {
        let (segues, result) = segues(
            "<viewController id=\"a\"><unwindAction name=\"\(written)\"/><segue id=\"u\" kind=\"unwind\" action=\"\(written)\"/></viewController>")
        #expect(result.diagnostics.isEmpty)
        #expect(segues.first?.unwindAction == normalized)
        #expect(segues.first?.destination == nil)
        #expect(result.document?.scenes.first?.unwindActions.map(\.name) == [normalized])
    }

    @Test func unwindSegueWithADestinationIsReportedAtTheAttribute() {
        let (segues, result) = segues("<viewController id=\"a\">\n  <segue kind=\"unwind\" action=\"back\" destination=\"b\"/></viewController>")
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["3:38"])
        #expect(segues.first?.destination == nil)
    }

    @Test func unwindSegueWithoutActionIsMissingAnAttribute() {
        let (_, result) = segues("<viewController id=\"a\">\n  <segue id=\"u\" kind=\"unwind\"/></viewController>")
        #expect(rules(result) == ["missing-attribute"])
        #expect(positions(result) == ["3:3"])
        #expect(result.diagnostics.first?.message.contains("`action`") == true)
    }

    @Test func actionOnASegueThatDoesNotUnwindIsReportedAndDropped() {
        let (segues, result) = segues("<viewController id=\"a\">\n  <segue id=\"s\" kind=\"show\" destination=\"b\" action=\"back\"/></viewController>")
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["3:45"])
        #expect(segues.first?.unwindAction == nil)
    }

    @Test func missingKindAndMissingDestinationAreReported() {
        let (segues, result) = segues(
            """
            <viewController id="a">
              <segue id="s" destination="b"/>
              <segue id="t" kind="show"/>
              <segue id="u" kind="show" destination=""/>
            </viewController>
            """)
        #expect(rules(result) == ["missing-attribute", "missing-attribute", "missing-attribute"])
        #expect(positions(result) == ["3:3", "4:3", "5:3"])
        #expect(segues.map(\.identifier) == ["t", "u"])
        #expect(segues.allSatisfy { $0.destination == nil })
    }

    @Test func unknownKindSuggestsTheClosestOne() {
        let (segues, result) = segues("<viewController id=\"a\">\n  <segue id=\"s\" kind=\"presnt\" destination=\"b\"/></viewController>")
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["3:17"])
        #expect(result.diagnostics.first?.message.contains("did you mean `present`?") == true)
        #expect(segues.isEmpty)
    }

    @Test func badPresentationTransitionAndAnimatedValuesAreReported() {
        let (segues, result) = segues(
            """
            <viewController id="a">
              <segue id="s" kind="present" destination="b" presentation="sheet" transition="fade" animated="maybe"/>
            </viewController>
            """)
        #expect(rules(result) == ["invalid-value", "invalid-value", "invalid-value"])
        #expect(positions(result) == ["3:48", "3:69", "3:87"])
        #expect(segues.first?.presentation == nil)
        #expect(segues.first?.animates == true)
    }

    @Test func triggerOutsideACellIsReported() {
        let (_, result) = segues("<viewController id=\"a\">\n  <segue id=\"s\" kind=\"show\" destination=\"b\" trigger=\"accessory\"/></viewController>")
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["3:45"])
    }

    @Test func segueTakesNoChildren() {
        let (_, result) = segues("<viewController id=\"a\">\n  <segue id=\"s\" kind=\"show\" destination=\"b\"><label/></segue></viewController>")
        #expect(rules(result) == ["unknown-element"])
        #expect(positions(result) == ["3:45"])
    }

    @Test func triggersFollowWhereTheSegueIsDeclared() throws {
        let (segues, result) = segues(
            """
            <tableViewController id="a">
              <navigationItem>
                <barButton placement="right" system="add"><segue id="r" kind="present" destination="b"/></barButton>
                <barButton placement="left" system="edit" effect="toggleEditing"/>
                <barButton placement="left" title="Sort"><segue id="l" kind="show" destination="b"/></barButton>
              </navigationItem>
              <label/>
              <button title="Go"><segue id="button" kind="show" destination="b"/></button>
              <containerView><segue id="embed" kind="embed" destination="b"/></containerView>
              <tableView content="static">
                <section>
                  <cell text="x"/>
                  <cell text="y" accessory="detailButton">
                    <segue id="cellSelect" kind="show" destination="b"/>
                    <segue id="cellAccessory" kind="show" destination="b" trigger="accessory"/>
                  </cell>
                </section>
                <section><cell><segue id="second" kind="show" destination="b" trigger="selection"/></cell></section>
              </tableView>
              <segue id="manual" kind="show" destination="b"/>
            </tableViewController>
            """)
        #expect(result.diagnostics.isEmpty)
        let triggers = Dictionary(uniqueKeysWithValues: segues.map { ($0.identifier ?? "", $0.trigger) })
        #expect(triggers["l"] == .barButton(index: 1))
        #expect(triggers["r"] == .barButton(index: 2))
        #expect(triggers["button"] == .control(index: 1))
        #expect(triggers["embed"] == .control(index: 2))
        #expect(triggers["cellSelect"] == .staticCellSelection(section: 0, row: 1))
        #expect(triggers["cellAccessory"] == .staticCellAccessory(section: 0, row: 1))
        #expect(triggers["second"] == .staticCellSelection(section: 1, row: 0))
        #expect(triggers["manual"] == .manual)
    }

    @Test func prototypeSeguesCarryTheReuseIdentifier() throws {
        let (segues, result) = segues(
            """
            <tableViewController id="a">
              <tableView>
                <prototype reuseIdentifier="Cell" accessory="detailDisclosureButton">
                  <segue id="open" kind="show" destination="b"/>
                  <segue id="info" kind="popover" destination="b" trigger="accessory"/>
                </prototype>
              </tableView>
            </tableViewController>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(segues.map(\.trigger) == [.prototypeSelection(reuseIdentifier: "Cell"), .prototypeAccessory(reuseIdentifier: "Cell")])
    }

    @Test func alertActionSeguesAreNumberedByAction() throws {
        let (segues, result) = segues(
            """
            <alertController id="a" title="Delete?" style="actionSheet">
              <action title="Cancel" style="cancel"/>
              <action title="Delete" style="destructive"><segue id="gone" kind="unwind" action="deleted"/></action>
            </alertController>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(segues.map(\.trigger) == [.alertAction(index: 1)])
    }

    @Test func aSecondSegueOnOneTriggerIsADuplicateTrigger() {
        let (segues, result) = segues(
            """
            <viewController id="a">
              <navigationItem><barButton system="add"><segue id="one" kind="show" destination="b"/><segue id="two" kind="show" \
            destination="b"/></barButton></navigationItem>
              <button title="x"><segue id="three" kind="show" destination="b"/>
                <segue id="four" kind="show" destination="b"/></button>
              <tableView><prototype reuseIdentifier="c"><segue id="five" kind="show" destination="b"/>
                <segue id="six" kind="show" destination="b" trigger="selection"/></prototype></tableView>
            </viewController>
            """)
        #expect(rules(result) == ["duplicate-trigger", "duplicate-trigger", "duplicate-trigger"])
        #expect(positions(result) == ["3:88", "5:5", "7:5"])
        #expect(segues.map(\.identifier) == ["one", "five", "three"])
    }

    @Test func aBadCellTriggerIsReportedAndTreatedAsSelection() {
        let (segues, result) = segues(
            """
            <tableViewController id=\"a\"><tableView><prototype reuseIdentifier=\"c\">\n<segue kind=\"show\" destination=\"b\" \
            trigger=\"acessory\"/></prototype></tableView></tableViewController>
            """
        )
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["3:36"])
        #expect(result.diagnostics.first?.message.contains("did you mean `accessory`?") == true)
        #expect(segues.first?.trigger == .prototypeSelection(reuseIdentifier: "c"))
    }
}
