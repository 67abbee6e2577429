import StoryflowModel
import Testing

@testable import StoryflowReader

/// What current Xcode writes that older storyboards did not: bar button items holding a custom button, cells
/// with a list content configuration, and buttons with a configuration (iOS 14 and 15 and later).
@Suite struct ModernStoryboardTests {
    static let xml = storyboardXML(
        """
        <scene sceneID="s1"><objects>
            <navigationController id="vc1" sceneMemberID="viewController">
                <connections><segue destination="vc2" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <tableViewController id="vc2" customClass="SettingsViewController" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="insetGrouped" id="tv2">
                    <sections><tableViewSection id="sec1"><cells>
                        <tableViewCell id="c1">
                            <listContentConfiguration key="contentConfiguration" text="Appearance" secondaryText="Dark">
                                <imageReference key="image" image="moon" catalog="system"/>
                            </listContentConfiguration>
                            <tableViewCellContentView key="contentView" id="cv1"/>
                        </tableViewCell>
                        <tableViewCell id="c2">
                            <listContentConfiguration key="contentConfiguration" text="About"/>
                            <tableViewCellContentView key="contentView" id="cv2"/>
                        </tableViewCell>
                    </cells></tableViewSection></sections>
                </tableView>
                <navigationItem key="navigationItem" title="Settings" id="ni2">
                    <barButtonItem key="rightBarButtonItem" id="bb1">
                        <button key="customView" buttonType="system" id="cb1">
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Help"/>
                            <connections>
                                <action selector="helpTapped:" destination="vc2" eventType="touchUpInside" id="a1"/>
                                <segue destination="vc3" kind="show" identifier="ShowHelp" id="sg1"/>
                            </connections>
                        </button>
                    </barButtonItem>
                </navigationItem>
            </tableViewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController title="Help" id="vc3" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews>
                    <button buttonType="system" id="b3">
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" title="Contact us"/>
                    </button>
                </subviews></view>
            </viewController>
        </objects></scene>
        """)

    @Test func aBarButtonItemWithACustomButtonIsThatButton() throws {
        let document = try #require(readStoryboard(Self.xml).document)
        let button = try #require(document.scene(withID: "vc2")?.navigationItem?.rightButtons.first)
        #expect(button.title == "Help")
        #expect(button.action == "helpTapped")
        #expect(button.segue?.identifier == "ShowHelp")
        #expect(button.segue?.destination == "vc3")
    }

    @Test func cellsWithAListContentConfigurationShowItsTexts() throws {
        let document = try #require(readStoryboard(Self.xml).document)
        let cells = try #require(document.scene(withID: "vc2")?.tableView?.sections.first?.cells)
        #expect(cells.map(\.text) == ["Appearance", "About"])
        #expect(cells.map(\.detail) == ["Dark", nil])
        #expect(cells.map(\.style) == [.subtitle, .basic])
        #expect(cells.first?.image == "moon")
    }

    @Test func aButtonWithAConfigurationShowsTheConfigurationsTitle() throws {
        let document = try #require(readStoryboard(Self.xml).document)
        let button = try #require(document.scene(withID: "vc3")?.controls.first)
        #expect(button.text == "Contact us")
    }

    @Test func aCustomViewHoldingAButtonIsThatButton() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" id="ni1">
                        <barButtonItem key="leftBarButtonItem" id="bb1">
                            <view key="customView" id="cv1"><subviews>
                                <button id="b1"><state key="normal" title="Menu"/>
                                    <connections><segue destination="vc2" kind="presentation" identifier="ShowMenu" id="sg1"/></connections>
                                </button>
                            </subviews></view>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController"/></objects></scene>
            """)
        let document = try #require(readStoryboard(xml).document)
        let button = try #require(document.scene(withID: "vc1")?.navigationItem?.leftButtons.first)
        #expect(button.title == "Menu")
        #expect(button.segue?.identifier == "ShowMenu")
    }
}
