import StoryflowModel
import StoryflowRuntime
import StoryflowTestSupport
import Testing

/// A table's footer view (`tableFooterView`): read from a storyboard, drawn below the rows, its buttons tapped where
/// they are drawn; and replaced when code sets another.
@MainActor
struct TableFooterViewTests {
    static let settings = storyboard(
        initial: "settings",
        scenes: [
            storyboardScene(
                holding: """
                    <tableViewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                      <tableView key="view" dataMode="static" style="grouped" id="t">
                        <sections><tableViewSection id="s"><cells>
                          <tableViewCell id="c"><tableViewCellContentView key="contentView" id="cv"><subviews>
                            <label text="Profile" id="l"/></subviews></tableViewCellContentView></tableViewCell>
                        </cells></tableViewSection></sections>
                        <view key="tableFooterView" id="f"><subviews>
                          <button id="out"><state key="normal" title="Sign Out"/>
                            <connections><segue destination="signIn" kind="presentation" id="s1"/></connections></button>
                        </subviews></view>
                      </tableView>
                    </tableViewController>
                    """),
            storyboardScene(holding: #"<viewController id="signIn" title="Sign In" sceneMemberID="viewController"/>"#),
        ].joined())

    @Test func theFooterViewsButtonIsBelowTheRowsAndFiresItsSegue() throws {
        let app = Application(storyboard: try Storyboard(string: Self.settings, file: "Settings.storyboard"))
        app.launch()
        let layer = try #require(app.screen.topLayer)
        #expect(layer.body.controlsBelowTable == 0..<1)
        #expect(layer.body.controls.map { $0.children.map(\.text) } == [["Sign Out"]], "the footer view holds the button")
        #expect(layer.body.table?.sections.first?.rows.count == 1)
        let table = try #require(app.topViewController?.firstTableView)
        #expect(table.tableFooterView?.subviews.count == 1)
        _ = try app.tapButton(at: [0, 0], in: layer.instance)
        _ = app.runUntilIdle()
        #expect(app.topViewController?.scene?.id == "signIn")
    }

    @Test func settingAnotherFooterViewReplacesTheFirst() throws {
        let app = Application(storyboard: try Storyboard(string: Self.settings, file: "Settings.storyboard"))
        app.launch()
        let table = try #require(app.topViewController?.firstTableView)
        let first = try #require(table.tableFooterView)
        // The idiom that hides a plain table's empty separators.
        table.tableFooterView = View()
        #expect(first.superview == nil)
        #expect(table.subviews.count { $0 === table.tableFooterView } == 1)
        #expect(app.screen.topLayer?.body.controls.isEmpty == true, "an empty footer view draws nothing")
    }

    @Test func aFooterViewThatIsItselfAControlIsDrawnBelowTheRows() throws {
        let app = Application(storyboard: try Storyboard(string: Self.settings, file: "Settings.storyboard"))
        app.launch()
        let table = try #require(app.topViewController?.firstTableView)
        table.tableFooterView = Label(text: "Version 2.1")
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.text) == ["Version 2.1"])
        #expect(body.controlIndicesBelowTable == 0..<1)
    }

    @Test func viewsAfterAHiddenTableStayBelowIt() throws {
        let flow = """
            <flow version="1" initial="list">
              <viewController id="list">
                <label text="Title"/>
                <tableView content="static"><section><cell text="One"/></section></tableView>
                <button title="Done"/>
              </viewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        app.topViewController?.firstTableView?.isHidden = true
        let body = try #require(app.screen.topLayer?.body)
        #expect(body.controls.map(\.text) == ["Title", "Done"])
        #expect(body.controlIndicesBelowTable == 1..<2)
    }
}
