import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowExport
@testable import StoryflowReader

/// Every construct of the flow format that a storyboard can hold is exported and read back as it was, in Interface
/// Builder's vocabulary; values that would end an XML comment survive the comments that keep them.
@Suite struct StoryboardExportShapesTests {
    static let everything = """
        <flow version="1" name="Shapes" initial="tabs">
          <tabBarController id="tabs" definesContext="true">
            <tab scene="nav" title="Home" image="house" badge="3"/>
            <tab scene="split" systemItem="favorites"/>
            <tab scene="pages"/>
            <tab scene="settingsRef" title="Settings" image="gear"/>
          </tabBarController>
          <navigationController id="nav" navigationBarHidden="true">
            <root scene="home"><pass input="mode" value="browse"/></root>
          </navigationController>
          <viewController id="home" class="HomeViewController" title="Home" storyboardIdentifier="homeID" hidesBottomBar="true"
                          presentation="formSheet" transition="crossDissolve">
            <input name="mode" type="enum(browse,edit)" default="browse"/>
            <navigationItem title="Home" prompt="Pick one" backButtonTitle="Back home" leftItemsSupplementBackButton="true">
              <barButton placement="left" title="Menu" action="menu" effect="popToRoot"/>
              <barButton placement="left" image="gear" action="settings" enabled="false"/>
              <barButton placement="right" system="compose">
                <segue id="Compose" kind="popover" destination="composer"/>
              </barButton>
            </navigationItem>
            <label text="Hello -- there" tag="7" outlet="greeting"/>
            <button title="Go" action="go" hidden="true">
              <segue id="Go" kind="custom" class="FadeSegue" destination="list" animated="false"/>
            </button>
            <textField text="x" placeholder="Name" outlet="name" action="nameChanged"/>
            <switch on="true" outlet="toggle" action="toggled" enabled="false"/>
            <image name="logo" outlet="logo"/>
            <view outlet="group">
              <label text="Inside"/>
              <button title="Inner" action="inner" effect="dismiss"/>
            </view>
            <containerView outlet="child">
              <segue kind="embed" destination="embedded"/>
            </containerView>
            <segue id="Manual" kind="present" destination="list" presentation="fullScreen" transition="flipHorizontal"/>
            <segue id="Legacy" kind="push" destination="list"/>
            <segue id="Tip" kind="popover" destination="composer"/>
            <unwindAction name="backHome(segue:)"/>
          </viewController>
          <viewController id="embedded" title="Embedded">
            <navigationItem title="Embedded" hidesBackButton="true"/>
          </viewController>
          <viewController id="composer" title="Compose">
            <segue id="done" kind="unwind" action="backHome"/>
          </viewController>
          <tableViewController id="list" class="ListViewController" title="List">
            <result name="chosen" type="Int" by="row"/>
            <label text="Header"/>
            <tableView style="insetGrouped" content="static" rowHeight="50">
              <section header="First -- section" footer="End-">
                <cell style="subtitle" text="One" detail="1" image="one" accessory="detailButton" selection="none" outlet="oneCell">
                  <segue id="Info" kind="showDetail" destination="embedded" trigger="accessory"/>
                </cell>
                <cell style="leftDetail" text="Two" detail="2" rowHeight="60">
                  <segue id="Two" kind="show" destination="embedded"><pass input="n" value="$row.detail"/></segue>
                </cell>
                <cell style="custom" reuseIdentifier="custom">
                  <label text="Custom" outlet="customLabel"/>
                </cell>
              </section>
            </tableView>
            <button title="Footer" action="footer"/>
            <button title="Footer 2" action="footer2"/>
          </tableViewController>
          <splitViewController id="split">
            <master scene="masterNav"/>
            <supplementary scene="collection"/>
            <detail scene="detail"/>
          </splitViewController>
          <navigationController id="masterNav"><root scene="master"/></navigationController>
          <tableViewController id="master" title="Master">
            <tableView content="prototypes">
              <prototype reuseIdentifier="Row" class="RowCell" style="rightDetail" text="T" detail="D" accessory="checkmark">
                <segue id="Pick" kind="showDetail" destination="detail"><receive result="chosen"/></segue>
              </prototype>
              <samples><row text="a--b"/><row text="ends with -"/></samples>
            </tableView>
          </tableViewController>
          <collectionViewController id="collection" title="Grid">
            <button title="Add" action="add"><segue id="Add" kind="present" destination="embedded"/></button>
          </collectionViewController>
          <viewController id="detail" title="Detail">
            <tableView content="prototypes"><prototype reuseIdentifier="Line"/></tableView>
            <label text="Below the table"/>
          </viewController>
          <pageViewController id="pages" title="Pages"/>
          <storyboardReference id="settingsRef" storyboardName="Settings" referencedIdentifier="root"/>
          <deepLink url="shapes://home/{mode}" scene="home"/>
          <deepLink url="shapes://list" scene="list" container="nav"><pass input="mode" value="edit--mode"/></deepLink>
        </flow>
        """

    @Test func everyConstructIsReadBackAsItWas() throws {
        let loaded = FlowLoader.load(string: Self.everything, file: "Shapes.flow.xml")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let flow = try #require(loaded.document)
        let export = StoryboardWriter.write(flow)
        #expect(export.notes.isEmpty, "\(export.notes)")
        for comment in export.text.matches(of: /<!--([\s\S]*?)-->/) {
            #expect(!comment.output.1.contains("--"), "a comment holds no `--`")
        }
        let reread = FlowLoader.load(string: export.text, file: "Shapes.storyboard")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        var copy = try #require(reread.document)
        copy.format = .flow
        #expect(FlowWriter.write(copy) == FlowWriter.write(ExportedPart.of(flow)))
        let unknown = try #require(InterfaceBuilderVocabulary.entries(of: export.text)).subtracting(try InterfaceBuilderVocabulary.fixture()).sorted()
        #expect(unknown.isEmpty, "not in any corpus storyboard: \(unknown)")
        #expect(export.text.contains(#"unwindAction="backHomeWithSegue:""#), "the selector of backHome(segue:)")
        #expect(export.text.contains(#"customClass="FadeSegue" customModuleProvider="target""#))
        let tip = try #require(export.text.firstMatch(of: /identifier="Tip" popoverAnchorView="([^"]+)"/)?.output.1)
        #expect(export.text.contains(#"<view key="view" contentMode="scaleToFill" id="\#(tip)">"#), "a manual popover is anchored on the root view")
    }

    @Test func reExportingAnExportedStoryboardChangesNothing() throws {
        let flow = try #require(FlowLoader.load(string: Self.everything, file: "Shapes.flow.xml").document)
        let export = StoryboardWriter.write(flow).text
        let reread = try #require(FlowLoader.load(string: export, file: "Shapes.storyboard").document)
        #expect(StoryboardWriter.write(reread).text == export)
    }

    @Test func viewsNestedTooDeepForAStoryboardAreLeftOutWithANote() throws {
        let depth = StoryboardBuilder.maximumViewNesting + 3
        let nested = String(repeating: "<view>", count: depth) + "<label text=\"deep\"/>" + String(repeating: "</view>", count: depth)
        let flow = try #require(
            FlowLoader.load(string: "<flow version=\"1\" initial=\"a\"><viewController id=\"a\">\(nested)</viewController></flow>", file: "D.flow.xml").document
        )
        let export = StoryboardWriter.write(flow)
        #expect(export.notes.map(\.rule) == ["not-exported"])
        #expect(export.notes.first?.message.contains("keeps views nested \(StoryboardBuilder.maximumViewNesting) deep") == true)
        let reread = FlowLoader.load(string: export.text, file: "D.storyboard")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        #expect(!export.text.contains("deep"))
    }

    @Test func aSwitchCaptionAndAnAlertAreLeftOutWithNotes() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a">
                <switch title="Wi-Fi"/>
                <button title="Delete"><segue id="confirm" kind="present" destination="sure"/></button>
              </viewController>
              <alertController id="sure" title="Sure?"><action title="OK"/></alertController>
            </flow>
            """
        let document = try #require(FlowLoader.load(string: flow, file: "A.flow.xml").document)
        let notes = StoryboardWriter.write(document).notes
        #expect(notes.map(\.location.line) == [3, 4, 6])
        #expect(notes.map(\.rule) == Array(repeating: "not-exported", count: 3))
        #expect(notes[0].message.contains("Wi-Fi"))
    }

    @Test func anIDIsThreeTwoThreeCharactersOfInterfaceBuildersAlphabet() {
        var ids = InterfaceBuilderIDs()
        let first = ids.make("players")
        #expect(first.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil)
        #expect(ids.make("players") != first, "a key asked for twice gets a second id")
        var again = InterfaceBuilderIDs()
        #expect(again.make("players") == first, "the same key gives the same id in every export")
        let many = (0..<20_000).map { ids.make("scene\($0)") }
        #expect(Set(many).count == many.count)
    }

    @Test func anUnwindActionDeclaredTwoWaysAndAContainersPopoverAreNoted() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a"><unwindAction name="back(segue:)"/><segue id="go" kind="show" destination="b"/></viewController>
              <viewController id="b"><segue id="done" kind="unwind" action="back"/></viewController>
              <viewController id="c"><unwindAction name="back(_:)"/></viewController>
              <navigationController id="nav"><root scene="a"/><segue id="tip" kind="popover" destination="c"/></navigationController>
            </flow>
            """
        let document = try #require(FlowLoader.load(string: flow, file: "A.flow.xml").document)
        let export = StoryboardWriter.write(document)
        #expect(export.notes.map(\.location.line) == [4, 5])
        #expect(export.notes.first?.message.contains("declared `back(_:)` here but `back(segue:)` in scene `a`") == true)
        #expect(export.notes.last?.message.contains("popover segue `tip` has no anchor") == true)
        #expect(export.text.contains(#"unwindAction="backWithSegue:""#))
    }
}
