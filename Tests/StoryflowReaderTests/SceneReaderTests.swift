import StoryflowModel
import Testing

@testable import StoryflowReader

/// Scenes of every kind, relationships, navigation items and bar buttons, alerts and storyboard references.
@Suite struct SceneReaderTests {
    func flow(_ body: String) -> LoadResult {
        read("<flow version=\"1\">\n\(body)\n</flow>")
    }

    @Test(arguments: Array(FlowVocabulary.sceneElements))
    func everySceneElementGivesItsKind(element: String, kind: SceneKind) throws {
        let result = flow("  <\(element) id=\"s\"/>")
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.document?.scenes.first)
        #expect(scene.kind == kind)
        #expect(scene.id == "s")
        #expect(scene.location.line == 2 && scene.location.column == 3)
    }

    @Test func sceneAttributesAreRead() throws {
        let result = flow("<viewController id=\"a\" class=\"ItemsViewController\" title=\"Items\" storyboardIdentifier=\"items\"/>")
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        let scene = try #require(document.scene(withID: "a"))
        #expect(scene.className == "ItemsViewController")
        #expect(scene.effectiveClassName == "ItemsViewController")
        #expect(scene.title == "Items")
        #expect(scene.displayTitle == "Items")
        #expect(document.scene(withStoryboardIdentifier: "items")?.id == "a")
    }

    @Test func aSceneWithoutIdIsReportedAndDropped() {
        let result = flow("<viewController title=\"x\"/>\n<viewController id=\"b\"/>")
        #expect(rules(result) == ["missing-attribute"])
        #expect(positions(result) == ["2:1"])
        #expect(result.document?.scenes.map(\.id) == ["b"])
    }

    @Test func aTabsSystemItemIsOneOfUIKitsNames() throws {
        let result = flow(
            """
            <tabBarController id="tabs">
              <tab scene="a" systemItem="topRated"/>
              <tab scene="b" systemItem="favorite"/>
            </tabBarController>
            """)
        #expect(rules(result) == ["invalid-value"])
        #expect(positions(result) == ["4:18"])
        #expect(result.diagnostics.first?.message.contains("did you mean `favorites`?") == true)
        let tabs = try #require(result.document?.scene(withID: "tabs")?.relationships)
        #expect(tabs.map(\.tabItem?.systemItem) == [.topRated, nil])
    }

    @Test func relationshipsOfEveryKindAreRead() throws {
        let result = flow(
            """
            <navigationController id="nav"><root scene="list"/></navigationController>
            <tabBarController id="tabs">
              <tab scene="nav" title="Items" image="list" badge="3"/>
              <tab scene="more" systemItem="more"/>
            </tabBarController>
            <splitViewController id="split">
              <master scene="list"/>
              <supplementary scene="filters"/>
              <detail scene="item"/>
            </splitViewController>
            """)
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        let root = try #require(document.scene(withID: "nav")?.relationships.first)
        #expect(root.kind == .root && root.destination == "list" && root.tabItem == nil)
        #expect(root.location.line == 2 && root.location.column == 32)
        let tabs = try #require(document.scene(withID: "tabs")?.relationships)
        #expect(tabs.map(\.kind) == [.tab, .tab])
        #expect(tabs.map(\.destination) == ["nav", "more"])
        #expect(tabs[0].tabItem == TabItem(title: "Items", image: "list", badge: "3"))
        #expect(tabs[1].tabItem == TabItem(systemItem: .more))
        let split = try #require(document.scene(withID: "split")?.relationships)
        #expect(split.map(\.kind) == [.master, .supplementary, .detail])
        #expect(split.map(\.destination) == ["list", "filters", "item"])
    }

    @Test func relationshipsBelongToTheirContainer() {
        let result = flow(
            """
            <navigationController id="nav"><tab scene="a"/></navigationController>
            <tabBarController id="tabs"><root scene="a"/></tabBarController>
            <viewController id="v"><detail scene="a"/></viewController>
            """)
        #expect(rules(result) == ["unknown-element", "unknown-element", "unknown-element"])
        #expect(positions(result) == ["2:32", "3:29", "4:24"])
    }

    @Test func aContainerTakesOneRootAndOneOfEachColumn() throws {
        let result = flow(
            """
            <navigationController id="nav"><root scene="a"/>
              <root scene="b"/></navigationController>
            <splitViewController id="split"><master scene="a"/><detail scene="b"/>
              <detail scene="c"/></splitViewController>
            """)
        #expect(rules(result) == ["unknown-element", "unknown-element"])
        #expect(positions(result) == ["3:3", "5:3"])
        #expect(result.diagnostics.first?.message == "<navigationController> takes only one <root>; this one is ignored")
        #expect(result.document?.scene(withID: "nav")?.relationships.map(\.destination) == ["a"])
        #expect(result.document?.scene(withID: "split")?.relationships.map(\.destination) == ["a", "b"])
    }

    @Test func aRelationshipWithoutSceneIsReported() {
        let result = flow("<navigationController id=\"nav\">\n  <root/></navigationController>")
        #expect(rules(result) == ["missing-attribute"])
        #expect(positions(result) == ["3:3"])
        #expect(result.document?.scenes.first?.relationships.isEmpty == true)
    }

    @Test func navigationItemAndBarButtonsAreOrderedLeftThenRight() throws {
        let result = flow(
            """
            <viewController id="a">
              <navigationItem title="Items" prompt="Pick one" backButtonTitle="Back">
                <barButton placement="right" system="add" action="addNewItem"/>
                <barButton placement="left" title="Sort" action="sort"/>
                <barButton system="done" effect="dismiss"/>
                <barButton placement="left" image="gear" effect="popToRoot"/>
              </navigationItem>
            </viewController>
            """)
        #expect(result.diagnostics.isEmpty)
        let item = try #require(result.document?.scenes.first?.navigationItem)
        #expect(item.title == "Items" && item.prompt == "Pick one" && item.backButtonTitle == "Back")
        #expect(item.location.line == 3 && item.location.column == 3)
        #expect(item.leftButtons.map(\.displayTitle) == ["Sort", "gear"])
        #expect(item.rightButtons.map(\.displayTitle) == ["+", "Done"])
        #expect(item.allButtons.map(\.location.line) == [5, 7, 4, 6])
        #expect(item.rightButtons[0].systemItem == .add && item.rightButtons[0].action == "addNewItem")
        #expect(item.rightButtons[1].placement == .right && item.rightButtons[1].effect == .dismiss)
        #expect(item.leftButtons[1].image == "gear" && item.leftButtons[1].effect == .popToRoot)
        #expect(item.leftButtons[0].effect == ActionEffect.none)
    }

    @Test(arguments: BarButton.SystemItem.allCases)
    func everySystemItemIsRead(item: BarButton.SystemItem) throws {
        let result = flow("<viewController id=\"a\"><navigationItem><barButton system=\"\(item.rawValue)\"/></navigationItem></viewController>")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.scenes.first?.navigationItem?.rightButtons.first?.systemItem == item)
    }

    @Test func barButtonProblemsAreReported() {
        let result = flow(
            """
            <viewController id="a"><navigationItem>
              <barButton action="go"/>
              <barButton placement="top" system="plus" effect="close" title="x"/>
              <label/>
            </navigationItem></viewController>
            """)
        #expect(rules(result) == ["missing-attribute", "invalid-value", "invalid-value", "invalid-value", "unknown-element"])
        #expect(positions(result) == ["3:3", "4:14", "4:30", "4:44", "5:3"])
    }

    @Test func aSceneTakesOneNavigationItemAndOneTable() {
        let result = flow(
            """
            <viewController id="a"><navigationItem title="one"/><tableView/>
              <navigationItem title="two"/><tableView/></viewController>
            """)
        #expect(rules(result) == ["unknown-element", "unknown-element"])
        #expect(positions(result) == ["3:3", "3:32"])
        #expect(result.document?.scenes.first?.navigationItem?.title == "one")
    }

    @Test func containersTakeNoControlsOrTables() {
        let result = flow("<tabBarController id=\"t\">\n<label/><tableView/><action title=\"x\"/></tabBarController>")
        #expect(rules(result) == ["unknown-element", "unknown-element", "unknown-element"])
        #expect(positions(result) == ["3:1", "3:9", "3:21"])
    }

    @Test func alertScenesReadTitleMessageStyleAndActions() throws {
        let result = flow(
            """
            <alertController id="confirm" title="Delete Item?" message="Are you sure you want to delete this item?" style="actionSheet">
              <action title="Cancel" style="cancel"/>
              <action title="Delete" style="destructive" action="deleteItem"/>
              <action title="Later"/>
            </alertController>
            """)
        #expect(result.diagnostics.isEmpty)
        let alert = try #require(result.document?.scenes.first?.alert)
        #expect(alert.title == "Delete Item?")
        #expect(alert.message == "Are you sure you want to delete this item?")
        #expect(alert.style == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete", "Later"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive, .default])
        #expect(alert.actions[1].action == "deleteItem")
        #expect(alert.actions[2].location.line == 5 && alert.actions[2].location.column == 3)
    }

    @Test func alertProblemsAreReported() {
        let result = flow(
            """
            <alertController id="a" style="sheet">
              <action style="cancel"/>
              <action title="OK" style="ok"/>
              <button title="x"/>
            </alertController>
            <alertController id="b"/>
            """)
        #expect(rules(result) == ["invalid-value", "missing-attribute", "invalid-value", "unknown-element"])
        #expect(positions(result) == ["2:25", "3:3", "4:22", "5:3"])
        #expect(result.document?.scene(withID: "a")?.alert?.style == .alert)
        #expect(result.document?.scene(withID: "b")?.alert == AlertContent())
    }

    @Test func storyboardReferencesNameTheirTarget() throws {
        let result = flow(
            "<storyboardReference id=\"settings\" storyboardName=\"Settings\" referencedIdentifier=\"root\"/>\n<storyboardReference id=\"other\"/>")
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(document.scene(withID: "settings")?.reference == StoryboardReference(storyboardName: "Settings", referencedIdentifier: "root"))
        #expect(document.scene(withID: "other")?.reference == StoryboardReference(storyboardName: nil, referencedIdentifier: nil))
    }

    @Test func storyboardReferencesTakeNoChildrenAndNoSceneAttributes() {
        let result = flow("<storyboardReference id=\"r\" title=\"x\">\n<segue kind=\"show\" destination=\"a\"/></storyboardReference>")
        #expect(rules(result) == ["unknown-attribute", "unknown-element"])
        #expect(positions(result) == ["2:29", "3:1"])
    }

    @Test func unwindActionsAreDeclaredOnScenes() throws {
        let result = flow("<tableViewController id=\"list\">\n  <unwindAction name=\"unwindToT0Do(segue:)\"/>\n  <unwindAction/></tableViewController>")
        #expect(rules(result) == ["missing-attribute"])
        #expect(positions(result) == ["4:3"])
        let actions = try #require(result.document?.scenes.first?.unwindActions)
        #expect(actions.map(\.name) == ["unwindToT0Do"])
        #expect(actions.map(\.declaredName) == ["unwindToT0Do(segue:)"])
        #expect(actions.map(\.selector) == ["unwindToT0DoWithSegue:"])
        #expect(actions.map(\.location) == [SourceLocation(file: "test.flow.xml", line: 3, column: 3)])
    }
}
