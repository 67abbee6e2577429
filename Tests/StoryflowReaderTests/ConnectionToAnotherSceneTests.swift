import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Outlets and actions wired to another scene's objects, which each scene's own nib never connects.
struct ConnectionToAnotherSceneTests {
    /// Scene `a` with a button `go`, and scene `b` whose controller has an outlet to `target`.
    static func storyboard(outletTo target: String, bHasItsOwn ownID: String? = nil) -> String {
        StoryflowTestSupport.storyboard(
            initial: "a",
            scenes: [
                storyboardScene(
                    holding: """
                        <viewController id="a" customClass="AViewController" sceneMemberID="viewController">
                          <view key="view" id="va"><subviews><button id="go"/></subviews></view>
                        </viewController>
                        """),
                storyboardScene(
                    holding: """
                        <viewController id="b" title="B" sceneMemberID="viewController">
                          <view key="view" id="vb"><subviews>\(ownID.map { #"<button id="\#($0)"/>"# } ?? "")</subviews></view>
                          <connections><outlet property="goButton" destination="\(target)" id="o1"/></connections>
                        </viewController>
                        """),
            ].joined(separator: "\n"))
    }

    @Test func anOutletToAnotherScenesObjectIsReportedInInterfaceBuildersTerms() {
        let diagnostics = FlowLoader.load(string: Self.storyboard(outletTo: "go"), file: "Main.storyboard").diagnostics
        #expect(
            diagnostics.map { "\($0.rule) \($0.severity): \($0.message)" } == [
                """
                connection-to-another-scene warning: outlet `goButton` names the <button> at line 5, which is in scene `AViewController` (a), not in this \
                one ("B" (b)): each scene compiles to its own nib, so this connection is never made at run time and the outlet stays nil; remove it in \
                the Connections inspector and connect it within its own scene
                """
            ])
    }

    @Test func anIDTwoObjectsShareIsADuplicateNotAConnectionToAnotherScene() {
        let diagnostics = FlowLoader.load(string: Self.storyboard(outletTo: "go", bHasItsOwn: "go"), file: "Main.storyboard").diagnostics
        #expect(diagnostics.map(\.rule) == ["duplicate-id"])
    }
}
