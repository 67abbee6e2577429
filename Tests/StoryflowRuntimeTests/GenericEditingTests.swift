import StoryflowRuntime
import StoryflowScreen
import Testing

/// A generic controller edits its prototype table's sample rows as a simple array-backed data source does, so a
/// pure-XML flow can delete, insert and move rows; registered controllers keep UIKit's empty defaults and its
/// consistency check.
@MainActor
struct GenericEditingTests {
    func launch(_ flow: String, registry: ClassRegistry = ClassRegistry()) throws -> Application {
        let app = Application(storyboard: try Storyboard(contentsOf: flowPath(flow), registry: registry))
        app.launch()
        return app
    }

    func playerNames(_ app: Application) -> [String?] {
        app.screen.topLayer?.body.table?.sections.first?.rows.map { $0.subviews.first?.text } ?? []
    }

    @Test func deletingInEditingModeRemovesTheRow() throws {
        let app = try launch("Homepwner.flow.xml")
        try app.setEditing(true)
        let events = try app.deleteRow(IndexPath(row: 0, section: 0))
        #expect(events.contains { $0.event == .dataSource && $0.method == "tableView(_:commit:forRowAt:)" })
        #expect(!events.contains { $0.event == .error })
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.map(\.text) == ["Spork", "No more items!"])
    }

    @Test func swipingToDeleteRemovesTheRow() throws {
        let app = try launch("Ratings.flow.xml")
        try app.swipe(IndexPath(row: 1, section: 0), leading: false)
        let events = try app.chooseSwipeAction("Delete")
        #expect(!events.contains { $0.event == .error })
        #expect(playerNames(app) == ["Bill Evans", "Dave Brubeck"])
    }

    @Test func movingReordersTheRows() throws {
        let app = try launch("Ratings.flow.xml")
        try app.setEditing(true)
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.allSatisfy(\.showsReorderControl) == true)
        try app.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(playerNames(app) == ["Oscar Peterson", "Dave Brubeck", "Bill Evans"])
        try app.setEditing(false)
        try app.scroll(by: 0)
        #expect(playerNames(app) == ["Oscar Peterson", "Dave Brubeck", "Bill Evans"])
    }

    @Test func insertingAddsACopyOfTheRowsSample() throws {
        let app = try launch("Ratings.flow.xml")
        let players = try #require(app.topViewController as? TableViewController)
        let events = app.perform { players.tableView(players.tableView, commit: .insert, forRowAt: IndexPath(row: 1, section: 0)) }
        #expect(!events.contains { $0.event == .error })
        #expect(playerNames(app) == ["Bill Evans", "Oscar Peterson", "Oscar Peterson", "Dave Brubeck"])
    }

    @Test func insertingIntoAnEmptySectionAddsANewRow() throws {
        let flow = """
            <flow version="1" initial="items">
              <tableViewController id="items">
                <tableView content="prototypes"><prototype reuseIdentifier="Cell" style="basic"/></tableView>
              </tableViewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let items = try #require(app.topViewController as? TableViewController)
        app.perform { items.tableView(items.tableView, commit: .insert, forRowAt: IndexPath(row: 0, section: 0)) }
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.map(\.text) == ["New row"])
    }

    @Test func aPlainGenericControllersTableIsEditableToo() throws {
        let flow = """
            <flow version="1" initial="list">
              <viewController id="list">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell" style="basic"/>
                  <samples><row text="One"/><row text="Two"/></samples>
                </tableView>
              </viewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        try app.swipe(IndexPath(row: 0, section: 0), leading: false)
        try app.chooseSwipeAction("Delete")
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.map(\.text) == ["Two"])
    }

    @Test func aRegisteredControllerKeepsUIKitsDefaults() throws {
        let registry = ClassRegistry()
        registry.register(PlayersWithoutEditing.self, as: "PlayersViewController")
        let app = try launch("Ratings.flow.xml", registry: registry)
        try app.setEditing(true)
        #expect(app.screen.topLayer?.body.table?.sections.first?.rows.contains(where: \.showsReorderControl) == false)
        try app.deleteRow(IndexPath(row: 0, section: 0))
        #expect(playerNames(app) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
        let players = try #require(app.topViewController as? PlayersWithoutEditing)
        let events = app.perform { players.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        #expect(events.contains { $0.event == .error && $0.message?.hasPrefix("Invalid update: invalid number of rows in section 0") == true })
    }
}

/// A registered table view controller that overrides nothing: its table shows the samples and edits nothing.
final class PlayersWithoutEditing: TableViewController {}
