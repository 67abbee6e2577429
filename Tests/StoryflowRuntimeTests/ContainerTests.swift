import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import Testing

@MainActor
struct ContainerTests {
    let flow = """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs">
            <tab scene="nav" title="List"/>
            <tab scene="split" title="Split"/>
          </tabBarController>
          <navigationController id="nav"><root scene="list"/></navigationController>
          <tableViewController id="list" class="AccessoryListViewController" title="List">
            <navigationItem title="List">
              <barButton placement="right" title="Full"><segue id="full" kind="present" presentation="fullScreen" destination="modal"/></barButton>
            </navigationItem>
            <tableView content="static">
              <section header="Section 0 Header" footer="Section 0 Footer">
                <cell text="Row 0" accessory="detailDisclosureButton"><segue id="open" kind="show" destination="detail"/></cell>
              </section>
            </tableView>
          </tableViewController>
          <viewController id="detail" title="Detail"/>
          <viewController id="modal" title="Modal"><button title="Close" effect="dismiss"/></viewController>
          <splitViewController id="split">
            <master scene="master"/>
            <detail scene="detail"/>
          </splitViewController>
          <viewController id="master" title="Master">
            <button title="Replace"><segue id="replace" kind="showDetail" destination="modal"/></button>
          </viewController>
        </flow>
        """

    func launch(on device: Device = .default) throws -> Application {
        try launched(flow, registry: registry(of: AccessoryListViewController.self), device: device)
    }

    @Test func fullScreenPresentationOverATabBarMakesTheWholeHierarchyDisappear() throws {
        let app = try launch()
        let present = try app.tapBarButton("Full")
        #expect(
            trace(present, [.viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear]) == [
                "viewWillDisappear TabBarController#1", "viewWillDisappear NavigationController#1", "viewWillDisappear AccessoryListViewController#1",
                "viewWillAppear ViewController#3",
                "viewDidDisappear TabBarController#1", "viewDidDisappear NavigationController#1", "viewDidDisappear AccessoryListViewController#1",
                "viewDidAppear ViewController#3",
            ])
        #expect(app.screen.topLayer?.presentation == .fullScreen)
        let navigation = try #require((app.rootViewController as? TabBarController)?.selectedViewController as? NavigationController)
        #expect(navigation.visibleViewController?.instanceName == "ViewController#3", "the presented controller is the visible one")
        let dismiss = try app.tapButton("Close")
        #expect(
            trace(dismiss, [.viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear, .deinit]) == [
                "viewWillDisappear ViewController#3",
                "viewWillAppear TabBarController#1", "viewWillAppear NavigationController#1", "viewWillAppear AccessoryListViewController#1",
                "viewDidDisappear ViewController#3",
                "viewDidAppear TabBarController#1", "viewDidAppear NavigationController#1", "viewDidAppear AccessoryListViewController#1",
                "deinit ViewController#3",
            ])
        #expect(navigation.visibleViewController === navigation.topViewController)
    }

    @Test func staticCellsCarryHeadersFootersAccessoriesAndSegues() throws {
        let app = try launch()
        let section = try #require(app.screen.topLayer?.body.table?.sections.first)
        #expect(section.header == "Section 0 Header")
        #expect(section.footer == "Section 0 Footer")
        let accessory = try app.tapAccessory(IndexPath(row: 0, section: 0))
        #expect(trace(accessory, [.log]) == ["log AccessoryListViewController#1 Accessory for Section, 0 and Row, 0 tapped"])
        try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(app.screen.topLayer?.navigationBar?.title == "Detail")
        #expect(app.screen.topLayer?.navigationBar?.backButtonTitle == "List")
    }

    @Test func eachTabKeepsItsStackAndSplitColumnsShowSideBySideOnAnIPad() throws {
        let app = try launch(on: .ipad)
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.selectTab(1)
        let split = try #require(app.screen.topLayer)
        #expect(split.columns.map(\.sceneID) == ["master", "detail"])
        let replace = try app.tapButton("Replace")
        // showDetailViewController(_:sender:) replaces the secondary column; nothing is pushed
        // (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)).
        #expect(trace(replace, [.showDetail, .push]) == ["showDetail SplitViewController#1"])
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master", "modal"])
        try app.selectTab(0)
        #expect(app.screen.topLayer?.navigationBar?.title == "Detail", "the list tab kept its pushed controller")
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.title == "List")
    }

    /// UITabBarController's overview: a tap on a tab shows its root view "even if the tab was already selected".
    @Test func tappingTheSelectedTabPopsItsNavigationControllerToTheRoot() throws {
        let app = try launch()
        try app.tapRow(IndexPath(row: 0, section: 0))
        _ = app.runUntilIdle()
        _ = app.perform { app.topViewController?.navigationController?.pushViewController(ViewController(), animated: false) }
        #expect(app.topViewController?.navigationController?.viewControllers.count == 3)
        var events = try app.selectTab(0)
        events += app.runUntilIdle()
        #expect(app.screen.topLayer?.navigationBar?.title == "List", "back at the root, past both pushed controllers")
        #expect(
            trace(events, [.pop, .selectTab, .viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewDidAppear]) == [
                "pop NavigationController#1", "viewWillDisappear ViewController#4", "viewWillAppear AccessoryListViewController#1",
                "viewDidDisappear ViewController#4", "viewDidAppear AccessoryListViewController#1",
            ])
        #expect(Set(trace(events, [.deinit])) == ["deinit ViewController#3", "deinit ViewController#4"], "the popped controllers are released")
        let again = try app.selectTab(0) + app.runUntilIdle()
        #expect(trace(again, [.pop, .selectTab, .viewWillAppear, .viewDidAppear]).isEmpty, "at the root already, nothing happens")
        try app.selectTab(1)
        let split = try app.selectTab(1) + app.runUntilIdle()
        #expect(trace(split, lifecycle.union([.pop, .selectTab])).isEmpty, "a tab that is no navigation controller: nothing happens")
    }
}

final class AccessoryListViewController: TableViewController {
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log("Accessory for Section, \(indexPath.section) and Row, \(indexPath.row) tapped")
    }
}

/// A cell's accessory is replaced by its editing accessory (none by default) while the table is editing
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype), so it cannot be tapped.
@MainActor
struct EditingAccessoryTests {
    @Test func theAccessoryCannotBeTappedWhileEditing() throws {
        let flow = navigationFlow(
            root: "list",
            """
              <tableViewController id="list" title="List">
                <tableView content="static"><section><cell text="One" accessory="detailButton"/></section></tableView>
              </tableViewController>
            """)
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let row = IndexPath(row: 0, section: 0)
        try app.setEditing(true)
        let refusal = #expect(throws: ApplicationError.self) { try app.tapAccessory(row) }
        #expect(refusal?.description == "the table is editing, which hides the accessory buttons; tap done first")
        try app.setEditing(false)
        // The generic controller does not implement accessoryButtonTappedForRowWith, so nothing is recorded; the tap
        // is no longer refused.
        #expect(try !app.tapAccessory(row).contains { $0.event == .error })
    }
}
