import StoryflowRuntime
import StoryflowScreen
import Testing

/// UIKit selects a tapped cell whose selection style is none, and tells the delegate, but does not highlight it.
@MainActor
struct SelectionStyleTests {
    @Test func aCellWithSelectionNoneIsSelectedButNotHighlighted() throws {
        let app = Application(storyboard: try Storyboard(contentsOf: flowPath("Ratings.flow.xml")))
        app.launch()
        try app.tapBarButton("+")
        let nameRow = IndexPath(row: 0, section: 0)
        try app.tapRow(nameRow)
        let details = try #require(app.topViewController as? TableViewController)
        #expect(details.tableView.indexPathForSelectedRow == nameRow)
        #expect(details.tableView.cellForRow(at: nameRow)?.selectionStyle == TableViewCell.SelectionStyle.none)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].isSelected == false)
    }

    @Test func aCellWithTheDefaultStyleIsHighlighted() throws {
        let flow = """
            <flow version="1" initial="list">
              <tableViewController id="list">
                <tableView content="static"><section><cell text="Plain"/><cell text="Quiet" selection="none"/></section></tableView>
              </tableViewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map(\.isSelected) == [true, false])
        try app.tapRow(IndexPath(row: 1, section: 0))
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.map(\.isSelected) == [false, false])
    }
}
