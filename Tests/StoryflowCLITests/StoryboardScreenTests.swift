import StoryflowTestSupport
import Testing

/// Screens of storyboards as `storyflow run` draws them, where they differ from flow files.
struct StoryboardScreenTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Hb3-xQ-1aZ">
            <scenes>
                <scene sceneID="s1"><objects><viewController id="Hb3-xQ-1aZ" customClass="HomeViewController" sceneMemberID="viewController">
                    <connections><segue destination="Ed1-tt-9Qk" kind="presentation" identifier="Edit" id="p1"/></connections>
                </viewController></objects></scene>
                <scene sceneID="s2"><objects><viewController title="Editor" id="Ed1-tt-9Qk" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """

    @Test func aPresenterWithoutATitleIsCalledByItsClassNotItsObjectID() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.storyboard, to: "Main.storyboard")
        let run = try runStoryflow(["run", file, "--script", try scratch.write("perform Edit\n", to: "edit.walk")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("⋯ HomeViewController"), "\(run.output)")
        #expect(!run.output.contains("⋯ Hb3-xQ-1aZ"))
    }
}
