import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import StoryflowTestSupport
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

    @Test("a row's text and names are its non-empty parts, in order, for any parts", arguments: 0..<20)
    func rowTextAndNamesAreTheNonEmptyParts(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let parts: [String?] = [nil, "", "Item", "Detail", "Item"]
        for _ in 0..<100 {
            let (text, detail) = (generator.element(of: parts), generator.element(of: parts))
            let subviews = (0..<generator.below(4)).map { _ in (text: generator.element(of: parts), placeholder: generator.element(of: parts)) }
            // What the two mean, written as plainly as possible.
            let shown = ([text, detail] + subviews.map { $0.text ?? $0.placeholder }).compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            let names = ([text, detail, shown] + subviews.map(\.text)).compactMap { $0 }.filter { !$0.isEmpty }
            let inputs = "seed \(seed): text \(String(describing: text)), detail \(String(describing: detail)), subviews \(subviews)"
            #expect(TouchTargets.rowText(text: text, detail: detail, subviews: subviews) == shown, "\(inputs)")
            #expect(TouchTargets.rowNames(text: text, detail: detail, subviews: subviews) == names, "\(inputs)")
            #expect(TouchTargets.firstRowName(text: text, detail: detail) { subviews } == names.first, "\(inputs)")
        }
        #expect(TouchTargets.rowText(text: nil, detail: "", subviews: [("A", nil), (nil, "P"), ("", "Q")]) == "A P")
        #expect(TouchTargets.rowNames(text: nil, detail: "", subviews: [("A", nil), (nil, "P"), ("", "Q")]) == ["A P", "A"])
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
