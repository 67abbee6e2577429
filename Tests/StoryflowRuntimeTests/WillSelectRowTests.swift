import StoryflowRuntime
import Testing

/// The table's delegate chooses the row a tap selects (`UITableViewDelegate.tableView(_:willSelectRowAt:)`):
/// `nil` selects nothing, so neither the cell's segue nor `didSelectRowAt` follows; another index path selects that
/// row, whose segue runs.
@MainActor
struct WillSelectRowTests {
    static let flow = navigationFlow(
        root: "list",
        """
          <tableViewController id="list" class="PickyListViewController" title="List">
            <tableView content="static">
              <section>
                <cell text="Header row"/>
                <cell text="Alias"/>
                <cell text="Target"><segue kind="show" destination="target"/></cell>
              </section>
            </tableView>
          </tableViewController>
          <viewController id="target" title="Target"/>
        """)

    final class PickyListViewController: TableViewController {
        var selected: [IndexPath] = []

        override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            switch indexPath.row {
            case 0: nil
            case 1: IndexPath(row: 2, section: 0)
            default: indexPath
            }
        }

        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    func launch() throws -> (Application, PickyListViewController) {
        let app = try launched(Self.flow, registry: registry(of: PickyListViewController.self))
        let list = try #require((app.rootViewController as? NavigationController)?.topViewController as? PickyListViewController)
        return (app, list)
    }

    @Test func aRowTheDelegateRefusesIsNotSelected() throws {
        let (app, list) = try launch()
        let events = try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(list.selected.isEmpty && app.topViewController === list)
        #expect(events.contains { $0.method == "tableView(_:willSelectRowAt:)" && $0.message == "[0, 0] → nil: nothing is selected" })
    }

    @Test func theRowTheDelegateChoosesIsSelectedAndItsSegueRuns() throws {
        let (app, list) = try launch()
        try app.tapRow(IndexPath(row: 1, section: 0))
        #expect(list.selected == [IndexPath(row: 2, section: 0)])
        #expect(app.topViewController?.scene?.id == "target")
    }
}
