import StoryflowRuntime
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal
import Testing

/// Controls a table view controller declares before its `<tableView>` are the table's header view, and those after
/// it its footer view (`tableFooterView`): in the Screen in declaration order, drawn above and below the rows, and
/// numbered in drawing order (header, rows, footer), tappable by title and by number.
@MainActor
struct TableHeaderAndFooterViewTests {
    static let flow = """
        <flow version="1" initial="items">
          <tableViewController id="items" title="Items">
            <label text="Inventory"/>
            <button title="Sort" action="sortItems"/>
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

    @Test func theHeaderControlsComeFirstAndTheFooterControlsLast() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.kind) == [.label, .button, .view])
        #expect(body.controls.map(\.text) == ["Inventory", "Sort", nil])
        #expect(body.controls[2].children.map(\.text) == ["Edit", "Add"])
        #expect(body.controlIndicesAboveTable == [0, 1])
        #expect(body.controlsBelowTable == 2..<3)
        #expect(body.table?.sections.first?.rows.map(\.text) == ["Clock", "Spork"])
    }

    @Test func theHeaderIsDrawnAboveTheRowsAndTheFooterBelowThemBothTappable() throws {
        var text = ""
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        let session = StepperSession(application: app, width: 60) { text += $0 }
        session.launch()
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("Inventory") })
        let sort = try #require(lines.firstIndex { $0.contains("[ Sort ]") })
        let firstRow = try #require(lines.firstIndex { $0.contains("Clock") })
        let footer = try #require(lines.firstIndex { $0.contains("[ Edit ]") && $0.contains("[ Add ]") })
        #expect(header < sort && sort < firstRow && firstRow < footer)
        #expect(lines[sort].contains("1 [ Sort ]") && lines[firstRow].contains("2 "))
        #expect(lines[footer].contains("4 [ Edit ]") && lines[footer].contains("5 [ Add ]"))
        text = ""
        session.execute("tap 4", echo: false)
        #expect(text.contains("setEditing(true)"))
        #expect(app.screen.topLayer?.body.table?.isEditing == true)
        text = ""
        session.execute("tap Add", echo: false)
        #expect(text.contains("addNewItem"))
        text = ""
        session.execute("tap 1", echo: false)
        #expect(text.contains("sortItems"))
    }

    /// Two things called the same: `tap NAME` takes the one drawn first, the row above the footer's button.
    @Test func aNameSharedByARowAndAFooterButtonTapsTheRow() throws {
        let flow = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="settings"/></navigationController>
              <tableViewController id="settings" title="Settings">
                <tableView content="static"><section><cell text="Help"><segue kind="show" destination="faq"/></cell></section></tableView>
                <button title="Help"><segue kind="show" destination="contact"/></button>
              </tableViewController>
              <viewController id="faq" title="FAQ"/>
              <viewController id="contact" title="Contact"/>
            </flow>
            """
        var text = ""
        let app = Application(storyboard: try Storyboard(string: flow))
        let session = StepperSession(application: app, width: 60) { text += $0 }
        session.launch()
        session.execute("tap Help", echo: false)
        _ = app.runUntilIdle()
        #expect(app.topViewController?.scene?.id == "faq")
    }

    /// In a view controller whose view holds a table among other views, those written after the table are drawn
    /// under it: they are the scene view's subviews after the table, not a footer view.
    @Test func aViewControllersControlsAfterItsTableAreDrawnUnderIt() throws {
        let flow = """
            <flow version="1" initial="list">
              <viewController id="list" title="List">
                <tableView content="static"><section><cell text="One"/></section></tableView>
                <button title="Done" action="done"/>
              </viewController>
            </flow>
            """
        var text = ""
        let app = Application(storyboard: try Storyboard(string: flow))
        let session = StepperSession(application: app, width: 60) { text += $0 }
        session.launch()
        let lines = text.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("One") })
        let done = try #require(lines.firstIndex { $0.contains("[ Done ]") })
        #expect(row < done)
        #expect(lines[done].contains("2 [ Done ]"))
        text = ""
        session.execute("tap 2", echo: false)
        #expect(text.contains("done"))
    }
}
