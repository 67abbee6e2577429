import StoryflowChecks
import StoryflowGraph
import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import StoryflowWalks
import Testing

/// Cases where `check`, `run`, `graph` and `paths` must mean the same thing, each asked of all four.
@MainActor
struct NamedDisagreementTests {
    func findings(_ text: String) throws -> [Diagnostic] {
        FlowChecker().check(try Storyboard(string: text).document)
    }

    static let showToNavigationController = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="a"/></navigationController>
          <viewController id="a"><button title="Open"><segue kind="show" destination="nav2"/></button></viewController>
          <navigationController id="nav2"><root scene="b"/></navigationController>
          <viewController id="b" title="B"/>
        </flow>
        """

    @Test func aShowToANavigationControllerPresentsItEverywhere() throws {
        let text = Self.showToNavigationController
        let found = try findings(text)
        #expect(!found.contains { $0.rule == "relationship-wrong-container" || $0.rule == "show-without-navigation-controller" })
        #expect(found.filter { $0.severity >= .warning }.map(\.rule) == ["modal-without-way-back"], "b is presented, with no way back")
        let app = Application(storyboard: try Storyboard(string: text))
        app.launch()
        let events = try app.tapButton("Open")
        #expect(!events.contains { $0.event == .error })
        #expect(events.contains { $0.event == .present })
        #expect(app.topViewController?.scene?.id == "b")
        let document = try Storyboard(string: text).document
        let picture = FlowPicture(document: document)
        #expect(picture.clusters.first { $0.id == "nav" }?.members == ["a"], "b is not drawn in nav's stack")
        #expect(picture.clusters.first { $0.id == "nav2" }?.members == ["b"])
        let index = try #require(WalkIndex(document: document))
        #expect(index.isReached(try #require(document.position(ofSceneWithID: "b"))))
    }

    @Test func aLegacyPushToANavigationControllerRaisesEverywhere() throws {
        let text = Self.showToNavigationController.replacingOccurrences(of: #"kind="show""#, with: #"kind="push""#)
        #expect(try findings(text).contains { $0.rule == "relationship-wrong-container" && $0.severity == .error })
        let app = Application(storyboard: try Storyboard(string: text))
        app.launch()
        let events = try app.tapButton("Open")
        #expect(events.filter { $0.event == .error }.compactMap(\.message) == ["Pushing a navigation controller is not supported"])
        let plan = WalkPlan(document: try Storyboard(string: text).document, strategy: .segues)
        #expect(plan.unwalkable.contains { $0.contains("Pushing a navigation controller is not supported") })
    }

    @Test func aNavigationControllerAsAnotherOnesRootIsRefusedEverywhere() throws {
        let text = """
            <flow version="1" initial="outer">
              <navigationController id="outer"><root scene="inner"/></navigationController>
              <navigationController id="inner"><root scene="home"/></navigationController>
              <viewController id="home"/>
            </flow>
            """
        #expect(try findings(text).contains { $0.rule == "relationship-wrong-container" && $0.severity == .error })
        let app = Application(storyboard: try Storyboard(string: text))
        #expect(app.launch().filter { $0.event == .error }.compactMap(\.message) == ["Pushing a navigation controller is not supported"])
        #expect(WalkIndex(document: try Storyboard(string: text).document) == nil, "no walk starts from a launch that raises")
    }

    @Test func aSceneOnlyCodeMakesIsReachableEverywhere() throws {
        let text = """
            <flow version="1" initial="home">
              <viewController id="home"/>
              <viewController id="login" storyboardIdentifier="Login"><button title="Next"><segue kind="present" destination="next"/></button></viewController>
              <viewController id="next"/>
            </flow>
            """
        #expect(try !findings(text).contains { $0.rule == "unreachable-scene" })
        let document = try Storyboard(string: text).document
        #expect(FlowPicture(document: document).nodes.allSatisfy { $0.isReachable })
        // paths starts a walk where code makes it, as `run --start` does.
        let plan = WalkPlan(document: document, strategy: .segues)
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        #expect(
            plan.walks.map { Array($0.lines.dropFirst().prefix(3)) }.last == [
                #"# Made by code, as instantiateViewController(withIdentifier: "Login") does:"#, "open Login", "expect scene login",
            ])
        let app = Application(storyboard: try Storyboard(string: text))
        let events = try #require(app.launch(startingAt: "Login"))
        #expect(!events.contains { $0.event == .error })
    }

    @Test func aSignInScreenShowingANavigationControllerIsNotToldToEmbedItself() throws {
        let text = """
            <flow version="1" initial="signIn">
              <viewController id="signIn"><button title="Sign In"><segue kind="show" destination="mainNav"/></button></viewController>
              <navigationController id="mainNav"><root scene="main"/></navigationController>
              <viewController id="main"><button title="More"><segue kind="show" destination="more"/></button></viewController>
              <viewController id="more"/>
            </flow>
            """
        #expect(try !findings(text).contains { $0.rule == "show-without-navigation-controller" })
        let app = Application(storyboard: try Storyboard(string: text))
        app.launch()
        #expect(!(try app.tapButton("Sign In")).contains { $0.event == .error })
        #expect(try app.tapButton("More").contains { $0.event == .push })
    }

    @Test func aDetailShownFromANavigationControllerInASplitViewIsInTheSplitView() throws {
        let text = """
            <flow version="1" initial="split">
              <splitViewController id="split"><master scene="masterNav"/><detail scene="empty"/></splitViewController>
              <navigationController id="masterNav"><root scene="list"/></navigationController>
              <viewController id="list" title="List"><button title="Open"><segue kind="showDetail" destination="detail"/></button></viewController>
              <viewController id="detail" title="Detail">
                <button title="More"><segue kind="show" destination="more"/></button>
                <button title="Legacy"><segue kind="push" destination="more"/></button>
              </viewController>
              <viewController id="empty"/>
              <viewController id="more" title="More"/>
            </flow>
            """
        let found = try findings(text).filter { $0.rule == "show-without-navigation-controller" }
        #expect(found.map(\.severity) == [.error], "the show is left to the split view; the legacy push raises")
        #expect(found.first?.message.contains("on some paths") == false, "every path to it has no navigation controller above")
        // `check` judges the split view as laid out, as it runs on an iPad.
        let app = Application(storyboard: try Storyboard(string: text), device: .ipad)
        app.launch()
        #expect(try app.tapButton("Open").contains { $0.event == .showDetail })
        #expect(try app.tapButton("Legacy").contains { $0.event == .error })
        // On an iPhone the split view is collapsed: the detail is pushed onto the list's navigation controller.
        let phone = Application(storyboard: try Storyboard(string: text), device: .iphone)
        phone.launch()
        try phone.back()
        #expect(try phone.tapButton("Open").contains { $0.event == .push })
        #expect(try phone.tapButton("Legacy").contains { $0.event == .push })
    }

    @Test func aSceneStartedOnItsOwnIsWrappedOnlyWhenASegueWouldPush() throws {
        let text = """
            <flow version="1" initial="home">
              <viewController id="home"/>
              <viewController id="signIn" storyboardIdentifier="SignIn"><button title="Go"><segue kind="show" destination="mainNav"/></button></viewController>
              <navigationController id="mainNav"><root scene="main"/></navigationController>
              <viewController id="main"><button title="Next"><segue kind="show" destination="next"/></button></viewController>
              <viewController id="next"/>
            </flow>
            """
        let signIn = Application(storyboard: try Storyboard(string: text))
        #expect(try #require(signIn.launch(startingAt: "SignIn")).allSatisfy { $0.event != .note }, "its one show presents")
        #expect(signIn.rootViewController?.sceneKind == .viewController)
        let main = Application(storyboard: try Storyboard(string: text))
        _ = main.launch(startingAt: "main")
        #expect(main.rootViewController?.sceneKind == .navigationController, "its show pushes, so it starts in one")
    }
}
