import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Shapes of real storyboards that were reported wrongly: a show segue under `navigation → tab bar → scene`, a
/// scene code may embed by its storyboard identifier, and a custom navigation controller class that sets its
/// view controllers in code.
struct RealStoryboardShapesTests {
    static func storyboard(initial: String, _ scenes: String) -> String {
        StoryflowTestSupport.storyboard(initial: initial, scenes: scenes)
    }

    static func check(_ text: String, configuration: Configuration = Configuration()) -> [Diagnostic] {
        Linter.check(FlowLoader.load(string: text, file: "Main.storyboard"), configuration: configuration)
    }

    /// A scene presented from the initial one, with a show segue of its own; `identifier` is its storyboard ID.
    static func presentedSceneWithShow(identifier: String?) -> String {
        storyboard(
            initial: "home",
            """
                    <scene sceneID="a"><objects><viewController id="home" sceneMemberID="viewController">
                        <connections><segue destination="editor" kind="presentation" identifier="Edit" id="p1"/></connections>
                    </viewController></objects></scene>
                    <scene sceneID="b"><objects><viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="editor" \
            sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
                    </viewController></objects></scene>
                    <scene sceneID="c"><objects><viewController id="detail" sceneMemberID="viewController"/></objects></scene>
            """)
    }

    @Test func aShowSegueUnderANavigationControllerAboveATabBarIsFine() {
        let text = Self.storyboard(
            initial: "nav",
            """
                    <scene sceneID="a"><objects><navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="tabs" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController></objects></scene>
                    <scene sceneID="b"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                        <connections><segue destination="first" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                    </tabBarController></objects></scene>
                    <scene sceneID="c"><objects><viewController title="First" id="first" sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
                    </viewController></objects></scene>
                    <scene sceneID="d"><objects><viewController id="detail" sceneMemberID="viewController"/></objects></scene>
            """)
        #expect(!Self.check(text).contains { $0.rule == "show-without-navigation-controller" }, "\(Self.check(text).map(\.message))")
    }

    /// A scene nothing in the file shows, with a show segue of its own; `identifier` is its storyboard ID.
    static func sceneOnlyCodeShows(identifier: String?) -> String {
        storyboard(
            initial: "home",
            """
                    <scene sceneID="a"><objects><viewController id="home" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="b"><objects><viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="editor" \
            sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
                    </viewController></objects></scene>
                    <scene sceneID="c"><objects><viewController id="detail" sceneMemberID="viewController"/></objects></scene>
            """)
    }

    @Test func aSceneOnlyCodeShowsGetsANoteThatConfigurationCanLeaveOut() throws {
        let rule = "show-without-navigation-controller"
        let identified = Self.check(Self.sceneOnlyCodeShows(identifier: "Editor")).filter { $0.rule == rule }
        #expect(identified.map(\.severity) == [.note])
        #expect(identified.first?.message.contains("is shown only by code, by its storyboard identifier `Editor`") == true, "\(identified.map(\.message))")
        #expect(
            identified.first?.message.hasPrefix("scene with Storyboard ID `Editor` (editor) is shown only by code") == true,
            "a scene with neither class nor title is named by its Storyboard ID")
        let configuration = try Configuration(yaml: "identified_scenes_embedded: true\n", file: ".storyflow.yml", knownRules: Set(RuleCatalog.ids))
        #expect(configuration.identifiedScenesEmbedded)
        #expect(!Self.check(Self.sceneOnlyCodeShows(identifier: "Editor"), configuration: configuration).contains { $0.rule == rule })
        // What the file itself shows without a navigation controller is reported, identifier or not.
        for identifier in [nil, "Editor"] {
            let presented = Self.check(Self.presentedSceneWithShow(identifier: identifier), configuration: configuration).filter { $0.rule == rule }
            #expect(presented.map(\.severity) == [.warning], "\(identifier ?? "no identifier"): \(presented.map(\.message))")
        }
    }

    @Test func theOptionTakesTrueOrFalse() {
        #expect(throws: ConfigurationError.self) {
            try Configuration(yaml: "identified_scenes_embedded: sometimes\n", file: ".storyflow.yml", knownRules: [])
        }
    }

    @Test func aCustomNavigationControllerClassMaySetItsViewControllersInCode() {
        func scene(_ customClass: String?) -> String {
            Self.storyboard(
                initial: "nav",
                """
                        <scene sceneID="a"><objects><navigationController \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="nav" \
                sceneMemberID="viewController"/></objects></scene>
                """)
        }
        #expect(Self.check(scene(nil)).contains { $0.rule == "navigation-controller-without-root" })
        #expect(!Self.check(scene("OnboardingNavigationController")).contains { $0.rule == "navigation-controller-without-root" })
    }

    @Test func everyDuplicatedObjectIDIsReportedWithBothPlaces() {
        let text = Self.storyboard(
            initial: "tabs",
            """
                    <scene sceneID="a"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="one" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="two" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController></objects></scene>
                    <scene sceneID="b"><objects><viewController title="One" id="one" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="One" id="item-1"/>
                    </viewController></objects></scene>
                    <scene sceneID="c"><objects><viewController title="Two" id="two" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Two" id="item-1"/>
                    </viewController></objects></scene>
                    <scene sceneID="d"><objects><viewController title="Copy" id="two" sceneMemberID="viewController"/></objects></scene>
            """)
        let found = Self.check(text).filter { $0.rule == "duplicate-id" }
        #expect(found.count == 2, "\(found.map { "\($0.location.line): \($0.message)" })")
        #expect(
            found.first { $0.location.line == 14 }?.message.contains("the id `item-1` of this <tabBarItem> is already the id of the <tabBarItem> at line 11")
                == true, "\(found.map { "\($0.location.line): \($0.message)" })")
        #expect(
            found.contains { $0.location.line == 16 && $0.message.contains("already used by the scene at line 13") },
            "two controllers are reported once, as scenes")
    }

    @Test func everyTableOfASceneIsReadForItsPrototypes() {
        let text = Self.storyboard(
            initial: "tabs",
            """
                    <scene sceneID="a"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                        </tabBarController>
                        <tableView dataMode="prototypes" style="plain" id="extra">
                            <prototypes><tableViewCell id="p1"/></prototypes>
                        </tableView>
                    </objects></scene>
                    <scene sceneID="b"><objects><viewController title="Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v"><subviews>
                            <tableView dataMode="prototypes" id="t1"><prototypes><tableViewCell reuseIdentifier="Row" id="p2"/></prototypes></tableView>
                            <tableView dataMode="prototypes" id="t2"><prototypes>
                                <tableViewCell reuseIdentifier="Same" id="p3"/>
                                <tableViewCell reuseIdentifier="Same" id="p4"/>
                                <tableViewCell id="p5"/>
                            </prototypes></tableView>
                            <collectionView id="grid"><cells><collectionViewCell reuseIdentifier="Card" id="k1">
                                <view key="contentView" id="kv"><subviews>
                                    <tableView dataMode="prototypes" id="t3"><prototypes><tableViewCell id="p6"/></prototypes></tableView>
                                </subviews></view>
                            </collectionViewCell></cells></collectionView>
                        </subviews></view>
                    </viewController></objects></scene>
            """)
        let found = Self.check(text)
        let missing = found.filter { $0.rule == "prototype-cell-missing-reuse-identifier" }.map(\.location.line)
        #expect(
            missing == [9, 18, 22],
            """
            a table among a container's objects, a second table in a view, a table in a collection view cell: \
            \(found.map { "\($0.location.line) \($0.rule)" })
            """
        )
        #expect(found.filter { $0.rule == "duplicate-reuse-identifier" }.map(\.location.line) == [17])
    }

    /// What only a flow file has: its attributes and elements, and Interface Builder's bare object ids as names.
    static func speaksFlow(_ message: String) -> Bool {
        let flowWords = #/kind="|effect="|<samples>|<navigationController>|<root |<tab |add `id`|`reuseIdentifier`|`storyboardIdentifier`/#
        return message.firstMatch(of: flowWords) != nil || message.firstMatch(of: #/scene `[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}`/#) != nil
    }

    @Test func storyboardMessagesSpeakInterfaceBuilder() {
        let text = Self.storyboard(
            initial: "Aa1-bb-Cc1",
            """
                    <scene sceneID="a"><objects><viewController title="Home" id="Aa1-bb-Cc1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Dd2-ee-Ff2" kind="push" identifier="Open" id="s1"/>
                            <segue destination="Dd2-ee-Ff2" kind="presentation" id="s2"/>
                        </connections>
                    </viewController></objects></scene>
                    <scene sceneID="b"><objects><viewController id="Dd2-ee-Ff2" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="c"><objects><viewController title="Lost" id="Gg3-hh-Ii3" customClass="LostViewController" \
            sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="d"><objects><navigationController id="Jj4-kk-Ll4" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="e"><objects><tabBarController id="Mm5-nn-Oo5" sceneMemberID="viewController"/></objects></scene>
            """)
        let found = Self.check(text)
        let messages = found.map(\.message)
        #expect(
            Set(found.map(\.rule)).isSuperset(of: [
                "deprecated-segue-kind", "manual-segue-missing-identifier", "unreachable-scene", "navigation-controller-without-root", "tab-bar-without-tabs",
            ]), "\(found.map(\.rule))")
        #expect(!messages.contains(where: Self.speaksFlow), "\(messages)")
        #expect(messages.contains { $0.contains("set the segue's Kind to Show (e.g. Push) in the Attributes inspector") })
        #expect(
            messages.contains {
                $0.contains("Scene `LostViewController` \"Lost\" (Gg3-hh-Ii3) is unreachable") && $0.contains("Storyboard ID in the Identity inspector")
            })
        #expect(messages.contains { $0.contains("an Identifier in the Attributes inspector") })
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func noFindingOnARealStoryboardAdvisesFlowFileAttributes() throws {
        for entry in StoryboardCorpus.entries {
            let found = try Linter().lint(files: [entry.path]).diagnostics
            let flowish = found.filter { Self.speaksFlow($0.message) }
            #expect(flowish.isEmpty, "\(entry.name): \(flowish.map { "\($0.location.line) \($0.rule): \($0.message)" })")
        }
    }
}
