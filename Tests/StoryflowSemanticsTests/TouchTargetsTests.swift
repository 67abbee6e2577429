import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import Testing

/// What a person can touch and by which names, as the runtime, the stepper and the walk planner all take it.
struct TouchTargetsTests {
    @Test func buttonsTextFieldsAndSwitchesAreNumberedAndNothingElse() {
        #expect(Control.Kind.allCases.filter(TouchTargets.isNumbered) == [.button, .textField, .switch])
    }

    @Test func aControlAnswersToItsTextOutletAndPlaceholderInThatOrder() {
        #expect(TouchTargets.names(text: "Save", outlet: "saveButton", placeholder: nil) == ["Save", "saveButton"])
        #expect(TouchTargets.names(text: "", outlet: nil, placeholder: "Name") == ["Name"])
    }

    @Test func anEmptyTextFieldShowsNoTextInItsRowButALabelDoes() throws {
        let document = try #require(
            FlowLoader.load(
                string: """
                    <flow version="1" initial="list">
                      <tableViewController id="list">
                        <tableView content="static"><section>
                          <cell><label text="UUID"/><textField placeholder="UUID"/></cell>
                        </section></tableView>
                      </tableViewController>
                    </flow>
                    """, file: "t.flow.xml"
            ).document)
        let table = try #require(document.scenes[0].tableView)
        let rows = TouchTargets.rows(of: table)
        let cell = try #require(rows.first?.cell)
        let subviews = TouchTargets.subviews(of: cell.controls)
        #expect(TouchTargets.rowText(text: cell.text, detail: cell.detail, subviews: subviews) == "UUID")
        #expect(TouchTargets.rowNames(text: cell.text, detail: cell.detail, subviews: subviews) == ["UUID", "UUID"])
    }

    @Test func aSampleRowIsMadeFromThePrototypeItNamesElseTheFirst() throws {
        let document = try #require(
            FlowLoader.load(
                string: """
                    <flow version="1" initial="list">
                      <tableViewController id="list">
                        <tableView content="prototypes">
                          <prototype reuseIdentifier="Plain" style="basic"/>
                          <prototype reuseIdentifier="Detail" style="subtitle"/>
                          <samples><row text="One"/><row prototype="Detail" text="Two"/><row prototype="Missing" text="Three"/></samples>
                        </tableView>
                      </tableViewController>
                    </flow>
                    """, file: "t.flow.xml"
            ).document)
        let rows = TouchTargets.rows(of: try #require(document.scenes[0].tableView))
        #expect(rows.map { $0.cell?.reuseIdentifier } == ["Plain", "Detail", nil], "a prototype the table lacks gives the runtime's empty stand-in")
    }
}
