import StoryflowRuntime
import StoryflowScreen
import Testing

final class MillionRowsViewController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
struct LargeTableTests {
    let flow = """
        <flow version="1" initial="big">
          <tableViewController id="big" class="MillionRowsViewController">
            <tableView><prototype reuseIdentifier="Row" style="basic"/></tableView>
          </tableViewController>
        </flow>
        """

    func launch() throws -> (Application, TableView, [Event]) {
        let registry = ClassRegistry()
        registry.register(MillionRowsViewController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry), visibleRowCount: 12)
        let events = app.launch()
        let table = try #require(app.topViewController?.firstTableView)
        return (app, table, events)
    }

    func cellRequests(_ events: [Event]) -> [String?] {
        events.filter { $0.method == "tableView(_:cellForRowAt:)" }.map(\.message)
    }

    @Test func onlyTheRowsInViewAreAskedForAndOnlyAScreenfulOfCellsExists() throws {
        let (app, table, events) = try launch()
        #expect(cellRequests(events) == (0..<12).map { "[0, \($0)]" })
        #expect(table.cellsCreated == 12)
        #expect(table.liveCellCount == 12)
        let screenTable = try #require(app.screen.topLayer?.body.table)
        #expect(screenTable.sections[0].rows.map(\.text) == (0..<12).map { "Row \($0)" })
        #expect(screenTable.rowsAbove == 0)
        #expect(screenTable.rowsBelow == 999_988)
    }

    @Test func scrollingReusesTheCellsThatLeftTheScreen() throws {
        let (app, table, _) = try launch()
        let before = Set(table.visibleCellsInOrder.map(ObjectIdentifier.init))
        let events = try app.scroll(by: 5)
        #expect(cellRequests(events) == (12..<17).map { "[0, \($0)]" })
        #expect(Set(table.visibleCellsInOrder.map(ObjectIdentifier.init)) == before, "the five cells that left were reused")
        #expect(table.cellsCreated == 12)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.first?.text == "Row 5")
    }

    @Test func jumpingToTheLastRowAsksOnlyForTheLastScreenful() throws {
        let (app, table, _) = try launch()
        let events = app.perform { table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false) }
        #expect(cellRequests(events) == (999_988..<1_000_000).map { "[0, \($0)]" })
        #expect(table.cellsCreated == 12)
        #expect(table.liveCellCount <= 12)
        let screenTable = try #require(app.screen.topLayer?.body.table)
        #expect(screenTable.rowsAbove == 999_988)
        #expect(screenTable.rowsBelow == 0)
        #expect(screenTable.sections[0].rows.last?.text == "Row 999999")
    }
}

@MainActor
struct ViewportTests {
    @Test func changingTheViewportAsksOnlyForTheNewRows() throws {
        let registry = ClassRegistry()
        registry.register(MillionRowsViewController.self)
        let flow = """
            <flow version="1" initial="big">
              <tableViewController id="big" class="MillionRowsViewController"><tableView><prototype reuseIdentifier="Row"/></tableView></tableViewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry), visibleRowCount: 3)
        app.launch()
        let before = app.log.lastSeq
        app.visibleRowCount = 5
        #expect(app.log.events(after: before).compactMap(\.message) == ["[0, 3]", "[0, 4]"])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.count == 5)
    }

    @Test func aTableMadeDuringAGestureAsksOnlyForTheRowsOfTheAppsViewport() throws {
        // The table is made while the push runs, so it takes the app's row count when it is made: no cell is
        // asked for beyond the 4 rows in view, and nothing walks every controller after each gesture to fix it.
        let flow = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="start"/></navigationController>
              <viewController id="start" title="Start"><button title="Open"><segue kind="show" destination="big"/></button></viewController>
              <tableViewController id="big" class="MillionRowsViewController">
                <tableView><prototype reuseIdentifier="Row" style="basic"/></tableView>
              </tableViewController>
            </flow>
            """
        let registry = ClassRegistry()
        registry.register(MillionRowsViewController.self)
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry), visibleRowCount: 4)
        app.launch()
        let events = try app.tapButton("Open")
        #expect(events.filter { $0.method == "tableView(_:cellForRowAt:)" }.map(\.message) == (0..<4).map { "[0, \($0)]" })
        #expect(app.topViewController?.firstTableView?.visibleRowCount == 4)
    }
}
