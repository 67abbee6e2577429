import StoryflowLint
import StoryflowModel
import StoryflowTestSupport
import Testing

/// Storyboards an app's code enters rather than launches: their advice speaks Interface Builder's language, and
/// what code decides (where it puts a storyboard's initial scene, a manual segue it fires) is not called a defect.
struct CodeEnteredStoryboardTests {
    /// A storyboard whose initial scene (with Storyboard ID `identifier`, if any) shows a detail scene.
    static func secondaryStoryboard(identifier: String?) -> String {
        storyboard(
            initial: "settings",
            scenes: """
                <scene sceneID="a"><objects><tableViewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="settings" \
                customClass="SettingsViewController" sceneMemberID="viewController">
                    <connections><segue destination="about" kind="show" identifier="About" id="s1"/></connections>
                </tableViewController></objects></scene>
                <scene sceneID="b"><objects><viewController id="about" title="About" sceneMemberID="viewController">
                    <connections><segue destination="licenses" kind="show" identifier="Licenses" id="s2"/></connections>
                </viewController></objects></scene>
                <scene sceneID="c"><objects><viewController id="licenses" sceneMemberID="viewController"/></objects></scene>
                """)
    }

    @Test func theInitialSceneOfAStoryboardCodeInstantiatesGetsTheNoteOtherScenesCodeMakesGet() throws {
        let rule = "show-without-navigation-controller"
        let launched = RealStoryboardShapesTests.check(Self.secondaryStoryboard(identifier: nil)).filter { $0.rule == rule }
        #expect(launched.map(\.severity) == [.warning, .warning], "a main storyboard's launch shows its initial scene with no navigation controller")
        let instantiated = RealStoryboardShapesTests.check(Self.secondaryStoryboard(identifier: "Settings")).filter { $0.rule == rule }
        #expect(
            instantiated.map(\.message) == [
                """
                scene `SettingsViewController` (settings) is the initial view controller of a storyboard code instantiates (it has the Storyboard ID \
                `Settings`); this show segue needs that code to put it in a navigation controller (if it always does, set \
                `identified_scenes_embedded: true` in .storyflow.yml)
                """
            ], "the scenes it shows are where that code puts them")
        #expect(instantiated.map(\.severity) == [.note])
        let configuration = try Configuration(yaml: "identified_scenes_embedded: true\n", file: ".storyflow.yml", knownRules: Set(RuleCatalog.ids))
        #expect(!RealStoryboardShapesTests.check(Self.secondaryStoryboard(identifier: "Settings"), configuration: configuration).contains { $0.rule == rule })
    }

    @Test func aStoryboardWithoutAnInitialSceneIsToldInInterfaceBuildersTerms() {
        let text = storyboard(
            initial: nil, scenes: #"<scene sceneID="a"><objects><viewController id="home" title="Home" sceneMemberID="viewController"/></objects></scene>"#)
        #expect(
            RealStoryboardShapesTests.check(text).filter { $0.rule == "no-initial-scene" }.map(\.message) == [
                """
                the storyboard has no initial view controller, so an app whose main storyboard it is launches to a black screen: select the scene the app \
                starts with (for instance "Home" (home)) and check Is Initial View Controller in the Attributes inspector
                """
            ])
    }

    @Test func aManualSegueBackToAnEarlierSceneIsCodesChoice() {
        let text = storyboard(
            initial: "signIn",
            scenes: """
                <scene sceneID="a"><objects><viewController id="signIn" customClass="SignInViewController" sceneMemberID="viewController">
                    <connections><segue destination="home" kind="presentation" identifier="SignedIn" id="s1"/></connections>
                </viewController></objects></scene>
                <scene sceneID="b"><objects><viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews>
                        <button id="b1"><state key="normal" title="Again"/>
                            <connections><segue destination="signIn" kind="presentation" id="s3"/></connections>
                        </button>
                    </subviews></view>
                    <connections><segue destination="signIn" kind="presentation" identifier="StartOver" id="s2"/></connections>
                </viewController></objects></scene>
                """)
        let found = RealStoryboardShapesTests.check(text).filter { $0.rule == "segue-to-ancestor" }
        #expect(found.map(\.location.line) == [text.lineNumber(of: #"id="s3""#)], "the button's segue, not the manual one")
        #expect(
            found.first?.message.hasSuffix(
                "Control-drag from what fires it to the scene's Exit to unwind to `SignInViewController` (signIn) instead, or pop or dismiss in code") == true)
    }

    @Test func aTieBreakerThatDanglesIsLeftToXcode() {
        let text = storyboard(
            initial: "home", scenes: #"<scene sceneID="a"><objects><viewController id="home" sceneMemberID="viewController"/></objects></scene>"#
        ).replacingOccurrences(of: "</scenes>", with: #"</scenes><inferredMetricsTieBreakers><segue reference="gone"/></inferredMetricsTieBreakers>"#)
        #expect(
            RealStoryboardShapesTests.check(text).filter { $0.rule == "dangling-reference" }.map(\.message) == [
                """
                an inferred metrics tie breaker refers to `gone`, but no object in this storyboard has that id; Xcode rebuilds this list when it saves \
                the storyboard: open and save the file in Xcode, or delete this element
                """
            ])
    }
}

extension String {
    /// The line (from 1) of the first occurrence of `text`, or 0.
    fileprivate func lineNumber(of text: String) -> Int {
        guard let range = range(of: text) else { return 0 }
        return self[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
