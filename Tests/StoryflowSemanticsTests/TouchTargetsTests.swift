import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import Testing

/// What a person can touch and by which names, as the runtime, the stepper and the walk planner all take it.
struct TouchTargetsTests {
    /// The table of a table view controller declared with `tableView`.
    static func table(_ tableView: String) throws -> TableLayout {
        let text = #"<flow version="1" initial="list"><tableViewController id="list">"# + tableView + "</tableViewController></flow>"
        let document = try #require(FlowLoader.load(string: text, file: "t.flow.xml").document)
        return try #require(document.scenes[0].tableView)
    }

    @Test func buttonsTextFieldsAndSwitchesAreNumberedAndNothingElse() {
        #expect(Control.Kind.allCases.filter(TouchTargets.isNumbered) == [.button, .textField, .switch])
    }

    @Test func aControlAnswersToItsTextOutletAndPlaceholderInThatOrder() {
        #expect(TouchTargets.names(text: "Save", outlet: "saveButton", placeholder: nil) == ["Save", "saveButton"])
        #expect(TouchTargets.names(text: "", outlet: nil, placeholder: "Name") == ["Name"])
    }

    @Test func anEmptyTextFieldShowsNoTextInItsRowButALabelDoes() throws {
        let table = try Self.table(
            """
            <tableView content="static"><section>
              <cell><label text="UUID"/><textField placeholder="UUID"/></cell>
            </section></tableView>
            """)
        let rows = TouchTargets.rows(of: table, in: .flow)
        let cell = try #require(rows.first?.cell)
        let subviews = TouchTargets.subviews(of: cell.controls)
        #expect(TouchTargets.rowText(text: cell.text, detail: cell.detail, subviews: subviews) == "UUID")
        #expect(TouchTargets.rowNames(text: cell.text, detail: cell.detail, subviews: subviews) == ["UUID", "UUID"])
    }

    @Test func aSampleRowIsMadeFromThePrototypeItNamesElseTheFirst() throws {
        let table = try Self.table(
            """
            <tableView content="prototypes">
              <prototype reuseIdentifier="Plain" style="basic"/>
              <prototype reuseIdentifier="Detail" style="subtitle"/>
              <samples><row text="One"/><row prototype="Detail" text="Two"/><row prototype="Missing" text="Three"/></samples>
            </tableView>
            """)
        let rows = TouchTargets.rows(of: table, in: .flow)
        #expect(rows.map { $0.cell?.reuseIdentifier } == ["Plain", "Detail", nil], "a prototype the table lacks gives the runtime's empty stand-in")
    }
}
