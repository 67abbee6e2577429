import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// One flow that uses every element and every attribute of the format reads without a diagnostic, validates
/// against the schema, and lands every value in the model.
@Suite struct VocabularyCoverageTests {
    static let everything = """
        <?xml version="1.0" encoding="UTF-8"?>
        <flow version="1" name="Everything" initial="tabs"
              xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="storyflow.xsd">
          <tabBarController id="tabs" class="TabsController" title="Tabs" storyboardIdentifier="tabsID" presentation="fullScreen" transition="crossDissolve"
                            definesContext="true" hidesBottomBar="false">
            <tab scene="nav" title="List" image="list" badge="2" systemItem="favorites">
              <pass input="filter" value="all"/>
            </tab>
            <tab scene="split"/>
            <unwindAction name="backToTabs:"/>
          </tabBarController>
          <navigationController id="nav" class="ListNavigation" title="Lists" storyboardIdentifier="navID" presentation="formSheet"
                                transition="coverVertical" definesContext="false" hidesBottomBar="false" navigationBarHidden="true">
            <root scene="list"/>
            <navigationItem title="unused"/>
          </navigationController>
          <splitViewController id="split">
            <master scene="list"/>
            <supplementary scene="grid"/>
            <detail scene="pages"/>
            <segue id="manualDetail" kind="replace" destination="pages"/>
            <segue id="manualPopover" kind="legacyPopover" destination="pages"/>
          </splitViewController>
          <deepLink url="everything://items/{filter}" scene="list" container="nav">
            <pass input="mode" value="$$literal"/>
          </deepLink>
          <tableViewController id="list">
            <input name="filter" type="enum(all,open)"/>
            <input name="mode" type="String" required="false" default="browse"/>
            <result name="picked" type="Item" by="more"/>
            <navigationItem title="List" prompt="Choose" backButtonTitle="Back" hidesBackButton="false" leftItemsSupplementBackButton="true">
              <barButton placement="left" image="gear" action="settings" effect="popToRoot" enabled="false"/>
              <barButton placement="right" system="edit" title="Edit" effect="toggleEditing"/>
            </navigationItem>
            <view id="header" tag="1" outlet="headerView" hidden="false">
              <label id="caption" tag="2" outlet="captionLabel" text="Items" hidden="true"/>
              <button id="more" tag="3" outlet="moreButton" title="More" action="more" effect="none" enabled="false" hidden="false">
                <segue id="more" kind="custom" destination="grid" class="FadeSegue" animated="false"/>
              </button>
              <textField id="search" tag="4" outlet="searchField" text="" placeholder="Search" action="search" enabled="true" hidden="false"/>
              <switch id="all" tag="5" outlet="allSwitch" title="All" on="YES" action="toggleAll" enabled="false" hidden="false"/>
              <image id="logo" tag="6" outlet="logoView" name="Logo" hidden="true"/>
              <containerView id="footer" tag="7" outlet="footerContainer" hidden="false">
                <segue kind="embed" destination="pages"/>
              </containerView>
            </view>
            <tableView style="insetGrouped" content="prototypes" rowHeight="44">
              <prototype reuseIdentifier="ItemCell" style="custom" class="ItemCell" text="t" detail="d" image="i"
                         accessory="detailDisclosureButton" selection="gray" rowHeight="60" outlet="itemCell">
                <label outlet="nameLabel"/>
                <segue id="open" kind="show" destination="grid" trigger="selection">
                  <pass input="item" value="$row.nameLabel"/>
                  <receive result="picked"/>
                </segue>
                <segue id="info" kind="popover" destination="pages" trigger="accessory"/>
              </prototype>
              <samples>
                <section header="Today" footer="2 items">
                  <row prototype="ItemCell" text="Milk" detail="1 l">
                    <value outlet="nameLabel" text="Milk"/>
                    <value tag="9" text="★"/>
                  </row>
                </section>
              </samples>
            </tableView>
            <segue id="confirm" kind="present" destination="confirm" presentation="formSheet" transition="crossDissolve"/>
          </tableViewController>
          <collectionViewController id="grid">
            <segue id="back" kind="unwind" action="backToTabs"/>
          </collectionViewController>
          <pageViewController id="pages"/>
          <viewController id="settings">
            <tableView content="static">
              <section header="General" footer="Version 1">
                <cell text="About"/>
              </section>
            </tableView>
            <segue id="legacyPush" kind="push" destination="reference"/>
            <segue id="legacyModal" kind="modal" destination="reference"/>
          </viewController>
          <alertController id="confirm" class="ConfirmController" storyboardIdentifier="confirmID" title="Sure?" message="This cannot be undone." \
        style="actionSheet">
            <action title="Cancel" style="cancel" effect="pop"/>
            <action title="Delete" style="destructive" action="delete">
              <segue kind="showDetail" destination="pages"/>
            </action>
          </alertController>
          <storyboardReference id="reference" storyboardName="Settings" referencedIdentifier="root"/>
        </flow>
        """

    @Test func readsWithoutDiagnosticsAndValidates() throws {
        let result = read(Self.everything)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        var errors: [String] = []
        let validator = try #require(SchemaValidator(schema: try Repository.text("Flows/storyflow.xsd"), errors: &errors))
        #expect(validator.errors(in: Self.everything).isEmpty)
    }

    @Test func usesEveryElementAndAttribute() throws {
        let tag = try NSRegularExpression(pattern: "<([A-Za-z]+)((?:\\s+[A-Za-z:]+=\"[^\"]*\")*)\\s*/?>")
        let attribute = try NSRegularExpression(pattern: "([A-Za-z:]+)=\"")
        var used: [String: Set<String>] = [:]
        let text = Self.everything as NSString
        for match in tag.matches(in: Self.everything, range: NSRange(location: 0, length: text.length)) {
            let element = text.substring(with: match.range(at: 1))
            let attributes = text.substring(with: match.range(at: 2))
            let names = attribute.matches(in: attributes, range: NSRange(location: 0, length: (attributes as NSString).length))
                .map { (attributes as NSString).substring(with: $0.range(at: 1)) }
                .filter { !$0.hasPrefix("xmlns") && !$0.hasPrefix("xsi:") }
            used[element, default: []].formUnion(names)
        }
        #expect(Set(used.keys) == Set(FlowVocabulary.attributesByElement.keys))
        // Elements that take the same attributes (the content scenes, <cell> and <prototype>) share the coverage.
        let groups = Dictionary(grouping: FlowVocabulary.attributesByElement) { Set($0.value) }
        for (attributes, elements) in groups {
            let usedByGroup = elements.reduce(into: Set<String>()) { $0.formUnion(used[$1.key] ?? []) }
            #expect(usedByGroup == attributes, "\(elements.map(\.key).sorted())")
        }
    }

    @Test func everyValueLandsInTheModel() throws {
        let document = try #require(read(Self.everything).document)
        let tabs = try #require(document.scene(withID: "tabs"))
        #expect(tabs.className == "TabsController" && tabs.title == "Tabs" && tabs.storyboardIdentifier == "tabsID")
        #expect(tabs.modalPresentationStyle == .fullScreen && tabs.modalTransitionStyle == .crossDissolve)
        #expect(tabs.relationships.first?.tabItem == TabItem(title: "List", image: "list", badge: "2", systemItem: .favorites))
        #expect(tabs.unwindActions.map(\.name) == ["backToTabs"])
        let list = try #require(document.scene(withID: "list"))
        let controls = list.allControls
        #expect(controls.map(\.kind) == [.view, .label, .button, .textField, .switch, .image, .containerView, .label])
        #expect(controls.compactMap(\.tag) == [1, 2, 3, 4, 5, 6, 7])
        #expect(controls[4].isOn && controls[3].text == "" && controls[3].placeholder == "Search")
        let prototype = try #require(list.tableView?.prototype(withReuseIdentifier: "ItemCell"))
        #expect(prototype.className == "ItemCell" && prototype.text == "t" && prototype.detail == "d" && prototype.image == "i")
        #expect(prototype.accessory == .detailDisclosureButton && prototype.selectionStyle == .gray && prototype.rowHeight == 60)
        #expect(prototype.outlet == "itemCell")
        #expect(prototype.selectionSegue?.identifier == "open" && prototype.accessorySegue?.identifier == "info")
        #expect(list.tableView?.style == .insetGrouped && list.tableView?.rowHeight == 44)
        let row = try #require(list.tableView?.samples.first?.rows.first)
        #expect(row.prototype == "ItemCell" && row.text == "Milk" && row.detail == "1 l" && row.values.count == 2)
        let kinds = Set(document.scenes.flatMap(\.segues).map(\.kind))
        #expect(kinds == Set(SegueKind.allCases))
        let confirm = try #require(list.segues.first { $0.identifier == "confirm" })
        #expect(confirm.presentation == .formSheet && confirm.transition == .crossDissolve)
        #expect(document.scene(withID: "tabs")?.definesPresentationContext == true)
        #expect(document.scene(withID: "tabs")?.hidesBottomBarWhenPushed == false)
        #expect(document.scene(withID: "nav")?.isNavigationBarHidden == true)
        let header = try #require(list.controls.first)
        #expect(header.children.map(\.isHidden) == [true, false, false, false, true, false])
        #expect(header.children.map(\.isEnabled) == [true, false, true, false, true, true])
        #expect(list.navigationItem?.leftButtons.first?.isEnabled == false && list.navigationItem?.rightButtons.first?.isEnabled == true)
        #expect(document.scene(withID: "reference")?.reference?.storyboardName == "Settings")
        #expect(document.scene(withID: "confirm")?.alert?.actions.last?.segue?.trigger == .alertAction(index: 1))
        #expect(Set(document.scenes.map(\.kind)) == Set(SceneKind.allCases))
    }

    @Test func contractsAndDeepLinksLandInTheModel() throws {
        let document = try #require(read(Self.everything).document)
        let list = try #require(document.scene(withID: "list"))
        let contract = try #require(list.contract)
        #expect(contract.inputs.map(\.name) == ["filter", "mode"])
        #expect(contract.inputs[0].enumerationCases == ["all", "open"] && contract.inputs[0].isRequired)
        #expect(!contract.inputs[1].isRequired && contract.inputs[1].defaultValue == "browse")
        #expect(contract.results == [ContractResult(name: "picked", typeName: "Item", producers: ["more"], location: contract.results[0].location)])
        let open = try #require(list.tableView?.prototype(withReuseIdentifier: "ItemCell")?.selectionSegue)
        #expect(open.passes.map(\.value) == [.row(outlet: "nameLabel")])
        #expect(open.contract?.receipts.map(\.result) == ["picked"])
        let tab = try #require(document.scene(withID: "tabs")?.relationships.first)
        #expect(tab.passes?.map(\.value) == [.literal("all")])
        let link = try #require(document.deepLinks.first)
        #expect(link.sceneID == "list" && link.containerID == "nav" && link.pattern.placeholders == ["filter"])
        #expect(link.passes.map(\.value) == [.literal("$literal")])
        #expect(link.pattern.match("everything://items/open?x=1") == ["filter": "open"])
        #expect(link.pattern.match("EVERYTHING://Items/caf%C3%A9") == ["filter": "café"])
        #expect(link.pattern.match("everything://items/open/more") == nil)
        #expect(throws: DeepLinkPattern.PatternError.self) { try DeepLinkPattern.parse("app://{a}/{a}").get() }
        #expect(throws: DeepLinkPattern.PatternError.self) { try DeepLinkPattern.parse("app://x{a}").get() }
        #expect(throws: DeepLinkPattern.PatternError.self) { try DeepLinkPattern.parse("no-scheme/{a}").get() }
    }
}
