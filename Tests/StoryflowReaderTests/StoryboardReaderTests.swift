import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// A storyboard document around `scenes`, with the header Xcode writes.
func storyboardXML(_ scenes: String, initial: String = "vc1", runtime: String = "iOS.CocoaTouch", tail: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)" \
    propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
        <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/></dependencies>
        <scenes>
    \(scenes)
        </scenes>\(tail)
    </document>
    """
}

/// Reads an inline storyboard.
func readStoryboard(_ xml: String, file: String = "Main.storyboard") -> LoadResult {
    FlowLoader.load(string: xml, file: file)
}

@Suite struct StoryboardReaderTests {
    @Test func navigationStackWithBarButtonsCellsAndUnwind() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects>
                    <navigationController id="vc1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1"><rect key="frame" x="0" y="0" width="1" \
                height="1"/></navigationBar>
                        <connections><segue destination="vc2" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController title="Items" id="vc2" customClass="ItemsViewController" customModule="App" storyboardIdentifier="Items" \
                sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="insetGrouped" rowHeight="-1" id="tv2">
                            <prototypes>
                                <tableViewCell reuseIdentifier="ItemCell" textLabel="l1" detailTextLabel="l2" style="IBUITableViewCellStyleSubtitle" \
                accessoryType="detailButton" selectionStyle="none" id="c1">
                                    <tableViewCellContentView key="contentView" id="cv1"><subviews>
                                        <label text="Title" id="l1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                                        <label text="Subtitle" id="l2"/>
                                    </subviews></tableViewCellContentView>
                                    <connections>
                                        <segue destination="vc3" kind="show" identifier="ShowItem" id="sg1"/>
                                        <segue destination="vc3" kind="popoverPresentation" identifier="Info" trigger="accessoryAction" \
                popoverAnchorView="c1" id="sg2"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="All Items" prompt="Pick one" id="ni2">
                            <barButtonItem key="leftBarButtonItem" systemItem="edit" id="b1"/>
                            <rightBarButtonItems>
                                <barButtonItem systemItem="add" id="b2"><connections><segue destination="vc3" kind="presentation" identifier="Add" \
                modalPresentationStyle="formSheet" animates="NO" id="sg3"/></connections></barButtonItem>
                                <barButtonItem title="Sort" id="b3"><connections><action selector="sortItems:" destination="vc2" \
                id="a1"/></connections></barButtonItem>
                            </rightBarButtonItems>
                        </navigationItem>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="vc3" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" id="v3"><subviews>
                            <textField text="Name" placeholder="Your name" id="tf1"/>
                            <switch on="YES" tag="7" id="sw1"/>
                            <button id="bt1"><state key="normal" title="Done"/><connections><segue destination="ex3" kind="unwind" \
                unwindAction="doneWithItem:" id="sg4"/></connections></button>
                            <mapView id="mv1"/>
                        </subviews></view>
                        <connections>
                            <outlet property="nameField" destination="tf1" id="o1"/>
                            <segue destination="vc2" kind="custom" identifier="Back" customClass="FadeSegue" id="sg5"/>
                        </connections>
                    </viewController>
                    <exit id="ex3" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
                """), file: "Items.storyboard")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.document)
        #expect(document.name == "Items")
        #expect(document.scenes.map(\.kind) == [.navigationController, .tableViewController, .viewController])
        #expect(document.scenes[0].relationships.map(\.destination) == ["vc2"])
        #expect(document.scenes[0].navigationItem == nil)

        let items = document.scenes[1]
        #expect(items.className == "ItemsViewController")
        #expect(items.storyboardIdentifier == "Items")
        #expect(items.title == "Items")
        let navigation = try #require(items.navigationItem)
        #expect(navigation.title == "All Items")
        #expect(navigation.prompt == "Pick one")
        #expect(navigation.leftButtons.map(\.systemItem) == [.edit])
        #expect(navigation.rightButtons.map(\.displayTitle) == ["+", "Sort"])
        #expect(navigation.rightButtons[1].action == "sortItems")
        let add = try #require(navigation.rightButtons[0].segue)
        #expect(add.kind == .present)
        #expect(add.presentation == .formSheet)
        #expect(!add.animates)
        #expect(add.trigger == .barButton(index: 1))
        let table = try #require(items.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == nil)
        let cell = try #require(table.prototype(withReuseIdentifier: "ItemCell"))
        #expect(cell.style == .subtitle)
        #expect(cell.text == "Title")
        #expect(cell.detail == "Subtitle")
        #expect(cell.controls.isEmpty)
        #expect(cell.accessory == .detailButton)
        #expect(cell.selectionStyle == .none)
        #expect(cell.selectionSegue?.trigger == .prototypeSelection(reuseIdentifier: "ItemCell"))
        #expect(cell.accessorySegue?.kind == .popover)
        #expect(cell.accessorySegue?.trigger == .prototypeAccessory(reuseIdentifier: "ItemCell"))

        let detail = document.scenes[2]
        #expect(detail.controls.map(\.kind) == [.textField, .switch, .button])
        #expect(detail.controls[0].outlet == "nameField")
        #expect(detail.controls[0].text == "Name")
        #expect(detail.controls[0].placeholder == "Your name")
        #expect(detail.controls[1].isOn)
        #expect(detail.controls[1].tag == 7)
        let unwind = try #require(detail.controls[2].segue)
        #expect(unwind.kind == .unwind)
        #expect(unwind.destination == nil)
        #expect(unwind.unwindAction == "doneWithItem")
        #expect(unwind.trigger == .control(index: 2))
        #expect(detail.manualSegues.first?.customClass == "FadeSegue")
        #expect(detail.manualSegues.first?.trigger == .manual)
        #expect(detail.unwindActions.isEmpty)
    }

    @Test func tabsTakeTheirItemsFromTheChildScenesAndReferencesAndSplitsAreRead() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects>
                    <tabBarController id="vc1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc2" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="ref" kind="relationship" relationship="viewControllers" id="r2"/>
                            <segue destination="split" kind="relationship" relationship="viewControllers" id="r3"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <hostingController id="vc2" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Home" badgeValue="3" id="t2"><imageReference key="image" image="house"/></tabBarItem>
                    </hostingController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Root" id="ref" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" systemItem="more" id="t3"/>
                    </viewControllerPlaceholder>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc2" kind="relationship" relationship="masterViewController" id="r4"/>
                            <segue destination="ref" kind="relationship" relationship="supplementaryViewController" id="r5"/>
                            <segue destination="gone" kind="relationship" relationship="detailViewController" id="r6"/>
                            <segue destination="vc2" kind="relationship" relationship="compactViewController" id="r7"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.document)
        let tabs = document.scenes[0].relationships
        #expect(tabs.map(\.kind) == [.tab, .tab, .tab])
        #expect(tabs[0].tabItem == TabItem(title: "Home", image: "house", badge: "3"))
        #expect(tabs[1].tabItem == TabItem(systemItem: .more))
        #expect(tabs[2].tabItem == nil)
        #expect(document.scenes[1].kind == .viewController)
        let reference = try #require(document.scenes[2].reference)
        #expect(document.scenes[2].kind == .storyboardReference)
        #expect(reference == StoryboardReference(storyboardName: "Settings", referencedIdentifier: "Root"))
        #expect(document.scenes[3].relationships.map(\.kind) == [.master, .supplementary, .detail])
        #expect(document.scenes[3].relationships.last?.destination == "gone")
    }

    @Test func staticCellsKeepTheirPositionsOutletsAndSegues() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects>
                    <tableViewController id="vc1" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="tv1">
                            <sections>
                                <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec1"><cells>
                                    <tableViewCell textLabel="l1" style="IBUITableViewCellStyleDefault" id="c1">
                                        <tableViewCellContentView key="contentView" id="cv1"><subviews><label id="l1"><attributedString \
                key="attributedText"><fragment content="Log "/><fragment><string \
                key="content">Out</string></fragment></attributedString></label></subviews></tableViewCellContentView>
                                    </tableViewCell>
                                </cells></tableViewSection>
                                <tableViewSection id="sec2"><cells>
                                    <tableViewCell style="IBUITableViewCellStyleValue2" textLabel="l2" id="c2">
                                        <tableViewCellContentView key="contentView" id="cv2"><subviews><label text="Version" \
                id="l2"/></subviews></tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell id="c3">
                                        <tableViewCellContentView key="contentView" id="cv3"><subviews>
                                            <containerView id="cont"><connections><segue destination="vc2" kind="embed" id="e1"/></connections></containerView>
                                        </subviews></tableViewCellContentView>
                                        <connections><segue destination="vc2" kind="show" identifier="More" id="sg1"/></connections>
                                    </tableViewCell>
                                </cells></tableViewSection>
                            </sections>
                        </tableView>
                        <connections><outlet property="versionCell" destination="c2" id="o1"/></connections>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController"/></objects></scene>
                """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let table = try #require(result.document?.scenes[0].tableView)
        #expect(table.content == .static)
        #expect(table.sections.map(\.header) == ["Account", nil])
        #expect(table.sections[0].footer == "Signed in")
        #expect(table.sections[0].cells[0].text == "Log Out")
        #expect(table.sections[0].cells[0].style == .basic)
        #expect(table.sections[1].cells[0].style == .leftDetail)
        #expect(table.sections[1].cells[0].outlet == "versionCell")
        let custom = table.sections[1].cells[1]
        #expect(custom.style == .custom)
        #expect(custom.selectionSegue?.trigger == .staticCellSelection(section: 1, row: 1))
        #expect(custom.controls.first?.segue?.kind == .embed)
        #expect(custom.controls.first?.segue?.trigger == .control(index: 0))
    }

    @Test func modelFreeElementsAreSkippedWithoutNoise() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <!--Fancy-->
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <layoutGuides><viewControllerLayoutGuide type="top" id="g1"/></layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <webView id="w1"/><pickerView id="p1"/><activityIndicatorView id="ai1"/>
                                <label text="Hi" id="l1"><color key="textColor" systemColor="labelColor"/><fontDescription key="fontDescription" \
                style="UICTFontTextStyleBody"/></label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa1"/>
                            <constraints><constraint firstItem="l1" firstAttribute="top" secondItem="sa1" secondAttribute="top" id="k1"/></constraints>
                        </view>
                        <simulatedMetricsContainer key="defaultSimulatedMetrics"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="x" value="y"/></userDefinedRuntimeAttributes>
                    </viewController>
                    <customObject id="co1" customClass="Helper"/>
                </objects><point key="canvasLocation" x="1" y="2"/></scene>
                """, tail: "<resources><image name=\"star\" width=\"1\" height=\"1\"/><systemColor name=\"labelColor\"/></resources>"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document?.scenes.first?.controls.map(\.text) == ["Hi"])
    }

    @Test func danglingOutletsActionsConstraintsAndCellLabelsAreReportedWhereTheyAre() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <tableView id="t1"><prototypes><tableViewCell reuseIdentifier="C" textLabel="gone1" style="IBUITableViewCellStyleDefault" \
                id="c1"/></prototypes></tableView>
                        </subviews>
                        <constraints><constraint firstItem="v1" secondItem="gone2" id="k1"/></constraints></view>
                        <connections>
                            <outlet property="header" destination="gone3" id="o1"/>
                            <outlet property="view" destination="v1" id="o2"/>
                            <segue destination="nowhere" kind="show" identifier="S" id="s1"/>
                        </connections>
                    </viewController>
                    <button id="b9"><connections><action selector="tap:" destination="gone4" id="a1"/></connections></button>
                </objects></scene>
                """))
        let dangling = result.diagnostics.filter { $0.rule == "dangling-reference" }
        #expect(dangling.map { $0.message.contains("`gone1`") } == [true, false, false, false])
        #expect(dangling.map { "\($0.location.line):\($0.location.column)" } == ["8:79", "10:49", "12:39", "17:58"])
        #expect(dangling.map(\.severity) == [.warning, .warning, .error, .warning])
        #expect(result.diagnostics.count == 4)
        #expect(result.document?.scenes.first?.manualSegues.first?.destination == "nowhere")
    }

    @Test func exitPlaceholderOutsideObjectsIsReported() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <connections><segue destination="ex1" kind="unwind" identifier="back" unwindAction="back:" id="u1"/></connections>
                        <exit id="ex1" sceneMemberID="exit"/>
                    </viewController>
                </objects>
                <exit id="ex2" sceneMemberID="exit"/>
                </scene>
                """))
        let exits = result.diagnostics.filter { $0.rule == "exit-placeholder-outside-objects" }
        #expect(exits.map(\.location.line) == [8, 11])
        #expect(exits.map(\.severity) == [.error, .warning])
        #expect(result.diagnostics.count == 2)
    }

    @Test func sceneWithoutControllerIsDroppedWithAWarning() throws {
        let result = readStoryboard(
            storyboardXML(
                """
                <scene sceneID="s1"><objects><placeholder placeholderIdentifier="IBFirstResponder" id="f" sceneMemberID="firstResponder"/></objects></scene>
                <scene sceneID="s2"><objects><viewController id="vc1" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s3"><objects><viewController id="vc1" sceneMemberID="viewController"/></objects></scene>
                """))
        #expect(rules(result) == ["scene-dropped-by-ibtool", "duplicate-id"])
        #expect(result.diagnostics.first?.severity == .warning)
        let document = try #require(result.document)
        #expect(document.scenes.count == 2)
        let (first, second) = (document.scenes[0].location, document.scenes[1].location)
        #expect(first.line < second.line)
        #expect(result.diagnostics[1].location == second)
        #expect(result.diagnostics[1].message.hasPrefix("the id `vc1` is already used by the scene at line \(first.line);"))
        #expect(document.scene(withID: "vc1")?.location == first)
    }

    @Test(arguments: [
        (
            """
            <?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"8.00\"><data><int \
            key=\"IBDocument.SystemTarget\">1280</int></data></archive>
            """,
            "legacy archive", "2:1"
        ),
        (
            storyboardXML("<scene sceneID=\"a\"><objects><controller id=\"w\" sceneMemberID=\"viewController\"/></objects></scene>", runtime: "watchKit"),
            "watchOS", "2:107"
        ),
        (
            storyboardXML(
                "<scene sceneID=\"a\"><objects><viewController id=\"w\" sceneMemberID=\"viewController\"/></objects></scene>", runtime: "MacOSX.Cocoa"),
            "macOS", "2:107"
        ),
        ("<flow version=\"1\"/>", "root element is <flow>", "1:1"),
    ])
    func otherStoryboardsGetOneClearDiagnostic(xml: String, mentions: String, position: String) {
        let result = readStoryboard(xml)
        #expect(result.document == nil)
        #expect(rules(result) == ["unsupported-storyboard"])
        #expect(result.diagnostics.first?.message.contains(mentions) == true)
        #expect(positions(result) == [position])
    }

    @Test func storyboardsAreRecognisedByTheirRootElementWhateverTheirName() {
        let xml = storyboardXML("<scene sceneID=\"a\"><objects><viewController id=\"vc1\" sceneMemberID=\"viewController\"/></objects></scene>")
        #expect(readStoryboard(xml, file: "copy.xml").document?.format == .storyboard)
        #expect(readStoryboard(xml, file: "odd.flow.xml").document == nil)
        #expect(FlowLoader.rootElementName(Data("<?xml version=\"1.0\"?>\n<!-- a > b -->\n<document type=\"x\">".utf8)) == "document")
        #expect(FlowLoader.rootElementName(Data("no markup".utf8)) == nil)
    }

    @Test func onlyScenesAreMaterialized() {
        let reader = StoryboardDocumentReader(file: "x.storyboard", visit: nil)
        let location = SourceLocation(file: "x.storyboard", line: 1, column: 1)
        let document = XMLNode(
            name: "document", attributes: [XMLAttribute(name: "targetRuntime", value: "iOS.CocoaTouch", location: location)], children: [], text: "",
            location: location, endLine: 1)
        reader.open(document, depth: 0)
        #expect(!reader.shouldMaterialize("scenes", depth: 1))
        reader.open(XMLNode(name: "scenes", attributes: [], children: [], text: "", location: location, endLine: 1), depth: 1)
        #expect(reader.shouldMaterialize("scene", depth: 2))
        #expect(!reader.shouldMaterialize("objects", depth: 3))
        reader.close("scenes", depth: 1, line: 1)
        reader.open(XMLNode(name: "resources", attributes: [], children: [], text: "", location: location, endLine: 1), depth: 1)
        #expect(!reader.shouldMaterialize("scene", depth: 2))
        #expect(!reader.shouldMaterialize("image", depth: 2))
    }
}
