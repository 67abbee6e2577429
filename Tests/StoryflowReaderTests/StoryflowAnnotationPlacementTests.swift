import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// Where a `<!--storyflow …-->` comment applies: to the one element that starts right after it, with each part the
/// element has no use for reported; its locations are the file's, columns included; its scene id cannot take an id
/// something else names; unwind segues that name an action by its selector are named by the action.
@Suite struct StoryflowAnnotationPlacementTests {
    @Test func aCommentAppliesOnlyToTheElementRightAfterItOnTheSameLine() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
                <!--storyflow <effect value="dismiss"/> --><button id="b1" title="One"/><button id="b2" title="Two"/>
                </subviews></view></viewController>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let controls = try #require(result.document?.scenes.first?.controls)
        #expect(controls.map(\.effect) == [.dismiss, ActionEffect.none])
    }

    @Test func aPartTheElementHasNoUseForIsReportedWhereItIs() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow
                    <input name="item"/>
                    <pass input="item" value="1"/>
                -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.map(\.rule) == ["unknown-element"])
        #expect(result.diagnostics.map(\.location.line) == [7])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message.contains("<pass> is ignored: this storyflow comment is right before a view controller") == true)
        #expect(result.document?.scenes.first?.contract?.inputs.map(\.name) == ["item"], "the parts it uses are kept")
    }

    @Test func problemsOnTheCommentsFirstLineHaveTheFilesColumns() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                  <!--storyflow <input nam="x"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let diagnostics = FlowLoader.load(string: text, file: "Main.storyboard").diagnostics
        #expect(diagnostics.map(\.rule) == ["missing-attribute", "unknown-attribute"])
        // `<input` starts at column 17 of line 5, `nam` at column 24.
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:17", "5:24"])
    }

    @Test func aCommentMayStartWithSpaceBeforeTheMarker() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--
                  storyflow <scene id="home"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document?.scenes.map(\.id) == ["home"])
        let bad = text.replacingOccurrences(of: #"<scene id="home"/>"#, with: #"<scene/>"#)
        // Columns on the marker's line, which is not the comment's first, count from that line's start.
        #expect(FlowLoader.load(string: bad, file: "Main.storyboard").diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["6:13"])
    }

    @Test func aSceneIDCannotTakeADestinationNoSceneHas() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                  <connections><segue destination="ghost" kind="show" identifier="Go" id="g1"/></connections>
                </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                <!--storyflow <scene id="ghost"/> -->
                <viewController id="b" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        let document = try #require(result.document)
        #expect(document.scenes.map(\.id) == ["a", "b"], "the scene keeps its id")
        #expect(document.scenes.first?.manualSegues.first?.destination == "ghost", "the missing destination stays missing")
        #expect(result.diagnostics.filter { $0.rule == "duplicate-id" }.map(\.location.line) == [10])
        let objectID = text.replacingOccurrences(of: #"<scene id="ghost"/>"#, with: #"<scene id="g1"/>"#)
        #expect(FlowLoader.load(string: objectID, file: "Main.storyboard").document?.scenes.map(\.id) == ["a", "b"], "nor another object's id")
    }

    @Test func anUnwindSegueNamingItsActionsSelectorIsNamedByTheAction() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow <unwindAction name="backHome(segue:)"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                <viewController id="b" sceneMemberID="viewController">
                  <connections><segue destination="x" kind="unwind" unwindAction="backHomeWithSegue:" identifier="Back" id="u1"/></connections>
                </viewController>
                <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        let document = try #require(result.document)
        #expect(document.scenes.first?.unwindActions.map(\.declaredName) == ["backHome(segue:)"])
        #expect(document.scene(withID: "b")?.manualSegues.first?.unwindAction == "backHome")
    }

    @Test func aSceneIDCannotTakeTheInitialScenesOrADeepLinksMissingID() throws {
        let text = storyboard(
            initial: "zzz-zz-zzz",
            scenes: """
                <!--storyflow <deepLink url="app://x" scene="www-ww-www"/> -->
                <scene sceneID="s1"><objects>
                <!--storyflow <input name="a"/> -->
                <!--storyflow <scene id="zzz-zz-zzz"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                <!--storyflow <scene id="www-ww-www"/> -->
                <viewController id="b" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.document?.scenes.map(\.id) == ["a", "b"])
        let refusals = result.diagnostics.filter { $0.rule == "duplicate-id" }
        #expect(refusals.map { "\($0.location.line):\($0.location.column)" } == ["7:15", "11:15"], "at the <scene> element, not the first comment")
    }

    @Test func anEffectBeforeALabelIsReportedNotTaken() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
                <!--storyflow <effect value="dismiss"/> -->
                <label id="l1" text="Hi"/>
                </subviews></view></viewController>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.map(\.rule) == ["unknown-element"])
        #expect(result.diagnostics.first?.message.contains("right before a label") == true)
        #expect(result.document?.scenes.first?.controls.first?.effect == ActionEffect.none)
    }
}
