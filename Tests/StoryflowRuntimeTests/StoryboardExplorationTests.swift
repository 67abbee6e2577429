import StoryflowModel
import StoryflowRuntime
import StoryflowTestSupport
import Testing

/// What makes a real storyboard explorable without the app's code: placeholder rows in prototype tables, a tab
/// bar controller's own bar buttons, and a word about a navigation controller whose root its class sets.
@MainActor
struct StoryboardExplorationTests {
    /// The scene of the navigation controller `nav`, whose root is the scene `root`.
    static func navigationScene(root: String) -> String {
        storyboardScene(
            holding: """
                <navigationController id="nav" sceneMemberID="viewController">
                  <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                """)
    }

    /// A players list whose class the app registers nowhere: its prototype row opens the player, its accessory the
    /// player's stats.
    static let players = storyboard(
        initial: "nav",
        scenes: [
            Self.navigationScene(root: "list"),
            storyboardScene(
                holding: """
                    <tableViewController id="list" customClass="PlayersViewController" sceneMemberID="viewController">
                      <tableView key="view" dataMode="prototypes" style="plain" id="t1">
                        <prototypes>
                          <tableViewCell reuseIdentifier="PlayerCell" customClass="PlayerCell" accessoryType="detailButton" id="c1">
                            <tableViewCellContentView key="contentView" id="cv1"><subviews><label text="Name" id="l1"/></subviews></tableViewCellContentView>
                            <connections>
                              <segue destination="player" kind="show" id="s1"/>
                              <segue destination="stats" kind="show" trigger="accessoryAction" id="s2"/>
                            </connections>
                          </tableViewCell>
                          <tableViewCell id="c2"/>
                        </prototypes>
                      </tableView>
                      <navigationItem key="navigationItem" title="Players" id="n1"/>
                    </tableViewController>
                    """),
            storyboardScene(holding: #"<viewController id="player" title="Player" sceneMemberID="viewController"/>"#),
            storyboardScene(holding: #"<viewController id="stats" title="Stats" sceneMemberID="viewController"/>"#),
        ].joined(separator: "\n"))

    @Test func aPrototypeTableShowsAPlaceholderRowPerPrototypeWhoseSeguesRun() throws {
        let app = Application(storyboard: try Storyboard(string: Self.players, file: "Players.storyboard"))
        app.launch()
        let table = try #require(app.screen.topLayer?.body.table)
        #expect(table.sections.map(\.header) == ["Prototype PlayerCell · PlayerCell"], "a prototype without a reuse identifier cannot be dequeued")
        #expect(table.sections.first?.footer == "Placeholder rows, one per prototype's reuse identifier: the app's data source fills this table in code.")
        #expect(table.sections.first?.rows.first?.subviews.map(\.text) == ["Name"])
        _ = try app.tapRow(IndexPath(row: 0, section: 0))
        _ = app.runUntilIdle()
        #expect(app.topViewController?.scene?.id == "player")
        _ = try app.back()
        _ = app.runUntilIdle()
        _ = try app.tapAccessory(IndexPath(row: 0, section: 0))
        _ = app.runUntilIdle()
        #expect(app.topViewController?.scene?.id == "stats")
    }

    @Test func aFlowsPrototypeTableWithoutSamplesStaysEmpty() throws {
        let flow = """
            <flow version="1" initial="list"><tableViewController id="list">
              <tableView content="prototypes"><prototype reuseIdentifier="Cell" text="Name"/></tableView>
            </tableViewController></flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        #expect(app.screen.topLayer?.body.table?.sections.allSatisfy(\.rows.isEmpty) == true)
    }

    /// A navigation controller rooted at a tab bar controller with a "New Post" bar button; its tab is `feed`, or
    /// a navigation controller holding `feed`, whose own bar button the outer bar hides.
    static func feed(tabInNavigation: Bool) -> String {
        var scenes = [
            Self.navigationScene(root: "tabs"),
            storyboardScene(
                holding: """
                    <tabBarController id="tabs" sceneMemberID="viewController">
                      <navigationItem key="navigationItem" title="Feed" id="n1">
                        <barButtonItem key="rightBarButtonItem" title="New Post" id="b1">
                          <connections><segue destination="compose" kind="show" id="s1"/></connections>
                        </barButtonItem>
                      </navigationItem>
                      <connections>
                        <segue destination="\(tabInNavigation ? "innerNav" : "feed")" kind="relationship" relationship="viewControllers" id="r2"/>
                      </connections>
                    </tabBarController>
                    """),
            storyboardScene(
                holding: """
                    <viewController id="feed" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Feed" id="i1"/>
                      <navigationItem key="navigationItem" title="Inner" id="n2">
                        <barButtonItem key="rightBarButtonItem" title="Hidden" id="b2"/>
                      </navigationItem>
                    </viewController>
                    """),
            storyboardScene(holding: #"<viewController id="compose" title="New Post" sceneMemberID="viewController"/>"#),
        ]
        if tabInNavigation {
            scenes.append(
                storyboardScene(
                    holding: """
                        <navigationController id="innerNav" sceneMemberID="viewController">
                          <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                        </navigationController>
                        """))
        }
        return storyboard(initial: "nav", scenes: scenes.joined(separator: "\n"))
    }

    @Test(arguments: [false, true])
    func aTabBarControllerPushedShowsAndFiresItsOwnBarButtons(tabInNavigation: Bool) throws {
        let app = Application(storyboard: try Storyboard(string: Self.feed(tabInNavigation: tabInNavigation), file: "Feed.storyboard"))
        app.launch()
        #expect(app.screen.topLayer?.navigationBar?.rightButtons.map(\.title) == ["New Post"], "the outermost bar shows the tab bar controller's item")
        _ = try app.tapBarButton("New Post")
        _ = app.runUntilIdle()
        #expect(app.topViewController?.scene?.id == "compose")
        #expect(app.topViewController?.navigationController?.scene?.id == "nav", "pushed onto the navigation controller above the tab bar")
    }

    @Test func aNavigationControllerEmbeddedInAContainerViewKeepsItsOwnBar() throws {
        let flow = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="host"/></navigationController>
              <viewController id="host" title="Host">
                <navigationItem title="Host"><barButton placement="right" title="HostBtn"><segue kind="show" destination="a"/></barButton></navigationItem>
                <containerView><segue kind="embed" destination="innerNav"/></containerView>
              </viewController>
              <navigationController id="innerNav"><root scene="inner"/></navigationController>
              <viewController id="inner" title="Inner">
                <navigationItem title="Inner"><barButton placement="right" title="InnerBtn"><segue kind="show" destination="b"/></barButton></navigationItem>
              </viewController>
              <viewController id="a" title="A"/>
              <viewController id="b" title="B"/>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow))
        app.launch()
        let embedded = try #require(app.screen.topLayer?.body.controls.first?.embedded.first)
        #expect(embedded.navigationBar?.rightButtons.map(\.title) == ["InnerBtn"])
        _ = try app.tapBarButton("InnerBtn", in: embedded.instance)
        _ = app.runUntilIdle()
        #expect(app.screen.topLayer?.sceneID == "host", "the host's stack is as it was")
        #expect(app.screen.topLayer?.body.controls.first?.embedded.first?.sceneID == "b", "pushed onto the embedded navigation controller")
    }

    @Test func aNavigationControllerWhoseClassSetsItsRootSaysWhereToStart() throws {
        let text = storyboard(
            initial: "nav",
            scenes: [
                storyboardScene(holding: #"<navigationController id="nav" customClass="OnboardingNavigationController" sceneMemberID="viewController"/>"#),
                storyboardScene(holding: #"<viewController storyboardIdentifier="Welcome" id="welcome" sceneMemberID="viewController"/>"#),
            ].joined(separator: "\n"))
        let app = Application(storyboard: try Storyboard(string: text, file: "Onboarding.storyboard"))
        let notes = app.launch().filter { $0.event == .note }.compactMap(\.message)
        #expect(
            notes.contains(
                """
                navigation controller `OnboardingNavigationController` (nav) has no root view controller in the file: its class sets one in code, so the \
                generic controller standing in for it shows an empty stack; run with `--start ID` at a scene its code may push (for instance `--start \
                Welcome`)
                """), "\(notes)")
    }
}
