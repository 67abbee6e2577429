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

    @Test func aCustomBarButtonIsTappedByItsTitleAndFiresItsSegue() throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController></objects></scene>
                    <scene sceneID="s2"><objects><viewController title="Home" id="home" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Home" id="ni">
                            <barButtonItem key="rightBarButtonItem" id="bb"><button key="customView" id="cb">
                                <state key="normal" title="Button"/><buttonConfiguration key="configuration" title="Help"/>
                                <connections><segue destination="help" kind="show" identifier="ShowHelp" id="sg"/></connections>
                            </button></barButtonItem>
                        </navigationItem>
                    </viewController></objects></scene>
                    <scene sceneID="s3"><objects><viewController title="Help" id="help" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """, to: "Main.storyboard")
        let check = try runStoryflow(["check", file])
        #expect(!check.output.contains("unreachable-scene"), "the scene the custom button leads to is reached: \(check.output)")
        let run = try runStoryflow(["run", file, "--script", try scratch.write("tap Help\nexpect title Help\n", to: "help.walk")])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }

    @Test func collectionViewCellsShowAsButtonsOrLabels() throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="grid">
                <scenes>
                    <scene sceneID="s1"><objects><collectionViewController title="Gallery" id="grid" sceneMemberID="viewController">
                        <collectionView key="view" id="cv"><cells>
                            <collectionViewCell reuseIdentifier="Photo" id="c1">
                                <connections><segue destination="detail" kind="presentation" identifier="ShowPhoto" id="sg"/></connections>
                            </collectionViewCell>
                            <collectionViewCell reuseIdentifier="Video" customClass="VideoCell" id="c2"/>
                        </cells></collectionView>
                    </collectionViewController></objects></scene>
                    <scene sceneID="s2"><objects><viewController title="Detail" id="detail" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """, to: "Main.storyboard")
        let run = try runStoryflow(["run", file, "--script", try scratch.write("tap Photo\nexpect scene detail\n", to: "grid.walk")])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("▦ Video (VideoCell)"), "a cell that fires nothing is still drawn: \(run.output)")
    }
}
