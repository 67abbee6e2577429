import StoryflowRuntime
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal
import Testing

/// Controls a table view controller declares outside its `<tableView>` are the table's header view: in the Screen
/// in declaration order, drawn above the rows wherever the XML puts them, and tappable by title and by number.
@MainActor
struct TableHeaderViewTests {
    static let flow = """
        <flow version="1" initial="items">
          <tableViewController id="items" title="Items">
            <label text="Inventory"/>
            <tableView content="prototypes">
              <prototype reuseIdentifier="Cell" style="basic"/>
              <samples><row text="Clock"/><row text="Spork"/></samples>
            </tableView>
            <view>
              <button title="Edit" action="toggleEditingMode" effect="toggleEditing"/>
              <button title="Add" action="addNewItem"/>
            </view>
          </tableViewController>
        </flow>
        """

    @Test func theHeaderControlsComeFirstInTheirOrder() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.kind) == [.label, .view])
        #expect(body.controls.map(\.text) == ["Inventory", nil])
        #expect(body.controls[1].children.map(\.text) == ["Edit", "Add"])
        #expect(body.table?.sections.first?.rows.map(\.text) == ["Clock", "Spork"])
    }

    @Test func theHeaderIsDrawnAboveTheRowsAndIsTappable() throws {
        var text = ""
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        let session = StepperSession(application: app, width: 60) { text += $0 }
        session.launch()
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("Inventory") })
        let buttons = try #require(lines.firstIndex { $0.contains("[ Edit ]") && $0.contains("[ Add ]") })
        let firstRow = try #require(lines.firstIndex { $0.contains("Clock") })
        #expect(header < buttons && buttons < firstRow)
        #expect(lines[buttons].contains("1 [ Edit ]") && lines[buttons].contains("2 [ Add ]"))
        text = ""
        session.execute("tap 1", echo: false)
        #expect(text.contains("setEditing(true)"))
        #expect(app.screen.topLayer?.body.table?.isEditing == true)
        text = ""
        session.execute("tap Add", echo: false)
        #expect(text.contains("addNewItem"))
    }
}
