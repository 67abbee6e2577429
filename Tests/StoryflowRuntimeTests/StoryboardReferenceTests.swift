import Foundation
import StoryflowRuntime
import StoryflowScreen
import StoryflowTestSupport
import Testing

/// Storyboard references (`viewControllerPlaceholder`) instantiate their scene from the storyboard beside.
@MainActor
struct StoryboardReferenceTests {
    /// Main.storyboard: a tab bar whose first tab is a navigation controller (its home scene shows the Settings
    /// storyboard's `SettingsRoot` scene through a reference) and whose second tab is a reference to the Settings
    /// storyboard's initial scene. A third reference names a storyboard that is not there.
    static let main = storyboard(
        initial: "tabs",
        """
        <scene sceneID="s1"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="aboutRef" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController title="Home" id="home" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="Settings"/>
                        <connections><segue destination="settingsRef" kind="show" id="g1"/></connections>
                    </button>
                    <button id="b2"><state key="normal" title="Lost"/>
                        <connections><segue destination="lostRef" kind="show" id="g2"/></connections>
                    </button>
                </subviews></view>
            </viewController>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsRoot" id="settingsRef" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s5"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="aboutRef" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s6"><objects>
            <viewControllerPlaceholder storyboardName="Nowhere" id="lostRef" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    /// Settings.storyboard: an initial About scene and a Settings scene found by its identifier.
    static let settings = storyboard(
        initial: "about",
        """
        <scene sceneID="t1"><objects>
            <viewController title="About" id="about" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="t2"><objects>
            <viewController title="Settings" storyboardIdentifier="SettingsRoot" id="settings" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    @Test func aRelationshipToAReferenceHoldsTheOtherStoryboardsInitialScene() throws {
        let (app, folder) = try launch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tabs = try #require(app.rootViewController as? TabBarController)
        let about = try #require(tabs.viewControllers.last)
        #expect(about.title == "About")
        #expect(about.storyboard?.document.file.hasSuffix("/Settings.storyboard") == true)
        #expect(app.rootViewController?.storyboard?.document.file.hasSuffix("/Main.storyboard") == true)
        #expect(!app.log.events.contains { $0.event == .error })
    }

    @Test func aSegueToAReferenceShowsTheIdentifiedSceneOfTheOtherStoryboard() throws {
        let (app, folder) = try launch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = try app.tapButton("Settings")
        #expect(app.screen.topLayer?.navigationBar?.title == "Settings")
        #expect(app.topViewController?.storyboard?.document.file.hasSuffix("/Settings.storyboard") == true)
        #expect(!events.contains { $0.event == .error })
        try app.back()
        #expect(app.screen.topLayer?.navigationBar?.title == "Home")
    }

    @Test func aReferenceToAMissingStoryboardIsAnErrorEventAndTheSessionGoesOn() throws {
        let (app, folder) = try launch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = try app.tapButton("Lost")
        let error = try #require(events.first { $0.event == .error })
        #expect(error.message?.contains("Could not find a storyboard named 'Nowhere'") == true)
        // UIKit raises when a reference cannot be instantiated, so the segue is abandoned: nothing is shown.
        #expect(!events.contains { $0.event == .prepare || $0.event == .push || $0.event == .present })
        #expect(app.screen.topLayer?.navigationBar?.title == "Home")
        try app.tapButton("Settings")
        #expect(app.screen.topLayer?.navigationBar?.title == "Settings", "the session goes on")
    }

    @Test func referencesInACycleAreReportedInsteadOfRecursing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = Self.storyboard(
            initial: "ref",
            """
            <scene sceneID="l1"><objects>
                <viewControllerPlaceholder storyboardName="Loop" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        try loop.write(to: folder.appendingPathComponent("Loop.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Loop.storyboard").path)
        let app = Application(storyboard: storyboard)
        let events = app.launch()
        #expect(events.contains { $0.event == .error && $0.message?.contains("leads back to itself") == true })
        #expect(app.rootViewController == nil, "a reference that cannot be instantiated gives no controller")
        #expect(app.screen.layers.isEmpty)
    }

    private func launch() throws -> (Application, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.main.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.settings.write(to: folder.appendingPathComponent("Settings.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Main.storyboard").path)
        let app = Application(storyboard: storyboard)
        app.launch()
        return (app, folder)
    }

    private static func storyboard(initial: String, _ scenes: String) -> String {
        StoryflowTestSupport.storyboard(initial: initial, scenes: scenes)
    }
}
