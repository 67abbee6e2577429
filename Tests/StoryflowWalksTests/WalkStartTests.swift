import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// Where generated walks start: the launch, then each scene only code makes (`open ID`, as `run --start`); or one
/// scene or deep link the user names; and what `paths` says when no walk can start.
@MainActor
struct WalkStartTests {
    /// A storyboard an app's code enters (no initial view controller): a sign-in scene made by its Storyboard ID,
    /// which pushes the home scene, and a settings scene made by its own ID.
    static let codeEntered = storyboard(
        initial: nil,
        scenes: [
            storyboardScene(
                holding:
                    """
                    <viewController storyboardIdentifier="SignIn" id="sign-in" customClass="SignInViewController" sceneMemberID="viewController">
                      <view key="view" id="v1"><subviews>
                        <button id="b1"><state key="normal" title="Sign In"/><connections><segue destination="home" kind="show" id="s1"/></connections></button>
                      </subviews></view>
                      <navigationItem key="navigationItem" title="Sign In" id="n1"/>
                    </viewController>
                    """),
            storyboardScene(
                holding:
                    #"<viewController id="home" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Home" id="n2"/></viewController>"#),
            storyboardScene(holding: #"<viewController storyboardIdentifier="Settings" id="settings" title="Settings" sceneMemberID="viewController"/>"#),
        ].joined(separator: "\n"))

    static func document(_ text: String, file: String = "Main.storyboard") throws -> FlowDocument {
        try #require(FlowLoader.load(string: text, file: file).document)
    }

    /// Runs every walk of `plan` as one strict script on `text`; the failures.
    static func failures(of plan: WalkPlan, on text: String, file: String = "Main.storyboard") throws -> [String] {
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: text, file: file)), width: 80) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: WalkScripts.combined(plan, heading: []), named: "generated")
        return session.failures
    }

    @Test func eachSceneCodeMakesGetsAWalkThatOpensIt() throws {
        let plan = WalkPlan(document: try Self.document(Self.codeEntered), strategy: .segues)
        #expect(plan.unwalkable.isEmpty, "\(plan.unwalkable)")
        #expect(plan.walks.map { $0.lines.first { $0.hasPrefix("open ") } } == ["open SignIn", "open Settings"])
        #expect(plan.walks[0].lines.contains(#"# Made by code, as instantiateViewController(withIdentifier: "SignIn") does:"#))
        // The next walk starts afresh with its own `open`, so no `relaunch` (which would launch at no scene).
        #expect(Array(plan.walks[0].lines.suffix(3)) == [#"tap "Sign In""#, "expect scene home", "expect title Home"])
        #expect(!WalkScripts.combined(plan, heading: []).contains("relaunch"))
        #expect(plan.shownSceneCount == 3)
        #expect(try Self.failures(of: plan, on: Self.codeEntered).isEmpty, "the launch's error is not judged: the walk starts where code would")
    }

    @Test func aScenesOwnStartIsTheOnlyOne() throws {
        let plan = WalkPlan(document: try Self.document(Self.codeEntered), strategy: .segues, start: .scene("Settings"))
        #expect(
            plan.unwalkable.first
                == "scene `sign-in (SignInViewController \"Sign In\")` (line 4): walks start at `Settings` (--start), and no segue or relationship leads to it")
        #expect(plan.walks.count == 1)
        #expect(plan.walks[0].lines.dropFirst().first == "open Settings")
        #expect(plan.shownSceneCount == 1)
        #expect(try Self.failures(of: plan, on: Self.codeEntered).isEmpty)
    }

    @Test func aDeepLinkStartBuildsItsBackStack() throws {
        let text = try Repository.text("Flows/Ratings.flow.xml")
        let document = try Self.document(text, file: "Ratings.flow.xml")
        let plan = WalkPlan(document: document, strategy: .scenes, start: .deepLink("ratings://players/new"))
        #expect(plan.walks.first?.lines.dropFirst().prefix(2) == ["open ratings://players/new", "expect scene playerDetails"])
        #expect(try Self.failures(of: plan, on: text, file: "Ratings.flow.xml").isEmpty)
    }

    @Test func whenNoWalkCanStartPathsSaysWhereOneCould() throws {
        let noStart = try Self.document(
            storyboard(initial: nil, scenes: storyboardScene(holding: #"<viewController id="lonely" sceneMemberID="viewController"/>"#)))
        let plan = WalkPlan(document: noStart, strategy: .segues)
        #expect(plan.walks.isEmpty)
        #expect(
            plan.unwalkable == [
                """
                the storyboard has no initial view controller, and no scene code makes by its storyboard identifier can start a walk, so no walk can \
                start: name a scene to start at with `storyflow paths --start ID` (`lonely`; `storyflow run --start` lists them all)
                """
            ])
        let unknown = WalkPlan(document: try Self.document(Self.codeEntered), strategy: .segues, start: .scene("Nope"))
        #expect(unknown.unwalkable == ["no walk can start at `Nope`: no scene has the storyboard identifier or id `Nope`"])
        let url = WalkPlan(document: try Self.document(Self.codeEntered), strategy: .segues, start: .scene("app://x"))
        #expect(url.unwalkable == ["no walk can start at `app://x`: it holds `://` or characters a walk cannot write, so `open` cannot name it"])
        let unmatched = WalkPlan(document: try Self.document(Self.codeEntered), strategy: .segues, start: .deepLink("app://nowhere"))
        #expect(
            unmatched.unwalkable == ["no walk can start at `app://nowhere`: the storyboard has no initial view controller"], "a deep link opens from the launch"
        )
        let ratings = try Self.document(try Repository.text("Flows/Ratings.flow.xml"), file: "Ratings.flow.xml")
        let noLink = WalkPlan(document: ratings, strategy: .segues, start: .deepLink("ratings://nowhere"))
        #expect(noLink.unwalkable == ["no walk can start at `ratings://nowhere`: no deep link of the flow matches `ratings://nowhere`"])
    }

    @Test func anIndexOfTheSearchCountsScenesCodeMakesAsReached() throws {
        let index = try #require(WalkIndex(document: try Self.document(Self.codeEntered)))
        #expect((0..<3).allSatisfy(index.isReached))
        #expect(index.commands(toScene: 1) == ["open SignIn", #"tap "Sign In""#])
    }

    @Test func aSceneThatCannotBeStartedOnItsOwnIsNoStartAndSaysWhy() throws {
        // `detail` needs an input only a way into it passes; `link` has an identifier `open` would read as a URL.
        let flow = """
            <flow version="1" initial="home">
              <viewController id="home"/>
              <viewController id="detail" storyboardIdentifier="Detail"><input name="item"/></viewController>
              <viewController id="link" storyboardIdentifier="app://link"/>
            </flow>
            """
        let plan = WalkPlan(document: try Self.document(flow, file: "Inputs.flow.xml"), strategy: .segues)
        #expect(plan.walks.count == 1, "only the launch")
        #expect(
            plan.unwalkable == [
                """
                scene `detail` (line 3): no walk can start there: started on its own it would have no value for its required input `item`, which only \
                a way into it passes
                """,
                """
                scene `link` (line 4): no segue or relationship leads to it, and a walk cannot start there by its storyboard identifier `app://link` \
                (another scene has it, or `open` cannot name it): `storyflow run --start link` starts there
                """,
            ])
        #expect(try Self.failures(of: plan, on: flow, file: "Inputs.flow.xml").isEmpty)
    }

    @Test func aPrototypeAnEarlierOneSharesAnIdentifierWithIsNeverDequeued() throws {
        let text = storyboard(
            initial: "list",
            scenes: [
                storyboardScene(
                    holding: """
                        <tableViewController id="list" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="t"><prototypes>
                          <tableViewCell reuseIdentifier="Cell" id="c1">
                            <connections><segue destination="detail" kind="presentation" id="s1"/></connections>
                          </tableViewCell>
                          <tableViewCell reuseIdentifier="Cell" id="c2">
                            <connections><segue destination="info" kind="presentation" id="s2"/></connections>
                          </tableViewCell>
                        </prototypes></tableView></tableViewController>
                        """),
                storyboardScene(holding: #"<viewController id="detail" sceneMemberID="viewController"/>"#),
                storyboardScene(holding: #"<viewController id="info" sceneMemberID="viewController"/>"#),
            ].joined(separator: "\n"))
        let plan = WalkPlan(document: try Self.document(text), strategy: .segues)
        #expect(plan.unwalkable.contains { $0.contains("an earlier prototype has the reuse identifier `Cell`, and dequeuing always gives that one") })
        #expect(try Self.failures(of: plan, on: text).isEmpty)
    }

    @Test func whatIsNotWalkedSaysWhereWalksStartAndWhyABarButtonIsHidden() throws {
        // The launch raises (a navigation controller as a navigation controller's root): walks start where code does.
        let raising = """
            <flow version="1" initial="outer">
              <navigationController id="outer"><root scene="inner"/></navigationController>
              <navigationController id="inner"><root scene="home"/></navigationController>
              <viewController id="home"/>
              <viewController id="settings" storyboardIdentifier="Settings"/>
            </flow>
            """
        let plan = WalkPlan(document: try Self.document(raising, file: "Raising.flow.xml"), strategy: .segues, start: .codeEntryPoints)
        #expect(plan.walks.map { $0.lines.first { !$0.hasPrefix("#") } } == ["open Settings"])
        #expect(plan.unwalkable.contains("scene `outer` (line 2): launching the app raises an error, so no walk starts at the launch"), "\(plan.unwalkable)")
        // A tab's own navigation controller inside a pushed tab bar: the outer bar shows the tab bar's item.
        let hidden = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="tabs"/></navigationController>
              <tabBarController id="tabs"><tab scene="inner" title="One"/></tabBarController>
              <navigationController id="inner"><root scene="feed"/></navigationController>
              <viewController id="feed">
                <navigationItem><barButton placement="right" title="Edit"><segue kind="present" destination="editor"/></barButton></navigationItem>
              </viewController>
              <viewController id="editor"/>
            </flow>
            """
        let tabs = WalkPlan(document: try Self.document(hidden, file: "Hidden.flow.xml"), strategy: .segues)
        #expect(
            tabs.unwalkable.contains {
                $0.hasSuffix("the navigation bar shows the item of the container on top of its stack, which holds this scene, not this scene's")
            }, "\(tabs.unwalkable)")
        #expect(try Self.failures(of: tabs, on: hidden, file: "Hidden.flow.xml").isEmpty)
    }
}
